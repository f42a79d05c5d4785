import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { FEED_FILTERS, isClassifying, thoughtKeys, type FeedPage, type ThoughtFilters } from "./feed-types";

/** How often the feed re-asks while a thought is still being classified. */
export const CLASSIFY_POLL_MS = 1000;

export function getThoughts(filters: ThoughtFilters): Promise<FeedPage> {
  // _t is the spec's cache-buster: some proxies cache GETs despite the bearer header.
  return apiRequest<FeedPage>("/thoughts", { query: { ...filters, _t: Date.now() } });
}

/**
 * Poll while any thought is queued or being classified, so its card fills in by itself; stop
 * as soon as none is. Not while a capture is in flight: a poll landing then would drop the
 * placeholder card before the server's thought replaces it.
 */
export function feedRefetchInterval(page: FeedPage | undefined): number | false {
  if (!page || page.data.some((thought) => thought.is_placeholder)) return false;
  return page.data.some(isClassifying) ? CLASSIFY_POLL_MS : false;
}

export function thoughtsQueryOptions(filters: ThoughtFilters = FEED_FILTERS) {
  return queryOptions({
    queryKey: thoughtKeys.list(filters),
    queryFn: () => getThoughts(filters),
    refetchInterval: (query) => feedRefetchInterval(query.state.data),
  });
}

export function useThoughts(filters: ThoughtFilters = FEED_FILTERS) {
  return useQuery(thoughtsQueryOptions(filters));
}
