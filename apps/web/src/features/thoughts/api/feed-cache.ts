import type { FeedData, FeedPage, FeedThought } from "./feed-types";

/** Every loaded thought in feed order, once each (a thought can sit on two pages after a refetch). */
export function feedThoughts(data: FeedData | undefined): FeedThought[] {
  if (!data) return [];
  const seen = new Set<string>();
  const thoughts: FeedThought[] = [];
  for (const page of data.pages) {
    for (const thought of page.data) {
      if (seen.has(thought.id)) continue;
      seen.add(thought.id);
      thoughts.push(thought);
    }
  }
  return thoughts;
}

/** Applies a change to the first page only: captures land on top, and the count comes from it. */
export function updateFirstPage(data: FeedData | undefined, update: (page: FeedPage) => FeedPage): FeedData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return { ...data, pages: [update(first), ...rest] };
}

/**
 * Swaps the placeholder for the server's thought. If a refetch already dropped the placeholder,
 * the thought still goes on top (once), so the card never blinks out until the next refetch.
 */
export function replacePlaceholder(page: FeedPage, placeholderId: string, thought: FeedThought): FeedPage {
  if (page.data.some((item) => item.id === placeholderId)) {
    return { ...page, data: page.data.map((item) => (item.id === placeholderId ? thought : item)) };
  }
  if (page.data.some((item) => item.id === thought.id)) return page;
  return { ...page, data: [thought, ...page.data], total: page.total + 1 };
}

function isOlder(a: FeedThought, b: FeedThought): boolean {
  // The server's order: created_at, then id, both descending.
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  return byTime !== 0 ? byTime < 0 : a.id < b.id;
}

/**
 * Puts a freshly fetched first page in place of the cached one without refetching the others.
 * Placeholders of captures in flight stay on top; thoughts that newer captures pushed past the
 * fresh page's end stay where they were (between the fresh page and the next cached one);
 * later pages drop what the fresh page now holds, so no card appears twice.
 */
export function mergeFirstPage(data: FeedData | undefined, fresh: FeedPage): FeedData | undefined {
  const [oldFirst, ...rest] = data?.pages ?? [];
  if (!data || !oldFirst) return data;
  const freshIds = new Set(fresh.data.map((thought) => thought.id));
  const placeholders = oldFirst.data.filter((thought) => thought.is_placeholder && !freshIds.has(thought.id));
  if (rest.length === 0) return { ...data, pages: [{ ...fresh, data: [...placeholders, ...fresh.data] }] };

  const lastFresh = fresh.data.at(-1);
  const pushedOut =
    fresh.next_cursor && lastFresh
      ? oldFirst.data.filter((t) => !t.is_placeholder && !freshIds.has(t.id) && isOlder(t, lastFresh))
      : [];
  const first: FeedPage = { ...fresh, data: [...placeholders, ...fresh.data, ...pushedOut], next_cursor: oldFirst.next_cursor };
  const later = rest.map((page) => ({ ...page, data: page.data.filter((thought) => !freshIds.has(thought.id)) }));
  return { ...data, pages: [first, ...later] };
}
