import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { FeedThought } from "../api/feed-types";
import { DebugPanel } from "./debug-panel";
import { formatCreated, isDone, thoughtTitle } from "./format";
import { ThoughtActions } from "./thought-actions";
import { ThoughtChips } from "./thought-chips";
import { ThoughtFacts } from "./thought-facts";

interface ThoughtCardProps {
  thought: FeedThought;
  /** Title of the project the thought belongs to, when it is in the feed. */
  parentTitle?: string;
  /** The person's stored time zone; scheduled times are shown in it. */
  timeZone: string;
  /** Chosen for editing with chat commands. */
  selected?: boolean;
}

export function ThoughtCard({ thought, parentTitle, timeZone, selected = false }: ThoughtCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const title = thoughtTitle(thought);
  // The original input is repeated only when the AI gave a different title.
  const showInput = !thought.is_placeholder && title !== thought.original_input;
  const className = [
    "thought-card",
    isDone(thought) && "is-done",
    thought.is_placeholder && "is-placeholder",
    selected && "is-selected",
    thought.processing_status === "failed" && "is-failed",
  ]
    .filter(Boolean)
    .join(" ");

  const summary = (
    <>
      <ThoughtChips thought={thought} selected={selected} />
      <span className="thought-title">{title}</span>
      {showInput && <span className="thought-input">{thought.original_input}</span>}
      <ThoughtFacts thought={thought} parentTitle={parentTitle} timeZone={timeZone} />
    </>
  );

  return (
    <article className={className} aria-label={title} aria-busy={thought.is_placeholder ? true : undefined} data-thought-id={thought.id}>
      {thought.is_placeholder ? (
        <div className="thought-summary">{summary}</div>
      ) : (
        // A real button gives click, Enter and Space for free, and announces the expanded state.
        <button
          type="button"
          className="thought-summary thought-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {summary}
          <span className="thought-meta">
            <time dateTime={thought.created_at}>{formatCreated(thought.created_at, timeZone)}</time>
            <ChevronDown size={18} aria-hidden="true" className="thought-chevron" />
          </span>
        </button>
      )}
      {expanded && !thought.is_placeholder && (
        <div id={detailsId} className="thought-details">
          <ThoughtActions thought={thought} selected={selected} />
          <DebugPanel thought={thought} />
        </div>
      )}
    </article>
  );
}
