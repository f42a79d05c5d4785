import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { FEED_FILTERS, thoughtKeys, type FeedPage, type ThoughtFilters } from "./feed-types";

export function getThoughts(filters: ThoughtFilters): Promise<FeedPage> {
  // _t is the spec's cache-buster: some proxies cache GETs despite the bearer header.
  return apiRequest<FeedPage>("/thoughts", { query: { ...filters, _t: Date.now() } });
}

export function thoughtsQueryOptions(filters: ThoughtFilters = FEED_FILTERS) {
  return queryOptions({
    queryKey: thoughtKeys.list(filters),
    queryFn: () => getThoughts(filters),
  });
}

export function useThoughts(filters: ThoughtFilters = FEED_FILTERS) {
  return useQuery(thoughtsQueryOptions(filters));
}
