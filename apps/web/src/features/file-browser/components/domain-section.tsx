import { useId } from "react";
import { countLabel } from "../../../lib/format";
import type { BrowserEntry } from "../api/get-simple-titles";
import type { DomainKey } from "./browser-entry";
import { EntryList } from "./entry-list";

interface DomainSectionProps {
  domain: DomainKey;
  label: string;
  entries: BrowserEntry[];
  /** All items in the domain; more than the list holds when it was cut at the newest 100. */
  total: number;
  zone: string;
}

export function DomainSection({ domain, label, entries, total, zone }: DomainSectionProps) {
  const headingId = useId();
  return (
    <section className={`domain-section domain-section-${domain}`} aria-labelledby={headingId}>
      <div className="domain-section-head">
        <h3 id={headingId}>{label}</h3>
        <span className={`chip chip-${domain}`}>{countLabel(total, "item")}</span>
      </div>
      {entries.length === 0 ? (
        <p className="muted">No items in this domain</p>
      ) : (
        <>
          <EntryList entries={entries} zone={zone} label={`${label} items`} />
          {total > entries.length && (
            <p className="muted domain-section-more">
              Showing the newest {entries.length.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
            </p>
          )}
        </>
      )}
    </section>
  );
}
