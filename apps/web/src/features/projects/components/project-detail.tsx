import { useEffect, useId, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import type { Thought } from "@life/contracts";
import { DomainChip } from "../../../components/ui/domain-chip";
import { ErrorBlock } from "../../../components/ui/error-block";
import { Loading } from "../../../components/ui/loading";
import { errorText } from "../../../lib/api-client";
import { displayTitle } from "../../../lib/format";
import { useProjectTasks } from "../api/get-project-tasks";
import { isDone, ProjectTask } from "./project-task";
import { TaskProgress } from "./task-progress";

interface ProjectDetailProps {
  project: Thought;
  onBack: () => void;
}

/** One project opened: its tasks (children by parent_id), each of which can be approved and completed. */
export function ProjectDetail({ project, onBack }: ProjectDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const tasks = useProjectTasks(project.id);
  const title = displayTitle(project);

  useEffect(() => {
    // Opening a project replaces the grid; move focus so a screen reader follows.
    headingRef.current?.focus();
  }, []);

  return (
    <section className="project-detail" aria-labelledby={titleId}>
      <button type="button" className="btn btn-ghost project-back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> All projects
      </button>
      <div className="project-detail-head card">
        <DomainChip domain={project.domain} />
        <h3 id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        {title !== project.original_input && <p className="muted">{project.original_input}</p>}
        {tasks.data && <TaskProgress done={tasks.data.filter(isDone).length} total={tasks.data.length} />}
      </div>
      {tasks.isPending ? (
        <Loading label="Loading tasks…" />
      ) : tasks.error ? (
        <ErrorBlock message={errorText(tasks.error, "Failed to load tasks")} onRetry={() => tasks.refetch()} retrying={tasks.isFetching} />
      ) : tasks.data.length === 0 ? (
        <p className="muted project-no-tasks">No tasks in this project yet. Thoughts that mention it are added here.</p>
      ) : (
        <ul className="plain-list" aria-label={`Tasks of ${title}`}>
          {tasks.data.map((task) => (
            <li key={task.id}>
              <ProjectTask task={task} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
