import type { ApiKey } from "@life/contracts";
import { formatDateTime, useTimeZone } from "../../../lib/dates";

/** Total calls, last used and status of one key (spec 2.16, 2.17). */
export function UsageStats({ apiKey }: { apiKey: ApiKey }) {
  const zone = useTimeZone();
  return (
    <section className="integration-section" aria-labelledby={`usage-${apiKey.id}`}>
      <h3 id={`usage-${apiKey.id}`}>Usage</h3>
      <dl className="usage-stats">
        <div>
          <dt>Total calls</dt>
          <dd>{apiKey.usage_count}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.last_used ? formatDateTime(apiKey.last_used, zone) : "Never"}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{apiKey.is_active ? "Active" : "Inactive"}</dd>
        </div>
      </dl>
    </section>
  );
}
