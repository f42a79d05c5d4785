import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminActivitiesResponse,
  AdminStatsResponse,
  AdminUserResponse,
  AdminUsersResponse,
  DuplicateGroup,
  DuplicatesResponse,
  ImpersonationResponse,
  MergeResponse,
  Role,
} from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/** Spec 9: the Activities tab shows the latest 20. */
export const ACTIVITIES_LIMIT = 20;
export const adminKey = ["admin"] as const;

export const adminUsersQueryOptions = queryOptions({
  queryKey: [...adminKey, "users"],
  queryFn: () => apiRequest<AdminUsersResponse>("/admin/users", { query: { _t: Date.now() } }),
});

export const adminActivitiesQueryOptions = queryOptions({
  queryKey: [...adminKey, "activities"],
  queryFn: () => apiRequest<AdminActivitiesResponse>("/admin/activities", { query: { limit: ACTIVITIES_LIMIT, _t: Date.now() } }),
});

export const adminStatsQueryOptions = queryOptions({
  queryKey: [...adminKey, "stats"],
  queryFn: () => apiRequest<AdminStatsResponse>("/admin/stats", { query: { _t: Date.now() } }),
});

export const useAdminUsers = () => useQuery(adminUsersQueryOptions);
export const useAdminActivities = () => useQuery(adminActivitiesQueryOptions);
export const useAdminStats = () => useQuery(adminStatsQueryOptions);

export function impersonateUser(id: string): Promise<ImpersonationResponse> {
  return apiRequest<ImpersonationResponse>(`/admin/impersonate/${encodeURIComponent(id)}`, { method: "POST" });
}

export async function findDuplicates(): Promise<DuplicateGroup[]> {
  return (await apiRequest<DuplicatesResponse>("/admin/duplicates", { query: { _t: Date.now() } })).data;
}

export function mergeGroup(group: DuplicateGroup): Promise<MergeResponse> {
  return apiRequest<MergeResponse>("/admin/merge", { method: "POST", body: { duplicateGroup: group } });
}

/** Promote, demote, disable or enable; the users list reloads after. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { role: Role } | { disabled: boolean } }) =>
      apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}/${"role" in change ? "role" : "disabled"}`, { method: "PUT", body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
