import { useEffect } from "react";

export const SHARE_TARGET_PATH = "/share-target";

/** What another app shared (manifest share_target, GET): title, text and link, each once. */
export function sharedText(location: Pick<Location, "pathname" | "search">): string | null {
  if (location.pathname !== SHARE_TARGET_PATH) return null;
  const params = new URLSearchParams(location.search);
  const parts: string[] = [];
  for (const name of ["title", "text", "url"]) {
    const value = params.get(name)?.trim();
    // Apps often put the link in text as well as url.
    if (value && !parts.some((part) => part.includes(value))) parts.push(value);
  }
  return parts.length > 0 ? parts.join("\n") : null;
}

/** Captures what was shared to the installed app, once: the path is replaced before capturing. */
export function useShareTarget(capture: (text: string) => void): void {
  useEffect(() => {
    const text = sharedText(window.location);
    if (window.location.pathname === SHARE_TARGET_PATH) window.history.replaceState(null, "", "/#thoughts");
    if (text) capture(text);
    // Only the page load that opened /share-target counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
