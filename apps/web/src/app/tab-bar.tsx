import { useEffect, useRef } from "react";
import { tabViews, type ViewId } from "./views";

/** Plain hash links: they work with the keyboard, middle-click and Back without extra code. */
export function TabBar({ active }: { active: ViewId }) {
  const activeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // On phones the bar scrolls sideways; keep the current tab in sight.
    activeRef.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [active]);

  return (
    <nav className="tab-bar" aria-label="Main">
      <ul>
        {tabViews.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <a
                ref={current ? activeRef : undefined}
                href={`#${tab.id}`}
                className="tab"
                aria-current={current ? "page" : undefined}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
