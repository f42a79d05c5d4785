import { useId, useState, type FormEvent } from "react";
import { PlugZap, RefreshCw, Save, Trash2 } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { deleteCaldav, saveCaldav, syncCaldav, testCaldav, useCaldavAccount, useCalendarMutation } from "../api/calendar-api";
import { StatusMessage, type Status } from "./status-message";
import { syncStateText } from "./sync-state-text";

/** Settings of a CalDAV account (Nextcloud, Fastmail, iCloud, Radicale…) with Test, Save, Sync now and Remove. */
export function CaldavCard({ zone }: { zone: string }) {
  const ids = { url: useId(), username: useId(), password: useId() };
  const account = useCaldavAccount();
  const saved = account.data?.account ?? null;
  const [url, setUrl] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<Status | null>(null);
  const test = useCalendarMutation(testCaldav);
  const save = useCalendarMutation(saveCaldav);
  const sync = useCalendarMutation(syncCaldav);
  const remove = useCalendarMutation(deleteCaldav);
  const busy = test.isPending || save.isPending;

  const runTest = () => {
    setMessage(null);
    // With the form empty, the saved settings are tested.
    const input = url || username || password ? { url, username, password } : {};
    test.mutate(input, {
      onSuccess: (result) => setMessage({ tone: "success", text: result.message }),
      onError: (error) => setMessage({ tone: "error", text: errorText(error, "Connection test failed") }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { url, username, password },
      {
        onSuccess: () => {
          setPassword("");
          setMessage({ tone: "success", text: "CalDAV account saved; the first sync is on its way." });
        },
        onError: (error) => setMessage({ tone: "error", text: errorText(error, "Failed to save the CalDAV account") }),
      },
    );
  };

  const runSync = () => {
    setMessage(null);
    sync.mutate(undefined, {
      onSuccess: (result) => setMessage({ tone: "success", text: result.message }),
      onError: (error) => setMessage({ tone: "error", text: errorText(error, "Failed to sync events") }),
    });
  };

  const background = saved ? syncStateText(saved.sync, zone) : null;

  return (
    <section className="card calendar-card" aria-labelledby="caldav-heading">
      <h3 id="caldav-heading">CalDAV calendar</h3>
      <p className="muted">Two-way sync with Nextcloud, Fastmail, iCloud or any CalDAV server. Use an app password, not your main one.</p>
      {saved && (
        <>
          <p>
            Connected to <strong>{saved.url}</strong> as <strong>{saved.username}</strong>
          </p>
          {background && <StatusMessage status={background} />}
          <div className="calendar-actions">
            <button type="button" className="btn btn-primary" onClick={runSync} disabled={sync.isPending}>
              <RefreshCw size={16} aria-hidden="true" className={sync.isPending ? "spin" : undefined} /> {sync.isPending ? "Syncing…" : "Sync now"}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => remove.mutate(undefined, { onSuccess: () => setMessage({ tone: "info", text: "CalDAV account removed" }) })} disabled={remove.isPending}>
              <Trash2 size={16} aria-hidden="true" /> Remove
            </button>
          </div>
        </>
      )}
      <form className="calendar-form" onSubmit={submit} aria-label="CalDAV settings">
        <div className="field">
          <label htmlFor={ids.url}>Server URL</label>
          <input id={ids.url} className="input" type="url" required placeholder="https://cloud.example.com/remote.php/dav" value={url} onChange={(e) => setUrl(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.username}>User name</label>
          <input id={ids.username} className="input" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>App password</label>
          <input id={ids.password} className="input" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="calendar-actions">
          <button type="button" className="btn btn-secondary" onClick={runTest} disabled={busy}>
            <PlugZap size={16} aria-hidden="true" /> {test.isPending ? "Testing…" : "Test"}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Save size={16} aria-hidden="true" /> {save.isPending ? "Saving…" : saved ? "Save new settings" : "Save"}
          </button>
        </div>
      </form>
      <StatusMessage status={message} />
    </section>
  );
}
