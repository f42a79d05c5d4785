import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { formatLongDate } from "../../../lib/dates";
import { digestKey, setDigest, useDigest } from "../api/calendar-api";
import { StatusMessage, type Status } from "./status-message";

/** "7" → "7:00 AM", in the words the rest of the page uses for times. */
function hourLabel(hour: number): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/**
 * The morning e-mail digest (issue 13): off until the person turns it on here, beside the other
 * ways scheduled thoughts reach them. The server sends it once each local morning.
 */
export function DigestCard() {
  const checkboxId = useId();
  const digest = useDigest();
  const client = useQueryClient();
  const [message, setMessage] = useState<Status | null>(null);
  const toggle = useMutation({
    mutationFn: setDigest,
    onSuccess: (saved) => {
      client.setQueryData(digestKey, saved);
      setMessage({ tone: "success", text: saved.enabled ? "Morning digest turned on" : "Morning digest turned off" });
    },
    onError: (error) => setMessage({ tone: "error", text: errorText(error, "Failed to save the morning digest setting") }),
  });
  const data = digest.data;

  return (
    <section className="card calendar-card" aria-labelledby="digest-heading">
      <h3 id="digest-heading">
        <Mail size={18} aria-hidden="true" /> Morning digest
      </h3>
      <p className="muted">One e-mail each morning with the day's scheduled items and the waiting-for items past their expected date. A morning with nothing to list sends nothing.</p>
      {digest.error ? (
        <StatusMessage status={{ tone: "error", text: errorText(digest.error, "Failed to load the morning digest setting") }} />
      ) : (
        <label className="calendar-digest-toggle" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={data?.enabled ?? false}
            disabled={!data || toggle.isPending}
            onChange={(event) => {
              setMessage(null);
              toggle.mutate(event.target.checked);
            }}
          />
          <span>{data ? `E-mail me at ${hourLabel(data.hour)} (${data.timezone})` : "E-mail me each morning"}</span>
        </label>
      )}
      {data?.last_sent_on && <p className="muted">Last sent {formatLongDate(data.last_sent_on)}.</p>}
      {data?.delivery === "outbox" && <p className="muted">No mail server is set up on this server: messages are written to its outbox folder for the administrator.</p>}
      <StatusMessage status={message} />
    </section>
  );
}
