import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { mergeFirstPage } from "./feed-cache";
import { FEED_FILTERS, isClassifying, thoughtKeys, type FeedData, type ThoughtFilters } from "./feed-types";
import { getThoughts } from "./get-thoughts";

/** How often the feed re-asks while a thought is still being classified. */
export const CLASSIFY_POLL_MS = 1000;

/**
 * Poll while a thought on the first page is queued or being classified, so its card fills in by
 * itself; stop as soon as none is. Only the first page: that is where captures land, and
 * refetching every loaded page of a long feed each second would be heavy. Not while a capture is
 * in flight: the placeholder is about to be replaced and the capture refetches anyway.
 */
export function feedPollInterval(data: FeedData | undefined): number | false {
  const first = data?.pages[0];
  if (!first || first.data.some((thought) => thought.is_placeholder)) return false;
  return first.data.some(isClassifying) ? CLASSIFY_POLL_MS : false;
}

/** Refetches the feed's first page while feedPollInterval says so, merging it into the cache. */
export function usePollClassifying(data: FeedData | undefined, filters: ThoughtFilters = FEED_FILTERS) {
  const queryClient = useQueryClient();
  const interval = feedPollInterval(data);

  useEffect(() => {
    if (interval === false) return;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      getThoughts(filters)
        .then((fresh) => queryClient.setQueryData<FeedData>(thoughtKeys.list(filters), (cached) => mergeFirstPage(cached, fresh)))
        // A failed poll is retried on the next tick; the feed keeps what it shows.
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    }, interval);
    return () => clearInterval(timer);
  }, [interval, filters, queryClient]);
}
