import { useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
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
