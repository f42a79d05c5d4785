import { PencilLine, X } from "lucide-react";

/** "Editing: <title>" above the box while a thought is selected; commands act on it (spec 2.13). */
export function ContextBar({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <div className="chat-context">
      <PencilLine size={14} aria-hidden="true" />
      <span className="chat-context-text">
        Editing: <strong>{title}</strong>
      </span>
      <button type="button" className="btn btn-ghost chat-icon-button" aria-label="Clear selection" onClick={onClear}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
