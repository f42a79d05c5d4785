import { useEffect, useRef, useState } from "react";
import type { ProjectSummary, Thought } from "@life/contracts";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { countLabel } from "../../lib/format";
import { useProjects } from "./api/get-projects";
import { useProjectSummary } from "./api/get-project-summary";
import { ProjectCard } from "./components/project-card";
import { ProjectDetail } from "./components/project-detail";
import { ProjectsEmptyState } from "./components/projects-empty-state";
import "./projects.css";

/** A project the summary does not know yet (just created) has no tasks yet. */
function progressOf(project: Thought, summary: Map<string, ProjectSummary> | undefined): ProjectSummary | undefined {
  if (!summary) return undefined;
  return summary.get(project.id) ?? { id: project.id, task_count: 0, done_count: 0 };
}

export function ProjectsView() {
  const projects = useProjects();
  const summary = useProjectSummary();
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    // Back from a project: put focus on the card it was opened from.
    if (openId === null && returnTo.current) {
      document.getElementById(`project-open-${returnTo.current}`)?.focus();
      returnTo.current = null;
    }
  }, [openId]);

  const open = projects.data?.projects.find((project) => project.id === openId);

  return (
    <section className="view projects-view" aria-labelledby="projects-title">
      <ViewHeader
        title="Projects"
        titleId="projects-title"
        subtitle={projects.data ? countLabel(projects.data.total, "project") : undefined}
      />
      {projects.isPending ? (
        <Loading label="Loading projects…" />
      ) : projects.error ? (
        <ErrorBlock message="Failed to load projects" onRetry={() => projects.refetch()} retrying={projects.isFetching} />
      ) : open ? (
        <ProjectDetail
          project={open}
          onBack={() => {
            returnTo.current = open.id;
            setOpenId(null);
          }}
        />
      ) : projects.data.projects.length === 0 ? (
        <ProjectsEmptyState />
      ) : (
        <ul className="project-grid" aria-label="Projects">
          {projects.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} progress={progressOf(project, summary.data)} onOpen={() => setOpenId(project.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default ProjectsView;
