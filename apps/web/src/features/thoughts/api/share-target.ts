import { useEffect } from "react";
import { newCapture, type Capture } from "./create-thought";

export const SHARE_TARGET_PATH = "/share-target";
/** sessionStorage: what was shared to the app while signed out, with the key it will be captured under. */
export const PENDING_SHARE_KEY = "pendingShare";
export const SHARED_WHILE_SIGNED_OUT = "Sign in to save what you shared. It will be captured as soon as you're in.";

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

function readPending(): Capture | null {
  try {
    const raw = sessionStorage.getItem(PENDING_SHARE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Capture>) : null;
    return parsed && typeof parsed.text === "string" && typeof parsed.idempotencyKey === "string" ? { text: parsed.text, idempotencyKey: parsed.idempotencyKey } : null;
  } catch {
    return null;
  }
}

export function hasPendingShare(): boolean {
  return readPending() !== null;
}

/**
 * Signed out, a share would be lost on the way through the login screen: it is kept in this
 * tab's sessionStorage (gone when the tab closes, never sent anywhere) with the Idempotency-Key
 * it will be captured under, and the tab moves on to /login. True when something was kept.
 */
export function keepShareForSignIn(location: Pick<Location, "pathname" | "search"> = window.location): boolean {
  const text = sharedText(location);
  if (location.pathname !== SHARE_TARGET_PATH) return false;
  window.history.replaceState(null, "", "/login");
  if (!text) return false;
  sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify(newCapture(text)));
  return true;
}

/**
 * Captures what was shared to the installed app, once: shared now (the path is replaced before
 * capturing), or shared before signing in (taken from sessionStorage before it is sent, and put
 * back only if sending failed; its fixed key makes even a retry land once).
 */
export function useShareTarget(capture: (share: Capture) => Promise<unknown>): void {
  useEffect(() => {
    const text = sharedText(window.location);
    if (window.location.pathname === SHARE_TARGET_PATH) window.history.replaceState(null, "", "/#thoughts");
    if (text) void capture(newCapture(text)).catch(() => undefined);
    const pending = readPending();
    if (!pending) return;
    sessionStorage.removeItem(PENDING_SHARE_KEY);
    capture(pending).catch(() => {
      if (!readPending()) sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify(pending));
    });
    // Only the page load that opened /share-target, or the sign-in after it, counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
