import { ArrowLeft, MessageSquareText } from "lucide-react";
import { DomainChip } from "../../../components/ui/domain-chip";
import { formatShortDate, formatDateTime, isLocalDate, useTimeZone } from "../../../lib/dates";
import { displayTitle, humanize } from "../../../lib/format";
import { selectThought } from "../../../lib/thought-selection";
import type { SearchHit } from "../api/search-thoughts";
import { Highlighted } from "./highlight";

/**
 * One option of the results list: highlighted title, an excerpt of the input, domain and date.
 * A thought titled by its own words (no AI title, or the same text) shows the excerpt as its title.
 */
export function SearchResultOption({ hit }: { hit: SearchHit }) {
  const zone = useTimeZone();
  const { thought, highlights } = hit;
  const aiTitle = thought.ai_title?.trim();
  const hasOwnTitle = Boolean(aiTitle) && aiTitle !== thought.original_input.trim();
  return (
    <>
      <span className="search-option-title">
        {hasOwnTitle ? (
          <Highlighted html={highlights.title} fallback={displayTitle(thought)} />
        ) : (
          <Highlighted html={highlights.input} fallback={thought.original_input} />
        )}
      </span>
      {hasOwnTitle && (
        <span className="search-option-input">
          <Highlighted html={highlights.input} fallback={thought.original_input} />
        </span>
      )}
      <span className="search-option-meta">
        <DomainChip domain={thought.domain} />
        <span>{formatShortDate(thought.created_at, zone)}</span>
      </span>
    </>
  );
}

interface SearchResultDetailProps {
  hit: SearchHit;
  onBack: () => void;
  /** Called after either way out of the panel: opening the feed or choosing the thought for chat. */
  onDone: () => void;
}

/** A chosen result, shown in the panel: everything a person needs to recognise the thought. */
export function SearchResultDetail({ hit, onBack, onDone }: SearchResultDetailProps) {
  const zone = useTimeZone();
  const { thought } = hit;
  const title = displayTitle(thought);
  const scheduled = thought.scheduled_for;
  return (
    <section className="search-detail" aria-label={`Details: ${title}`}>
      <button type="button" className="btn btn-ghost search-back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to results
      </button>
      <h3 className="search-detail-title">{title}</h3>
      <span className="chip-row">
        <DomainChip domain={thought.domain} />
        <span className={thought.status === "completed" ? "chip chip-success" : "chip"}>{thought.status}</span>
        {thought.event_type && <span className="chip">{humanize(thought.event_type)}</span>}
        {thought.is_container && <span className="chip">Container</span>}
      </span>
      {title !== thought.original_input && <p className="search-detail-input">{thought.original_input}</p>}
      <dl className="search-detail-facts">
        <div>
          <dt>Captured</dt>
          <dd>{formatShortDate(thought.created_at, zone)}</dd>
        </div>
        {scheduled && (
          <div>
            <dt>Scheduled</dt>
            <dd>{isLocalDate(scheduled) ? formatShortDate(scheduled, zone) : formatDateTime(scheduled, zone)}</dd>
          </div>
        )}
        {thought.waiting_for && (
          <div>
            <dt>Waiting for</dt>
            <dd>{thought.waiting_for}</dd>
          </div>
        )}
      </dl>
      <div className="search-detail-actions">
        <a href="#thoughts" className="btn btn-secondary" onClick={onDone}>
          Open Thoughts
        </a>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            // The chat bar's context ("Editing: …") takes it from here.
            selectThought(thought);
            onDone();
          }}
        >
          <MessageSquareText size={16} aria-hidden="true" /> Edit with chat
        </button>
      </div>
    </section>
  );
}
