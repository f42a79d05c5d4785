import { useInfiniteQuery } from "@tanstack/react-query";
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

/**
 * One answer holds at most 250 events; a busier range says `truncated` and where to go on,
 * and "Show later events" fetches the next whole days, or the rest of a day that was cut.
 */
export function useTimeline() {
  return useInfiniteQuery({
    queryKey: timelineKey,
    queryFn: ({ pageParam }) => getTimeline(pageParam),
    initialPageParam: null as TimelinePageParam | null,
    getNextPageParam: (last, pages) =>
      last.truncated && last.next_from
        ? { from: last.next_from, to: pages[0]!.range.to, ...(last.next_cursor ? { cursor: last.next_cursor } : {}) }
        : undefined,
  });
}
