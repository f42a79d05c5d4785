import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Thought } from "@life/contracts";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { projectKeys } from "./project-keys";

/** Spec 7 and 9: projects load 50 at a time, and a failed load is retried once with 100. */
export const PROJECTS_LIMIT = 50;
export const PROJECTS_FALLBACK_LIMIT = 100;

/** The list answer; the spec's projects flow also accepts the thoughts under `thoughts`. */
interface ProjectsPayload {
  data?: Thought[];
  thoughts?: Thought[];
  total?: number;
}

export interface ProjectList {
  projects: Thought[];
  total: number;
}

function fetchProjects(limit: number): Promise<ProjectsPayload> {
  return apiRequest<ProjectsPayload>("/thoughts", {
    query: { is_container: "true", container_type: "Projects", limit, offset: 0, _t: Date.now() },
  });
}

export async function getProjects(): Promise<ProjectList> {
  let payload: ProjectsPayload;
  try {
    payload = await fetchProjects(PROJECTS_LIMIT);
  } catch (error) {
    // An expired session has already been sent to /login; asking again would only repeat that.
    if (error instanceof ApiError && error.status === 401) throw error;
    payload = await fetchProjects(PROJECTS_FALLBACK_LIMIT);
  }
  const projects = payload.data ?? payload.thoughts ?? [];
  return { projects, total: payload.total ?? projects.length };
}

export const projectsQueryOptions = queryOptions({ queryKey: projectKeys.list(), queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
