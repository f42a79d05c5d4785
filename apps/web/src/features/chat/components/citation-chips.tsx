import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, MessageSquareText, X } from "lucide-react";
import type { ChatCitation } from "@life/contracts";
import { formatDateTime, formatShortDate, isLocalDate, useTimeZone } from "../../../lib/dates";
import { selectThought, selectedTitle } from "../../../lib/thought-selection";
import { getThought } from "../api/chat-api";

/** The notes an answer cites, as chips; a chip opens that note's card under them. */
export function CitationChips({ citations }: { citations: ChatCitation[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const timeZone = useTimeZone();
  return (
    <div className="chat-citations">
      <ul className="chat-citation-list" aria-label="Sources">
        {citations.map((citation) => (
          <li key={citation.id}>
            <button
              type="button"
              className={open === citation.id ? "chat-citation is-open" : "chat-citation"}
              aria-expanded={open === citation.id}
              onClick={() => setOpen(open === citation.id ? null : citation.id)}
            >
              <FileText size={14} aria-hidden="true" />
              <span className="chat-citation-title">{citation.title}</span>
              <span className="chat-item-meta"> · {formatShortDate(citation.created_at, timeZone)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <CitedCard id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function CitedCard({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  const timeZone = useTimeZone();
  const { data: thought, isError } = useQuery({ queryKey: ["thoughts", "cited", id], queryFn: () => getThought(id) });
  if (isError) return <p className="chat-cited-card">This note is no longer there.</p>;
  if (!thought) return <p className="chat-cited-card">Loading…</p>;
  const title = selectedTitle(thought);
  const scheduled = thought.scheduled_for;
  return (
    <section className="chat-cited-card" aria-labelledby={titleId}>
      <div className="chat-panel-head">
        <h3 id={titleId}>{title}</h3>
        <button type="button" className="btn btn-ghost chat-icon-button" aria-label="Close the note" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {title !== thought.original_input && <p>{thought.original_input}</p>}
      <p className="chat-item-meta">
        Captured {formatShortDate(thought.created_at, timeZone)} · {thought.status}
        {scheduled && ` · scheduled ${isLocalDate(scheduled) ? formatShortDate(scheduled, timeZone) : formatDateTime(scheduled, timeZone)}`}
        {thought.waiting_for && ` · waiting for ${thought.waiting_for}`}
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => selectThought(thought)}>
        <MessageSquareText size={16} aria-hidden="true" /> Edit with chat
      </button>
    </section>
  );
}
