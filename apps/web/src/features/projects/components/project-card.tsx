import { useId } from "react";
import { FolderKanban } from "lucide-react";
import type { ProjectSummary, Thought } from "@life/contracts";
import { DomainChip } from "../../../components/ui/domain-chip";
import { displayTitle } from "../../../lib/format";
import { TaskProgress } from "./task-progress";

interface ProjectCardProps {
  project: Thought;
  progress: ProjectSummary | undefined;
  onOpen: () => void;
}

/** A thought card in project mode: title, domain and how far its tasks have come. */
export function ProjectCard({ project, progress, onOpen }: ProjectCardProps) {
  const titleId = useId();
  const title = displayTitle(project);
  return (
    <article className="project-card" aria-labelledby={titleId}>
      <div className="project-card-top">
        <FolderKanban size={18} aria-hidden="true" className="project-card-icon" />
        <DomainChip domain={project.domain} />
        {project.status === "completed" && <span className="chip chip-success">completed</span>}
      </div>
      <h3 id={titleId} className="project-card-title">
        {/* The title is the button; the card's whole area forwards to it (see .project-open::after). */}
        <button type="button" className="project-open" id={`project-open-${project.id}`} onClick={onOpen}>
          {title}
        </button>
      </h3>
      {progress ? <TaskProgress done={progress.done_count} total={progress.task_count} /> : null}
    </article>
  );
}
