import { domainLabels, type Domain } from "@life/contracts";
import { BadgeCheck, Contact, FolderKanban, LoaderCircle } from "lucide-react";
import type { FeedThought } from "../api/feed-types";
import { humanize, wholeDollars } from "./format";

function isDomain(value: string): value is Domain {
  return value in domainLabels;
}

export function ThoughtChips({ thought }: { thought: FeedThought }) {
  const { domain, status, event_type, flexible_attributes: attrs } = thought;
  const isContact = thought.container_type === "Contacts";
  return (
    <span className="chip-row">
      {domain && (
        <span className={isDomain(domain) ? `chip chip-${domain}` : "chip"}>
          {isDomain(domain) ? domainLabels[domain] : domain}
        </span>
      )}
      <span className={status === "completed" ? "chip chip-success" : "chip"}>
        {status === "processing" && <LoaderCircle size={12} className="spin" aria-hidden="true" />}
        {status}
      </span>
      {attrs.priority && <span className="chip chip-warning">{attrs.priority} priority</span>}
      {event_type && <span className="chip">{humanize(event_type)}</span>}
      {thought.is_container && !isContact && (
        <span className="chip">
          <FolderKanban size={12} aria-hidden="true" /> Project
        </span>
      )}
      {isContact && (
        <span className="chip">
          <Contact size={12} aria-hidden="true" /> Contact
        </span>
      )}
      {attrs.completed_via_resolution && (
        <span className="chip chip-success">
          <BadgeCheck size={12} aria-hidden="true" /> AUTO-COMPLETED
        </span>
      )}
      {attrs.commercial_value && (
        <span className="chip" title="Estimated commercial value">
          {wholeDollars(attrs.commercial_value.estimatedValue)}
        </span>
      )}
    </span>
  );
}
