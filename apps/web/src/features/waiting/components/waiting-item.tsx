import { useId } from "react";
import { CheckCircle2, Send } from "lucide-react";
import type { WaitingItem as WaitingItemData } from "@life/contracts";
import { DomainChip } from "../../../components/ui/domain-chip";
import { formatShortDate } from "../../../lib/dates";
import { displayTitle } from "../../../lib/format";

interface WaitingItemProps {
  thought: WaitingItemData;
  zone: string;
  busy: boolean;
  onReceived: () => void;
  onFollowUp: () => void;
}

export function WaitingItem({ thought, zone, busy, onReceived, onFollowUp }: WaitingItemProps) {
  const titleId = useId();
  const title = displayTitle(thought);
  const followUps = thought.waiting.follow_up_count;
  return (
    <article className="waiting-item" aria-labelledby={titleId}>
      <div className="waiting-item-head">
        <h3 id={titleId}>{title}</h3>
        <DomainChip domain={thought.domain} />
      </div>
      <dl className="waiting-facts">
        <div>
          <dt>Waiting since</dt>
          <dd>{formatShortDate(thought.created_at, zone)}</dd>
        </div>
        {thought.waiting_for && (
          <div>
            <dt>Waiting for</dt>
            <dd>{thought.waiting_for}</dd>
          </div>
        )}
        {thought.expected_date && (
          <div>
            <dt>Expected</dt>
            <dd>{formatShortDate(thought.expected_date, zone)}</dd>
          </div>
        )}
        {typeof followUps === "number" && followUps > 0 && (
          <div>
            <dt>Follow-ups</dt>
            <dd>{followUps}</dd>
          </div>
        )}
      </dl>
      {title !== thought.original_input && <p className="waiting-input">{thought.original_input}</p>}
      <div className="waiting-actions">
        <button type="button" className="btn btn-primary" disabled={busy} aria-describedby={titleId} onClick={onReceived}>
          <CheckCircle2 size={16} aria-hidden="true" /> Received
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} aria-describedby={titleId} onClick={onFollowUp}>
          <Send size={16} aria-hidden="true" /> Follow Up
        </button>
      </div>
    </article>
  );
}
