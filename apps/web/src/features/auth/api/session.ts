import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export function getMe(): Promise<MeResponse> {
  return apiRequest<MeResponse>("/auth/me");
}

export const meQueryOptions = queryOptions({ queryKey: ["auth", "me"], queryFn: getMe });

/** Refreshes the signed-in user from the server (role or name may have changed since sign-in). */
export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions, enabled });
}

export function logout(): Promise<unknown> {
  // An already-expired token must still end in a plain logout to the landing page.
  return apiRequest("/auth/logout", { method: "POST", skipAuthRedirect: true });
}
