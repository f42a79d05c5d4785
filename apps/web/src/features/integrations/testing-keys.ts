import type { ApiKey, CreatedApiKey } from "@life/contracts";

/** Key rows as the API answers them, for the view tests. */
export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: "k1",
    key_id: "0123456789abcdef",
    name: "Home script",
    type: "general",
    device: null,
    created_at: "2026-11-20T10:00:00.000Z",
    last_used: null,
    usage_count: 0,
    is_active: true,
    ...overrides,
  };
}

export const FULL_KEY = `li_0123456789abcdef_${"s".repeat(43)}`;

export function makeCreatedKey(overrides: Partial<ApiKey> = {}): CreatedApiKey {
  const key = makeApiKey(overrides);
  const full = `li_${key.key_id}_${"s".repeat(43)}`;
  return { ...key, apiKey: full, fullApiKey: full };
}
