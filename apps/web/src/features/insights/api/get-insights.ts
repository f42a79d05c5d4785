import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InsightsResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/** Under the "thoughts" root: a new or edited thought changes the numbers. */
export const insightsKey = ["thoughts", "insights"] as const;

export function getInsights(): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>("/insights");
}

export const insightsQueryOptions = queryOptions({ queryKey: insightsKey, queryFn: getInsights });

export function useInsights() {
  return useQuery(insightsQueryOptions);
}
