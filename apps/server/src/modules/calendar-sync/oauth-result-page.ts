/**
 * The page Google's redirect lands on, inside the 600×700 popup. The strict CSP allows no
 * inline script, so the page carries the outcome in data attributes and loads one static
 * script from our own origin that tells the app window and closes the popup.
 */
export const OAUTH_MESSAGE_TYPE = "google-calendar-auth";
export const OAUTH_CHANNEL = "life-calendar-auth";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function oauthResultPage(outcome: { success: boolean; error?: string }, scriptUrl: string): string {
  const text = outcome.success ? "Google Calendar connected. You can close this window." : `Google Calendar was not connected: ${outcome.error ?? "unknown error"}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Google Calendar</title></head>
<body><p id="oauth-result" data-success="${outcome.success}" data-error="${escapeHtml(outcome.error ?? "")}">${escapeHtml(text)}</p>
<script src="${escapeHtml(scriptUrl)}"></script></body></html>`;
}

/**
 * Tells the app through window.opener when the browser kept it (same origin only), and through
 * a BroadcastChannel for when the trip through Google's pages cut the opener link (COOP).
 */
export const OAUTH_RESULT_SCRIPT = `(function () {
  var el = document.getElementById("oauth-result");
  if (!el) return;
  var message = { type: ${JSON.stringify(OAUTH_MESSAGE_TYPE)}, success: el.getAttribute("data-success") === "true", error: el.getAttribute("data-error") || undefined };
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel(${JSON.stringify(OAUTH_CHANNEL)}); channel.postMessage(message); channel.close(); } catch (e) {}
  if (message.success) setTimeout(function () { window.close(); }, 300);
})();
`;
