import { useState } from "react";
import { CalendarPlus, Download, Link2, RefreshCw, Unplug } from "lucide-react";
import { CALENDAR_IMPORT_PREVIEW, type CalendarImportResponse, type CalendarStatusResponse } from "@life/contracts";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime, isLocalDate, formatShortDate } from "../../../lib/dates";
import { disconnectGoogle, getAuthUrl, importFromGoogle, syncToGoogle, useCalendarMutation } from "../api/calendar-api";
import { StatusMessage, type Status } from "./status-message";
import { syncStateText } from "./sync-state-text";
import { useAuthPopup } from "./use-auth-popup";

/** "Failed to sync events: <server reason>" when the server answered; the spec's other message when it could not be reached. */
function failure(error: unknown, answered: string, unreachable: string): Status {
  if (error instanceof ApiError) return { tone: "error", text: error.serverMessage ? `${answered}: ${error.serverMessage}` : answered };
  return { tone: "error", text: unreachable };
}

function startText(start: string | null, zone: string): string {
  if (!start) return "No time";
  return isLocalDate(start) ? formatShortDate(start, zone) : formatDateTime(start, zone);
}

export function GoogleCalendarCard({ status, zone, onConnected }: { status: CalendarStatusResponse; zone: string; onConnected: () => void }) {
  const [message, setMessage] = useState<Status | null>(null);
  const [preview, setPreview] = useState<CalendarImportResponse | null>(null);
  const sync = useCalendarMutation(syncToGoogle);
  const importEvents = useCalendarMutation(importFromGoogle);
  const disconnect = useCalendarMutation(disconnectGoogle);
  const openPopup = useAuthPopup((result) => {
    if (result.success) {
      setMessage({ tone: "success", text: "Google Calendar connected successfully!" });
      onConnected();
    } else {
      setMessage({ tone: "error", text: "Failed to connect Google Calendar. Please try again." });
    }
  });

  const connect = async () => {
    setMessage(null);
    try {
      const { authUrl } = await getAuthUrl();
      if (!openPopup(authUrl)) return setMessage({ tone: "error", text: "The browser blocked the sign-in window; allow pop-ups for this site and try again." });
      setMessage({ tone: "info", text: "Waiting for Google sign-in in the popup window…" });
    } catch (error) {
      setMessage(failure(error, "Failed to get authorization URL", "Error connecting to Google Calendar"));
    }
  };

  const runSync = () => {
    setMessage(null);
    sync.mutate(undefined, {
      onSuccess: ({ syncedCount }) => setMessage({ tone: "success", text: `Synced ${syncedCount} event${syncedCount === 1 ? "" : "s"} to Google Calendar` }),
      onError: (error) => setMessage(failure(error, "Failed to sync events", "Error syncing to Google Calendar")),
    });
  };

  const runImport = (createEvents: boolean) => {
    setMessage(null);
    importEvents.mutate(createEvents, {
      onSuccess: (result) => {
        setPreview(result);
        if (createEvents) setMessage({ tone: "success", text: `Imported ${result.importedCount ?? 0} event${result.importedCount === 1 ? "" : "s"} as thoughts` });
        else setMessage({ tone: "info", text: `Found ${result.totalCalendarEvents} event${result.totalCalendarEvents === 1 ? "" : "s"} in Google Calendar` });
      },
      onError: (error) => setMessage(failure(error, "Failed to import events", "Error importing from Google Calendar")),
    });
  };

  const background = status.google ? syncStateText(status.google, zone) : null;
  const more = preview ? preview.totalCalendarEvents - Math.min(preview.previewEvents.length, CALENDAR_IMPORT_PREVIEW) : 0;

  return (
    <section className="card calendar-card" aria-labelledby="google-calendar-heading">
      <h3 id="google-calendar-heading">Google Calendar</h3>
      {!status.connected ? (
        <>
          <p className="muted">Connect your Google Calendar to send scheduled thoughts to it and bring its events in as thoughts.</p>
          <div className="calendar-actions">
            <button type="button" className="btn btn-primary" onClick={connect}>
              <Link2 size={16} aria-hidden="true" /> Connect Google Calendar
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="calendar-connected">
            <span className="chip chip-success">Connected</span>
          </p>
          {background && <StatusMessage status={background} />}
          <div className="calendar-actions">
            <button type="button" className="btn btn-primary" onClick={runSync} disabled={sync.isPending}>
              <RefreshCw size={16} aria-hidden="true" className={sync.isPending ? "spin" : undefined} /> {sync.isPending ? "Syncing…" : "Sync to Calendar"}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => runImport(false)} disabled={importEvents.isPending}>
              <CalendarPlus size={16} aria-hidden="true" /> Preview Import
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => disconnect.mutate(undefined, { onSuccess: () => setMessage({ tone: "info", text: "Google Calendar disconnected" }) })} disabled={disconnect.isPending}>
              <Unplug size={16} aria-hidden="true" /> Disconnect
            </button>
          </div>
          {preview && (
            <div className="calendar-preview" aria-label="Import preview">
              <h4>Events to import ({preview.totalCalendarEvents})</h4>
              {preview.previewEvents.length === 0 ? (
                <p className="muted">No events to import.</p>
              ) : (
                <ul className="plain-list calendar-preview-list">
                  {preview.previewEvents.slice(0, CALENDAR_IMPORT_PREVIEW).map((event, index) => (
                    <li key={`${event.title}-${index}`}>
                      <span className="calendar-preview-title">{event.title}</span>
                      <span className="muted">{startText(event.start, zone)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {more > 0 && <p className="muted">...and {more} more</p>}
              {preview.totalCalendarEvents > 0 && (
                <button type="button" className="btn btn-secondary" onClick={() => runImport(true)} disabled={importEvents.isPending}>
                  <Download size={16} aria-hidden="true" /> Import
                </button>
              )}
            </div>
          )}
        </>
      )}
      <StatusMessage status={message} />
    </section>
  );
}
