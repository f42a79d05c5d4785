import { apiRequest, errorText } from "./api-client";

/**
 * Opens an admin backend page (spec 2.1: Debug Status, File Browser) in a new tab. A plain link
 * would reach the API without the bearer token and get 401, so the tab is opened at once (to
 * stay a direct result of the click and escape popup blockers) and filled with the JSON the
 * API returns to this signed-in session.
 */
export function openBackendPage(path: string, title: string): void {
  const tab = window.open("", "_blank");
  if (!tab) return;
  tab.opener = null;
  tab.document.title = title;
  const pre = tab.document.createElement("pre");
  pre.style.cssText = "font: 13px/1.5 ui-monospace, monospace; white-space: pre-wrap; margin: 16px;";
  pre.textContent = "Loading…";
  tab.document.body.replaceChildren(pre);
  apiRequest<unknown>(path).then(
    (data) => {
      pre.textContent = JSON.stringify(data, null, 2);
    },
    (error: unknown) => {
      pre.textContent = errorText(error, `Failed to load ${title}`);
    },
  );
}
