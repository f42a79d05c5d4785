import type { ProjectSummaryQuery, ProjectSummaryResponse, User } from "@life/contracts";
import type { ProjectsRepository } from "./projects.repository.js";

/** Task counts for project cards; the projects and their tasks themselves come from GET /thoughts. */
export class ProjectsService {
  constructor(private readonly projects: ProjectsRepository) {}

  async summarize(user: User, query: ProjectSummaryQuery): Promise<ProjectSummaryResponse> {
    // Counts are scoped to the user, so a foreign or unknown id simply reads as zero.
    const ids = query.ids ? [...new Set(query.ids)] : await this.projects.listNewestProjectIds(user.id);
    return { data: await this.projects.countTasks(user.id, ids) };
  }
}
