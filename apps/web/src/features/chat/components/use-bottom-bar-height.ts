import { useLayoutEffect, useRef } from "react";

/**
 * Publishes the fixed bar's real height as --chat-bar-height so the page can pad its bottom
 * by exactly that much: the bar grows with multi-line input and must never hide the last card.
 */
export function useBottomBarHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--chat-bar-height", `${el.offsetHeight}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--chat-bar-height");
    };
  }, []);
  return ref;
}
