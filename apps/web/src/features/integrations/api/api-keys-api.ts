import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApiKeyListResponse,
  ConnectionTestResponse,
  CreatedApiKey,
  CreatedApiKeyResponse,
  CreatableApiKeyType,
  RevokeApiKeyResponse,
  ShortcutKeyListResponse,
} from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { rememberFullKey } from "./fresh-keys";

export const apiKeysKey = ["api-keys"] as const;
const shortcutKeysKey = ["api-keys", "shortcuts"] as const;

export function getApiKeys(): Promise<ApiKeyListResponse> {
  return apiRequest<ApiKeyListResponse>("/api-keys");
}

export function getShortcutKeys(): Promise<ShortcutKeyListResponse> {
  return apiRequest<ShortcutKeyListResponse>("/api-keys/shortcuts");
}

export const apiKeysQueryOptions = queryOptions({ queryKey: apiKeysKey, queryFn: getApiKeys });
export const shortcutKeysQueryOptions = queryOptions({ queryKey: shortcutKeysKey, queryFn: getShortcutKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

export function useShortcutKeys() {
  return useQuery(shortcutKeysQueryOptions);
}

export interface NewKeyInput {
  type: CreatableApiKeyType;
  name: string;
  device?: string;
}

/** Each type has its own creation call (spec 7); all answer the full key once. */
export async function createApiKey({ type, name, device }: NewKeyInput): Promise<CreatedApiKey> {
  const request =
    type === "shortcut"
      ? apiRequest<CreatedApiKeyResponse>("/api-keys/shortcut", { method: "POST", body: { name, device: device || null } })
      : type === "gpt"
        ? apiRequest<CreatedApiKeyResponse>("/api-keys/gpt", { method: "POST", body: { name } })
        : apiRequest<CreatedApiKeyResponse>("/api-keys", { method: "POST", body: { name, type } });
  const { data } = await request;
  rememberFullKey(data.id, data.apiKey);
  return data;
}

export function revokeApiKey(id: string): Promise<RevokeApiKeyResponse> {
  return apiRequest<RevokeApiKeyResponse>(`/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }) });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }) });
}

/**
 * POST /shortcuts/test or /gpt/test. With the full key (known right after creation) the key
 * itself is tested; otherwise the session is, and the server names the newest active key.
 */
export function testConnection(kind: "shortcuts" | "gpt", fullKey?: string): Promise<ConnectionTestResponse> {
  // A refused key answers 401 too; that must show as a failed test, not sign the person out.
  if (fullKey) return apiRequest<ConnectionTestResponse>(`/${kind}/test`, { method: "POST", headers: { "x-api-key": fullKey }, skipAuthRedirect: true });
  return apiRequest<ConnectionTestResponse>(`/${kind}/test`, { method: "POST" });
}

export function useTestConnection(kind: "shortcuts" | "gpt") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullKey?: string) => testConnection(kind, fullKey),
    // A test with the key counts as a use; the stats show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function getGptActionSchema(): Promise<Record<string, unknown>> {
  return apiRequest<Record<string, unknown>>("/gpt/openapi.json", { anonymous: true });
}

export function useGptActionSchema() {
  return useQuery({ queryKey: ["gpt", "openapi"], queryFn: getGptActionSchema, staleTime: Infinity });
}
