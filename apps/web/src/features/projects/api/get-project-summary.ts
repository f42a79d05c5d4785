import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectSummary, ProjectSummaryResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { projectKeys } from "./project-keys";

/**
 * Child-task counts for the grid, counted in the database in one request. Without ids the
 * server covers the newest 200 projects, which includes any page the view shows (50, or 100).
 */
export async function getProjectSummary(): Promise<Map<string, ProjectSummary>> {
  const { data } = await apiRequest<ProjectSummaryResponse>("/projects/summary", { query: { _t: Date.now() } });
  return new Map(data.map((row) => [row.id, row]));
}

export const projectSummaryQueryOptions = queryOptions({ queryKey: projectKeys.summary(), queryFn: getProjectSummary });

/** Counts are extra: when they fail to load, the cards still show without them. */
export function useProjectSummary() {
  return useQuery(projectSummaryQueryOptions);
}
