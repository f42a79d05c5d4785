import { useCallback, useEffect, useState } from "react";
import { viewFromHash, type ViewId } from "./views";

/** The current view, kept in step with the URL hash in both directions. */
export function useHashView(): [ViewId, (view: ViewId) => void] {
  const [view, setView] = useState<ViewId>(() => viewFromHash(window.location.hash));

  useEffect(() => {
    const sync = () => {
      const next = viewFromHash(window.location.hash);
      setView(next);
      // An unknown hash shows thoughts; rewrite it so the URL says what is on screen.
      const raw = window.location.hash.replace(/^#\/?/, "");
      if (raw && raw !== next) {
        window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}#${next}`);
      }
    };
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, []);

  const navigate = useCallback((next: ViewId) => {
    // Setting the hash adds a history entry, so Back returns to the previous tab.
    window.location.hash = next;
    setView(next);
  }, []);

  return [view, navigate];
}
