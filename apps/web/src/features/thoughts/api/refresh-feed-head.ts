import { hashKey, type QueryClient } from "@tanstack/react-query";
import { mergeFirstPage } from "./feed-cache";
import { FEED_FILTERS, thoughtKeys, type FeedData, type ThoughtFilters } from "./feed-types";
import { getThoughts } from "./get-thoughts";

/**
 * After a capture only the top of the feed changes, so a feed scrolled many pages deep refetches
 * its first page alone (merged in place) instead of every loaded page; the other views built on
 * thoughts are invalidated as before.
 */
export async function refreshAfterCapture(queryClient: QueryClient, filters: ThoughtFilters = FEED_FILTERS): Promise<void> {
  const feedKey = thoughtKeys.list(filters);
  const cached = queryClient.getQueryData<FeedData>(feedKey);
  if (!cached || cached.pages.length < 2) return queryClient.invalidateQueries({ queryKey: thoughtKeys.all });

  const feedHash = hashKey(feedKey);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: thoughtKeys.all, predicate: (query) => query.queryHash !== feedHash }),
    getThoughts(filters).then(
      (fresh) => void queryClient.setQueryData<FeedData>(feedKey, (data) => mergeFirstPage(data, fresh)),
      // Could not read the top: fall back to refetching the whole feed.
      () => queryClient.invalidateQueries({ queryKey: feedKey }),
    ),
  ]);
}
