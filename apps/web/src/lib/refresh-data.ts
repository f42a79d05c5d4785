import type { QueryClient } from "@tanstack/react-query";

/** Queries that are about the session or the installation, not the person's data. */
const NOT_DATA = new Set(["auth", "config"]);

/**
 * Every organised view (feed, projects, calendar, waiting…) is derived from thoughts, so a change
 * made outside a view (a chat command, a voice capture) refreshes all data queries. Only the
 * mounted ones refetch; the rest are marked stale and reload when next shown.
 */
export function refreshThoughtData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => !NOT_DATA.has(String(query.queryKey[0])),
  });
}
