import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { FEED_FILTERS, thoughtKeys, type FeedData, type FeedPage, type ThoughtFilters } from "./feed-types";

export function getThoughts(filters: ThoughtFilters, cursor: string | null = null): Promise<FeedPage> {
  // _t is the spec's cache-buster: some proxies cache GETs despite the bearer header.
  const query = { ...filters, ...(cursor === null ? {} : { cursor }), _t: Date.now() };
  return apiRequest<FeedPage>("/thoughts", { query });
}

/** Pages by cursor, not offset: a capture between two pages neither repeats nor skips a card. */
export function thoughtsQueryOptions(filters: ThoughtFilters = FEED_FILTERS) {
  return infiniteQueryOptions<FeedPage, Error, FeedData, ReturnType<typeof thoughtKeys.list>, string | null>({
    queryKey: thoughtKeys.list(filters),
    queryFn: ({ pageParam }) => getThoughts(filters, pageParam),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });
}

export function useThoughts(filters: ThoughtFilters = FEED_FILTERS) {
  return useInfiniteQuery(thoughtsQueryOptions(filters));
}
