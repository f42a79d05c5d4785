import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_PAGE_SIZE, type Thought, type ThoughtListResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { projectKeys } from "./project-keys";

export async function getProjectTasks(projectId: string): Promise<Thought[]> {
  const { data } = await apiRequest<ThoughtListResponse>("/thoughts", {
    query: { parent_id: projectId, status: "all", limit: MAX_PAGE_SIZE, offset: 0, _t: Date.now() },
  });
  return data;
}

export function projectTasksQueryOptions(projectId: string) {
  return queryOptions({ queryKey: projectKeys.tasks(projectId), queryFn: () => getProjectTasks(projectId) });
}

export function useProjectTasks(projectId: string) {
  return useQuery(projectTasksQueryOptions(projectId));
}
