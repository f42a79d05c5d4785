import { Check, CheckCheck } from "lucide-react";
import type { Thought } from "@life/contracts";
import { displayTitle } from "../../../lib/format";
import { useUpdateTaskStatus } from "../api/update-task-status";

export function isDone(thought: Thought): boolean {
  return thought.status === "completed" || thought.flexible_attributes.completed_via_resolution === true;
}

/** A compact task row with the spec's two transitions: Approve (pending) and Complete. */
export function ProjectTask({ task }: { task: Thought }) {
  const update = useUpdateTaskStatus();
  const title = displayTitle(task);
  const done = isDone(task);
  const canApprove = task.status === "pending" && !done;
  const canComplete = (task.status === "pending" || task.status === "approved") && !done;

  return (
    <article className={done ? "project-task is-done" : "project-task"} aria-label={title}>
      <div className="project-task-text">
        <span className="project-task-title">{title}</span>
        <span className={done ? "chip chip-success" : "chip"}>{done ? "done" : task.status}</span>
      </div>
      {(canApprove || canComplete) && (
        <div className="project-task-actions">
          {canApprove && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={update.isPending}
              aria-label={`Approve ${title}`}
              onClick={() => update.mutate({ id: task.id, status: "approved" })}
            >
              <Check size={16} aria-hidden="true" /> Approve
            </button>
          )}
          {canComplete && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={update.isPending}
              aria-label={`Complete ${title}`}
              onClick={() => update.mutate({ id: task.id, status: "completed" })}
            >
              <CheckCheck size={16} aria-hidden="true" /> Complete
            </button>
          )}
        </div>
      )}
    </article>
  );
}
