import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchHit, SearchResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export type { SearchHit };

export const SEARCH_LIMIT = 10;
/** Fewer letters match nearly everything and tell the person nothing. */
export const SEARCH_MIN_LENGTH = 2;

export async function searchThoughts(q: string): Promise<SearchHit[]> {
  const { data } = await apiRequest<SearchResponse>("/thoughts/search", { query: { q, limit: SEARCH_LIMIT } });
  return data;
}

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["thoughts", "search", q] as const,
    queryFn: () => searchThoughts(q),
    staleTime: 30_000,
  });
}

export function useSearchThoughts(q: string) {
  return useQuery({
    ...searchQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // Keep the last results while the next keystroke's results load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
