import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import type { FeedListProps } from "./feed-list";
import { ThoughtCard } from "./thought-card";

/** A collapsed card's usual height; real heights are measured as cards render. */
const ESTIMATED_CARD_PX = 120;
/** The gap between cards (--space-3). */
const CARD_GAP_PX = 12;
/** Cards rendered beyond each edge of the viewport, so Tab reaches the next card before it is needed. */
const OVERSCAN = 8;

/**
 * The feed for long lists: the page itself scrolls (as it does for short ones), and only the cards
 * near the viewport are in the DOM. Each row is measured, so expanded cards keep their place.
 * aria-setsize and aria-posinset tell assistive technology how long the whole list is.
 */
export function VirtualFeedList({ thoughts, titles, timeZone, selectedId }: FeedListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);

  // The card holding focus stays in the DOM when it scrolls away, so focus is never dropped to the page.
  // By id, not index: a capture landing on top shifts every index.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedId === null ? -1 : thoughts.findIndex((thought) => thought.id === focusedId);
      if (focused < 0 || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focusedId, thoughts],
  );
  const leaveList = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
  };

  // The list starts below the header and the count; the virtualizer needs that offset in the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: thoughts.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    rangeExtractor,
    scrollMargin,
    getItemKey: (index) => thoughts[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <ul
      ref={listRef}
      className="feed-list is-virtual"
      role="list"
      aria-label="Thoughts"
      style={{ height: virtualizer.getTotalSize() }}
      onBlur={leaveList}
    >
      {items.map((item) => {
        const thought = thoughts[item.index]!;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={thoughts.length}
            aria-posinset={item.index + 1}
            className="feed-row"
            onFocus={() => setFocusedId(thought.id)}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ThoughtCard
              thought={thought}
              parentTitle={thought.parent_id ? titles.get(thought.parent_id) : undefined}
              timeZone={timeZone}
              selected={thought.id === selectedId}
            />
          </li>
        );
      })}
    </ul>
  );
}
