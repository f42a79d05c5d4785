import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TimelineResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/** A later page: from the server's `next_from` to the end of the first answer's range. */
export interface TimelinePageParam {
  from: string;
  to: string;
  /** Set when the day `from` was cut: the rest of that day comes first. */
  cursor?: string;
}

/** Under the "thoughts" root so a new scheduled thought (or a new time zone) refreshes it. */
export const timelineKey = ["thoughts", "timeline"] as const;

/** Without a range the server reads its default window (30 days back to 90 ahead) in the user's zone. */
export function getTimeline(page: TimelinePageParam | null): Promise<TimelineResponse> {
  return apiRequest<TimelineResponse>("/thoughts/timeline", { query: page ? { from: page.from, to: page.to, ...(page.cursor ? { cursor: page.cursor } : {}) } : { _t: Date.now() } });
}

/** A range the person chose (earlier, later, a month); null is the server's default window. */
export type TimelineRange = { from: string; to: string } | null;

/**
 * One answer holds at most 250 events; a busier range says `truncated` and where to go on,
 * and "Show later events" fetches the next whole days, or the rest of a day that was cut.
 */
export function useTimeline(range: TimelineRange = null) {
  return useInfiniteQuery({
    queryKey: range ? [...timelineKey, range.from, range.to] : timelineKey,
    queryFn: ({ pageParam }) => getTimeline(pageParam),
    initialPageParam: range as TimelinePageParam | null,
    // The range bar stays in place while the next range loads.
    placeholderData: keepPreviousData,
    getNextPageParam: (last, pages) =>
      last.truncated && last.next_from
        ? { from: last.next_from, to: pages[0]!.range.to, ...(last.next_cursor ? { cursor: last.next_cursor } : {}) }
        : undefined,
  });
}
