import { describe, expect, it } from "vitest";
import { listOf, makeThought } from "../../../testing/factories";
import { makePlaceholder } from "./create-thought";
import { feedThoughts, mergeFirstPage } from "./feed-cache";
import type { FeedPage, FeedThought } from "./feed-types";

const at = (id: string, minute: number): FeedThought => makeThought({ id, created_at: `2026-01-02T09:${String(minute).padStart(2, "0")}:00.000Z` });
const page = (items: FeedThought[], next_cursor: string | null, total = 6): FeedPage => ({ ...listOf([], total), data: items, next_cursor });
const ids = (items: { id: string }[]) => items.map((t) => t.id);

describe("mergeFirstPage", () => {
  const t6 = at("t6", 6), t5 = at("t5", 5), t4 = at("t4", 4), t3 = at("t3", 3), t2 = at("t2", 2), t1 = at("t1", 1);
  const cached = { pages: [page([t5, t4, t3], "c3", 5), page([t2, t1], null, 5)], pageParams: [null, "c3"] };

  it("keeps a card that a new capture pushed past the fresh page's end, before the next page", () => {
    const merged = mergeFirstPage(cached, page([t6, t5, t4], "c4", 6))!;
    expect(ids(feedThoughts(merged))).toEqual(["t6", "t5", "t4", "t3", "t2", "t1"]);
    expect(merged.pages[0]!.total).toBe(6);
    // The next page still follows the last cached page, not the fresh page's cursor.
    expect(merged.pages.at(-1)!.next_cursor).toBeNull();
    expect(merged.pages[0]!.next_cursor).toBe("c3");
  });

  it("drops a card deleted from the first page, and from later pages what the fresh page now holds", () => {
    const merged = mergeFirstPage(cached, page([t5, t3, t2], "c2", 4))!;
    expect(ids(merged.pages[0]!.data)).toEqual(["t5", "t3", "t2"]);
    expect(ids(merged.pages[1]!.data)).toEqual(["t1"]);
  });

  it("keeps the placeholder of a capture in flight on top", () => {
    const placeholder = makePlaceholder("call mum");
    const withPlaceholder = { pages: [page([placeholder, t5, t4, t3], "c3", 6), cached.pages[1]!], pageParams: [null, "c3"] };
    const merged = mergeFirstPage(withPlaceholder, page([t5, t4, t3], "c3", 5))!;
    expect(ids(feedThoughts(merged))).toEqual([placeholder.id, "t5", "t4", "t3", "t2", "t1"]);
  });

  it("takes the fresh page as it is when only one page is loaded", () => {
    const single = { pages: [page([t5, t4], "c4", 5)], pageParams: [null] };
    const merged = mergeFirstPage(single, page([t6, t5], "c5", 6))!;
    expect(merged.pages).toEqual([page([t6, t5], "c5", 6)]);
  });
});
