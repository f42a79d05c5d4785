import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, DeleteAccountInput, ImportResponse, MeResponse, SessionsResponse, UpdateMeInput } from "@life/contracts";
import { API_BASE, ApiError, apiRequest } from "../../../lib/api-client";
import { getToken, saveUser } from "../../../lib/session";

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

export const sessionsKey = ["account", "sessions"] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => apiRequest<SessionsResponse>("/auth/sessions") });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ success: true }>(`/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateMeInput) => apiRequest<MeResponse>("/auth/me", { method: "PUT", body: input }),
    onSuccess: (result) => saveUser(result.user),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest<{ success: true }>("/account", { method: "DELETE", body: input }),
  });
}

/** A file download needs the bearer token, so it is fetched and handed to the browser as a blob. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(API_BASE + path, { headers: authHeaders() });
  if (!response.ok) throw new ApiError(response.status, undefined);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends the export zip as it is, or its export.json as JSON. */
export async function importExport(file: File): Promise<ImportResponse> {
  const isZip = file.name.toLowerCase().endsWith(".zip") || file.type === "application/zip";
  const response = await fetch(API_BASE + "/account/import", {
    method: "POST",
    headers: { ...authHeaders(), "Content-Type": isZip ? "application/zip" : "application/json", Accept: "application/json" },
    body: isZip ? file : await file.text(),
  });
  const payload = (await response.json().catch(() => undefined)) as (ImportResponse & { error?: string }) | undefined;
  if (!response.ok) throw new ApiError(response.status, payload?.error);
  return payload as ImportResponse;
}

export function useImportExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importExport, onSuccess: () => queryClient.invalidateQueries() });
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
