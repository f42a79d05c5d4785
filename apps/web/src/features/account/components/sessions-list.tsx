import { LogOut, MonitorSmartphone } from "lucide-react";
import { formatDateTime } from "../../../lib/dates";
import { useRevokeSession, useSessions } from "../api/account-api";

/** Each signed-in device, with a sign-out for every one but this. */
export function SessionsList({ timeZone }: { timeZone: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Active sessions</h3>
      {sessions.isPending && <p className="account-muted">Loading sessions…</p>}
      {sessions.isError && (
        <p className="notice notice-error" role="alert">
          Failed to load sessions
        </p>
      )}
      {sessions.data && (
        <ul className="account-sessions" aria-label="Active sessions">
          {sessions.data.data.map((session) => (
            <li key={session.id}>
              <MonitorSmartphone size={18} aria-hidden="true" />
              <span className="account-session-text">
                <strong>{session.current ? "This device" : "Another device"}</strong>
                <span className="account-muted">
                  Signed in {formatDateTime(session.created_at, timeZone)} · last active {formatDateTime(session.last_used_at, timeZone)}
                </span>
              </span>
              {!session.current && (
                <button type="button" className="btn btn-secondary" onClick={() => revoke.mutate(session.id)} disabled={revoke.isPending} aria-label={`Sign out session signed in ${formatDateTime(session.created_at, timeZone)}`}>
                  <LogOut size={16} aria-hidden="true" /> Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && (
        <p className="notice notice-error" role="alert">
          Could not sign that session out. Please try again.
        </p>
      )}
    </section>
  );
}
