import { useId, useState } from "react";
import { Copy, RotateCw, Rss } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { rotateFeed, useCalendarMutation, useFeed } from "../api/calendar-api";
import { StatusMessage, type Status } from "./status-message";

/**
 * The subscribable ICS feed. Its secret is kept hashed, so the URL is shown only right after
 * it is made or rotated; rotating stops the old URL at once.
 */
export function FeedCard({ zone }: { zone: string }) {
  const urlId = useId();
  const feed = useFeed();
  const rotate = useCalendarMutation(rotateFeed);
  const [url, setUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<Status | null>(null);
  const exists = feed.data?.exists ?? false;

  const makeUrl = () => {
    setMessage(null);
    rotate.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setMessage({ tone: "info", text: exists ? "New feed URL made; the old one no longer works." : "Feed URL made. Copy it now: it is shown only once." });
      },
      onError: (error) => setMessage({ tone: "error", text: errorText(error, "Failed to make the feed URL") }),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ tone: "success", text: "Feed URL copied to clipboard!" });
    } catch {
      setMessage({ tone: "error", text: "Failed to copy to clipboard" });
    }
  };

  return (
    <section className="card calendar-card" aria-labelledby="feed-heading">
      <h3 id="feed-heading">
        <Rss size={18} aria-hidden="true" /> Calendar feed (ICS)
      </h3>
      <p className="muted">Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your scheduled thoughts there. Anyone with the address can read it.</p>
      {url ? (
        <div className="field">
          <label htmlFor={urlId}>Feed URL</label>
          <div className="calendar-feed-url">
            <input id={urlId} className="input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="btn btn-secondary" onClick={copy}>
              <Copy size={16} aria-hidden="true" /> Copy
            </button>
          </div>
        </div>
      ) : (
        exists && feed.data?.created_at && <p className="muted">A feed URL made {formatDateTime(feed.data.created_at, zone)} is active. Rotate it to see a URL again.</p>
      )}
      <div className="calendar-actions">
        <button type="button" className="btn btn-secondary" onClick={makeUrl} disabled={rotate.isPending || feed.isPending}>
          <RotateCw size={16} aria-hidden="true" /> {exists ? "Rotate URL" : "Create feed URL"}
        </button>
      </div>
      <StatusMessage status={message} />
    </section>
  );
}
