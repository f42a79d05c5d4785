import type { Thought } from "@life/contracts";
import { RecurringChip } from "../../../components/ui/recurring-chip";
import { DomainChip } from "../../../components/ui/domain-chip";
import { EventTypeIcon } from "../../../components/ui/event-type-icon";
import { displayTitle, humanize } from "../../../lib/format";

/** A day's card; `recurring` marks an occurrence of a repeating thought. */
export function ScheduledItem({ thought, recurring = false }: { thought: Thought; recurring?: boolean }) {
  const title = displayTitle(thought);
  return (
    <article className="scheduled-item" aria-label={recurring ? `${title}, repeats` : title}>
      <EventTypeIcon type={thought.event_type} size={18} />
      <div className="scheduled-item-body">
        <span className="scheduled-item-title">{title}</span>
        {title !== thought.original_input && <span className="scheduled-item-input">{thought.original_input}</span>}
        <span className="chip-row">
          <DomainChip domain={thought.domain} />
          {thought.event_type && <span className="chip">{humanize(thought.event_type)}</span>}
          <span className={thought.status === "completed" ? "chip chip-success" : "chip"}>{thought.status}</span>
          {recurring && <RecurringChip />}
        </span>
      </div>
    </article>
  );
}
