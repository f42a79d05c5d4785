import type { AdminPage, PageTicketResponse } from "@life/contracts";
import { apiRequest, errorText } from "./api-client";

/**
 * Opens an admin backend page (spec 2.1: Debug Status, File Browser) in a new tab. A tab sends
 * no Authorization header, and the session token must never travel in a URL, so the app asks
 * for a single-use ticket and sends the tab to the page with it; the server swaps the ticket
 * for a cookie scoped to that page and drops it from the address bar. The tab is opened at once,
 * as a direct result of the click, so popup blockers let it through.
 */
export function openBackendPage(page: AdminPage, title: string): void {
  const tab = window.open("", "_blank");
  if (!tab) return;
  tab.opener = null;
  tab.document.title = title;
  const status = tab.document.createElement("p");
  status.textContent = `Opening ${title}…`;
  tab.document.body.replaceChildren(status);
  apiRequest<PageTicketResponse>("/debug/page-ticket", { method: "POST", body: { page } }).then(
    ({ url }) => tab.location.replace(url),
    (error: unknown) => {
      status.textContent = errorText(error, `Failed to open ${title}`);
    },
  );
}
