import { domainLabels, isProject as isProjectThought, type Domain } from "@life/contracts";
import { BadgeCheck, Contact, FolderKanban, LoaderCircle, PencilLine } from "lucide-react";
import { isClassifying, type FeedThought } from "../api/feed-types";
import { eventTypeIcon } from "../../../components/ui/event-type-icon";
import { humanize, wholeDollars } from "./format";

function isDomain(value: string): value is Domain {
  return value in domainLabels;
}

export function ThoughtChips({ thought, selected = false }: { thought: FeedThought; selected?: boolean }) {
  const { domain, subdomain, status, event_type, flexible_attributes: attrs } = thought;
  const isContact = thought.container_type === "Contacts";
  const isProject = isProjectThought(thought);
  const value = attrs.commercial_value;
  return (
    <span className="chip-row">
      {domain && (
        <span className={isDomain(domain) ? `chip chip-${domain}` : "chip"}>
          {isDomain(domain) ? domainLabels[domain] : domain}
        </span>
      )}
      {subdomain && <span className="chip chip-outline">{subdomain}</span>}
      <span className={status === "completed" ? "chip chip-success" : "chip"}>
        {status === "processing" && <LoaderCircle size={12} className="spin" aria-hidden="true" />}
        {status}
      </span>
      {isClassifying(thought) && (
        <span className="chip chip-quiet">
          <LoaderCircle size={12} className="spin" aria-hidden="true" /> Classifying…
        </span>
      )}
      {attrs.priority && <span className={`chip chip-priority-${attrs.priority}`}>{attrs.priority} priority</span>}
      {event_type && <EventTypeChip type={event_type} />}
      {isProject && (
        <span className="chip chip-badge">
          <FolderKanban size={12} aria-hidden="true" /> Project
        </span>
      )}
      {isContact && (
        <span className="chip chip-badge">
          <Contact size={12} aria-hidden="true" /> Contact
        </span>
      )}
      {selected && (
        <span className="chip chip-accent">
          <PencilLine size={12} aria-hidden="true" /> Editing
        </span>
      )}
      {attrs.completed_via_resolution && (
        <span className="chip chip-success">
          <BadgeCheck size={12} aria-hidden="true" /> AUTO-COMPLETED
        </span>
      )}
      {value && (
        <span className="chip" title={`Estimated commercial value (${value.valueTier}, ${value.industry})`}>
          {wholeDollars(value.estimatedValue)}
        </span>
      )}
    </span>
  );
}

/** The icon carries the accessible name; the visible words repeat it for sighted readers. */
function EventTypeChip({ type }: { type: string }) {
  const Icon = eventTypeIcon(type);
  const label = humanize(type);
  return (
    <span className="chip">
      <Icon size={12} role="img" aria-label={`Event type: ${label}`} />
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
