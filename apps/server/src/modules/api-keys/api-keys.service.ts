import type { ActivityRecorder } from "../activity/activity-log.js";
import {
  defaultShortcutKeyName,
  DEFAULT_GPT_KEY_NAME,
  type ApiKey,
  type ApiKeyType,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type CreateGptKeyInput,
  type CreateShortcutKeyInput,
  type ShortcutKeyListResponse,
  type User,
} from "@life/contracts";
import { NotFoundError } from "../../lib/errors.js";
import { apiKeyMatches, generateApiKey, parseApiKey } from "./api-key-format.js";
import type { ApiKeyUsage } from "./api-key-usage.js";
import type { ApiKeysRepository } from "./api-keys.repository.js";

export const API_KEY_NOT_FOUND = "API key not found";

/** Who is calling with a key: its owner and the key itself (never its secret). */
export interface ApiKeyPrincipal {
  user: User;
  key: ApiKey;
}

export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly usage: ApiKeyUsage,
    private readonly now: () => Date = () => new Date(),
    /** Key creation shows in the admin activity log. */
    private readonly activity?: ActivityRecorder,
  ) {}

  async createKey(user: User, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.create(user, input.type, input.name, input.type === "shortcut" ? input.device || null : null);
  }

  async createShortcutKey(user: User, input: CreateShortcutKeyInput): Promise<CreatedApiKey> {
    const device = input.device || null;
    return this.create(user, "shortcut", input.name || defaultShortcutKeyName(device), device);
  }

  async createGptKey(user: User, input: CreateGptKeyInput): Promise<CreatedApiKey> {
    return this.create(user, "gpt", input.name || DEFAULT_GPT_KEY_NAME, null);
  }

  async listKeys(user: User): Promise<ApiKey[]> {
    return (await this.keys.listKeys(user.id)).map((key) => this.usage.withPending(key));
  }

  /** Active shortcut keys, newest first (the page uses the first). */
  async listShortcutKeys(user: User): Promise<ShortcutKeyListResponse["data"]> {
    const keys = await this.keys.listKeys(user.id, { type: "shortcut", activeOnly: true });
    return keys.map((key) => this.usage.withPending(key)).map((key) => ({ ...key, keyName: key.name, createdAt: key.created_at }));
  }

  /** For the connection tests: the newest active key of a type. */
  async newestActiveKey(user: User, type: ApiKeyType): Promise<ApiKey | undefined> {
    const [newest] = await this.keys.listKeys(user.id, { type, activeOnly: true });
    return newest ? this.usage.withPending(newest) : undefined;
  }

  /** Irreversible; revoking a revoked key answers it as it is. Another person's key is not found. */
  async revokeKey(user: User, id: string): Promise<ApiKey> {
    const key = await this.keys.revokeKey(user.id, id, this.now());
    if (!key) throw new NotFoundError(API_KEY_NOT_FOUND);
    return this.usage.withPending(key);
  }

  /** The key's owner, or null when the key is malformed, unknown, revoked or wrong. Counts the use. */
  async authenticate(candidate: string): Promise<ApiKeyPrincipal | null> {
    const parsed = parseApiKey(candidate);
    if (!parsed) return null;
    const found = await this.keys.findActiveByKeyId(parsed.keyId);
    if (!found || !apiKeyMatches(candidate, found.keyHash)) return null;
    this.usage.record(found.user.id, found.key.id, this.now());
    return { user: found.user, key: found.key };
  }

  private async create(user: User, type: Exclude<ApiKeyType, "admin">, name: string, device: string | null): Promise<CreatedApiKey> {
    const generated = generateApiKey();
    const key = await this.keys.createKey(user.id, { keyId: generated.keyId, keyHash: generated.hash, name, type, device, now: this.now() });
    await this.activity?.record({ userId: user.id, type: "api_key_created", title: `${name} (${type})` });
    return { ...key, apiKey: generated.fullKey, fullApiKey: generated.fullKey };
  }
}
