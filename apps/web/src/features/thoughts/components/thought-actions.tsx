import { Check, CheckCheck, PencilLine, Trash2 } from "lucide-react";
import { forgetSelectedThought, selectThought } from "../../../lib/thought-selection";
import { isStored, type FeedThought } from "../api/feed-types";
import { useDeleteThought, useUpdateThoughtStatus } from "../api/update-thought";

export const DELETE_CONFIRM = "Are you sure you want to delete this thought?";

export function ThoughtActions({ thought, selected = false }: { thought: FeedThought; selected?: boolean }) {
  const update = useUpdateThoughtStatus();
  const remove = useDeleteThought();
  const busy = update.isPending || remove.isPending;
  const canApprove = thought.status === "pending";
  const canComplete = thought.status === "pending" || thought.status === "approved";

  const handleDelete = () => {
    if (window.confirm(DELETE_CONFIRM)) remove.mutate(thought.id, { onSuccess: () => forgetSelectedThought(thought.id) });
  };

  // Selecting hands the thought to the chat bar, whose commands then act on it (spec 2.13).
  const toggleSelected = () => {
    if (selected) selectThought(null);
    else if (isStored(thought)) selectThought(thought);
  };

  return (
    <div className="thought-actions">
      {canApprove && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => update.mutate({ id: thought.id, status: "approved" })}
        >
          <Check size={16} aria-hidden="true" /> Approve
        </button>
      )}
      {canComplete && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => update.mutate({ id: thought.id, status: "completed" })}
        >
          <CheckCheck size={16} aria-hidden="true" /> Complete
        </button>
      )}
      <button type="button" className="btn btn-secondary" aria-pressed={selected} onClick={toggleSelected}>
        <PencilLine size={16} aria-hidden="true" /> Edit with commands
      </button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={handleDelete}>
        <Trash2 size={16} aria-hidden="true" /> Delete
      </button>
    </div>
  );
}
