import { apiKeyTypeLabels, type ApiKey } from "@life/contracts";
import { formatDateTime, formatShortDate, useTimeZone } from "../../../lib/dates";
import { KeyTypeIcon } from "./key-type-icon";

interface KeyCardProps {
  apiKey: ApiKey;
  onRevoke: () => void;
  revoking: boolean;
}

/** One key (spec 2.15): icon by type, name, type, key id, dates, device, uses, status, Revoke. */
export function KeyCard({ apiKey, onRevoke, revoking }: KeyCardProps) {
  const zone = useTimeZone();
  return (
    <article className="card key-card" aria-label={apiKey.name}>
      <header className="key-card-header">
        <KeyTypeIcon type={apiKey.type} />
        <div>
          <h3>{apiKey.name}</h3>
          <p className="muted">{apiKeyTypeLabels[apiKey.type]}</p>
        </div>
        <span className={`key-status ${apiKey.is_active ? "key-status-active" : "key-status-inactive"}`}>{apiKey.is_active ? "Active" : "Inactive"}</span>
      </header>
      <dl className="key-facts">
        <div>
          <dt>Key ID</dt>
          <dd>
            <code>{apiKey.key_id}</code>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatShortDate(apiKey.created_at, zone)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.last_used ? formatDateTime(apiKey.last_used, zone) : "Never"}</dd>
        </div>
        {apiKey.device && (
          <div>
            <dt>Device</dt>
            <dd>{apiKey.device}</dd>
          </div>
        )}
        <div>
          <dt>Uses</dt>
          <dd>{apiKey.usage_count}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn-danger" onClick={onRevoke} disabled={!apiKey.is_active || revoking}>
        {revoking ? "Revoking…" : "Revoke"}
      </button>
    </article>
  );
}
