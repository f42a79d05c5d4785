import { useCallback, useEffect, useRef } from "react";

/** What the OAuth callback page sends (apps/server …/oauth-result-page.ts). */
export const AUTH_MESSAGE_TYPE = "google-calendar-auth";
const AUTH_CHANNEL = "life-calendar-auth";
export const POPUP_FEATURES = "width=600,height=700";

export interface AuthResult {
  success: boolean;
  error?: string;
}

function isAuthResult(data: unknown): data is AuthResult & { type: string } {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === AUTH_MESSAGE_TYPE && typeof (data as { success?: unknown }).success === "boolean";
}

/**
 * Opens the consent page in a 600×700 popup and waits for the callback page's message: from
 * window.opener when the browser kept that link, else over a BroadcastChannel of this origin
 * (a trip through another origin's pages may cut the opener link). Messages from any other
 * origin are ignored.
 */
export function useAuthPopup(onResult: (result: AuthResult) => void) {
  const handler = useRef(onResult);
  handler.current = onResult;
  const waiting = useRef(false);

  useEffect(() => {
    const deliver = (data: unknown) => {
      if (!waiting.current || !isAuthResult(data)) return;
      waiting.current = false;
      handler.current({ success: data.success, ...(data.error ? { error: data.error } : {}) });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) deliver(event.data);
    };
    window.addEventListener("message", onMessage);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return () => {
      window.removeEventListener("message", onMessage);
      channel?.close();
    };
  }, []);

  /** False when the browser blocked the popup. */
  return useCallback((url: string): boolean => {
    const popup = window.open(url, "google-calendar-auth", POPUP_FEATURES);
    waiting.current = popup !== null;
    return popup !== null;
  }, []);
}
