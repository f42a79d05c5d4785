import { Box } from "lucide-react";
import type { TimelineEvent } from "@life/contracts";
import { DomainChip } from "../../../components/ui/domain-chip";
import { RecurringChip } from "../../../components/ui/recurring-chip";
import { EventTypeIcon } from "../../../components/ui/event-type-icon";
import { formatTime, isLocalDate } from "../../../lib/dates";
import { displayTitle, humanize } from "../../../lib/format";

/** Spec 2.9: time or "All Day", an icon by type, title, Container badge, type, domain, and the input if it differs. */
export function TimelineEvent({ thought, zone }: { thought: TimelineEvent; zone: string }) {
  const title = displayTitle(thought);
  const value = thought.scheduled_for;
  const time = value && !isLocalDate(value) ? formatTime(value, zone) : "All Day";
  return (
    <article className="timeline-event" aria-label={`${time}: ${title}${thought.recurring ? ", repeats" : ""}`}>
      <span className="timeline-event-time">
        {value && !isLocalDate(value) ? <time dateTime={value}>{time}</time> : time}
      </span>
      <div className="timeline-event-body">
        <span className="timeline-event-title">
          <EventTypeIcon type={thought.event_type} size={18} />
          <span>{title}</span>
        </span>
        <span className="chip-row">
          {thought.is_container && (
            <span className="chip">
              <Box size={12} aria-hidden="true" /> Container
            </span>
          )}
          {thought.event_type && <span className="chip">{humanize(thought.event_type)}</span>}
          <DomainChip domain={thought.domain} />
          {thought.recurring && <RecurringChip />}
        </span>
        {title !== thought.original_input && <p className="timeline-event-input">{thought.original_input}</p>}
      </div>
    </article>
  );
}
