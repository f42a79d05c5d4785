import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfigResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export function getPublicConfig(): Promise<PublicConfigResponse> {
  return apiRequest<PublicConfigResponse>("/config", { anonymous: true });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
