import { Box } from "lucide-react";
import { EventTypeIcon } from "../../../components/ui/event-type-icon";
import { formatShortDate } from "../../../lib/dates";
import { humanize } from "../../../lib/format";
import type { BrowserEntry } from "../api/get-simple-titles";
import { toEntry } from "./browser-entry";

export function EntryList({ entries, zone, label }: { entries: BrowserEntry[]; zone: string; label: string }) {
  return (
    <ul className="entry-list" aria-label={label}>
      {entries.map((raw, index) => {
        const entry = toEntry(raw, index);
        return (
          <li key={entry.key} className="entry">
            <EventTypeIcon type={entry.eventType} />
            <span className="entry-title">{entry.title}</span>
            <span className="entry-meta">
              {entry.date && <time dateTime={entry.date}>{formatShortDate(entry.date, zone)}</time>}
              {entry.eventType && <span className="chip">{humanize(entry.eventType)}</span>}
              {entry.isContainer && (
                <span className="chip">
                  <Box size={12} aria-hidden="true" /> Container
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
