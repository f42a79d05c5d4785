import type { CalendarSyncState } from "@life/contracts";
import { formatDateTime } from "../../../lib/dates";
import type { Status } from "./status-message";

/** The background sync's state as the page's status line. */
export function syncStateText(state: CalendarSyncState, zone: string): Status | null {
  switch (state.status) {
    case "queued":
      return { tone: "info", text: "Sync queued…" };
    case "running":
      return { tone: "info", text: "Syncing…" };
    case "error":
      return { tone: "error", text: `Last sync failed: ${state.last_error ?? "unknown error"}. It will be retried.` };
    case "ok":
      return { tone: "success", text: `Last synced ${state.last_synced_at ? formatDateTime(state.last_synced_at, zone) : ""}${state.last_message ? ` — ${state.last_message}` : ""}` };
    default:
      return null;
  }
}
