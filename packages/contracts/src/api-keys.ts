import { z } from "zod";
import { apiKeyTypeSchema, type ApiKeyType } from "./enums.js";

// Key types (spec 3, 9) live in enums.ts. "admin" exists as a label only: the API never creates one.

export const creatableApiKeyTypes = ["general", "shortcut", "gpt"] as const;
export type CreatableApiKeyType = (typeof creatableApiKeyTypes)[number];

export const apiKeyTypeLabels: Record<ApiKeyType, string> = {
  general: "General Purpose",
  shortcut: "Apple Shortcuts",
  gpt: "Custom GPT",
  admin: "Admin",
};

export const API_KEY_NAME_MAX = 100;
export const API_KEY_DEVICE_MAX = 100;
/** Defaults of the setup pages (spec 5): "<device> Shortcuts", or "iPhone Shortcuts" without a device. */
export const DEFAULT_SHORTCUT_DEVICE = "iPhone";
export const DEFAULT_GPT_KEY_NAME = "Life Intelligence GPT";

export function defaultShortcutKeyName(device: string | null | undefined): string {
  return `${device?.trim() || DEFAULT_SHORTCUT_DEVICE} Shortcuts`;
}

const keyName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name must not be empty")
  .max(API_KEY_NAME_MAX, `name must be at most ${API_KEY_NAME_MAX} characters`);
const optionalName = z.string().trim().max(API_KEY_NAME_MAX, `name must be at most ${API_KEY_NAME_MAX} characters`).optional();

/** A stored key as lists show it; the full key is never part of it. */
export const apiKey = z.object({
  id: z.string(),
  /** The public part of the key (li_<key_id>_…), safe to show. */
  key_id: z.string(),
  name: z.string(),
  type: apiKeyTypeSchema,
  device: z.string().nullable(),
  created_at: z.string(),
  last_used: z.string().nullable(),
  usage_count: z.number().int(),
  is_active: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyListResponse = z.object({ data: z.array(apiKey) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponse>;

/** The shortcuts page reads keyName and createdAt (spec 3). */
export const shortcutKey = apiKey.extend({ keyName: z.string(), createdAt: z.string() });
export const shortcutKeyListResponse = z.object({ data: z.array(shortcutKey) });
export type ShortcutKeyListResponse = z.infer<typeof shortcutKeyListResponse>;

/** POST /api-keys: general keys by default; shortcut and gpt keys may be made here too, admin keys never. */
export const createApiKeyInput = z.object({
  name: keyName,
  type: z
    .string()
    .default("general")
    .refine((type) => type !== "admin", "Admin keys cannot be created from the API")
    .refine((type): type is CreatableApiKeyType => (creatableApiKeyTypes as readonly string[]).includes(type), "type must be general, shortcut or gpt")
    .transform((type) => type as CreatableApiKeyType),
  device: z.string().trim().max(API_KEY_DEVICE_MAX).nullish(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const createShortcutKeyInput = z.object({
  name: optionalName,
  device: z.string().trim().max(API_KEY_DEVICE_MAX, `device must be at most ${API_KEY_DEVICE_MAX} characters`).nullish(),
});
export type CreateShortcutKeyInput = z.infer<typeof createShortcutKeyInput>;

export const createGptKeyInput = z.object({ name: optionalName });
export type CreateGptKeyInput = z.infer<typeof createGptKeyInput>;

/** Only the creation answer holds the full key, under both names the spec mentions. */
export const createdApiKey = apiKey.extend({ apiKey: z.string(), fullApiKey: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
export const createdApiKeyResponse = z.object({ data: createdApiKey });
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponse>;

export const revokeApiKeyResponse = z.object({ success: z.literal(true), data: apiKey });
export type RevokeApiKeyResponse = z.infer<typeof revokeApiKeyResponse>;

export const REVOKE_API_KEY_CONFIRM = "Are you sure you want to revoke this API key? This action cannot be undone.";
