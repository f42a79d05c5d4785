import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export function changePassword(input: ChangePasswordInput): Promise<{ success: true }> {
  return apiRequest("/auth/password", { method: "POST", body: input });
}

/** Revokes every session of the user, this one included. */
export function signOutEverywhere(): Promise<{ success: true }> {
  return apiRequest("/auth/logout-all", { method: "POST", skipAuthRedirect: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
