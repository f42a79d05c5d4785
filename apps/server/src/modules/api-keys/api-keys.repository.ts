import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ApiKey, ApiKeyType, User } from "@life/contracts";
import type { ApiKeysTable, Tables } from "../../db/tables.js";
import { toBool, toCount, toIso, toIsoOrNull } from "../../db/values.js";
import { toUser } from "../users/users.repository.js";

export interface NewApiKey {
  keyId: string;
  keyHash: string;
  name: string;
  type: ApiKeyType;
  device: string | null;
  now: Date;
}

/** A key row with its owner, as authentication needs it. */
export interface KeyWithOwner {
  key: ApiKey;
  keyHash: string;
  user: User;
}

const KEY_COLUMNS = ["id", "key_id", "name", "type", "device", "created_at", "last_used", "usage_count", "is_active"] as const;

function toApiKey(row: Pick<Selectable<ApiKeysTable>, (typeof KEY_COLUMNS)[number]>): ApiKey {
  return {
    id: row.id,
    key_id: row.key_id,
    name: row.name,
    type: row.type,
    device: row.device,
    created_at: toIso(row.created_at),
    last_used: toIsoOrNull(row.last_used),
    usage_count: toCount(row.usage_count),
    is_active: toBool(row.is_active),
  };
}

export class ApiKeysRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async createKey(userId: string, key: NewApiKey): Promise<ApiKey> {
    const row = await this.db
      .insertInto("api_keys")
      .values({
        id: randomUUID(),
        user_id: userId,
        key_id: key.keyId,
        key_hash: key.keyHash,
        name: key.name,
        type: key.type,
        device: key.device,
        created_at: key.now,
        last_used: null,
        usage_count: 0,
        is_active: true,
        revoked_at: null,
      })
      .returning(KEY_COLUMNS)
      .executeTakeFirstOrThrow();
    return toApiKey(row);
  }

  /** Newest first; `type` narrows to one kind (the shortcuts page lists its own). */
  async listKeys(userId: string, filter: { type?: ApiKeyType; activeOnly?: boolean } = {}): Promise<ApiKey[]> {
    let query = this.db.selectFrom("api_keys").select(KEY_COLUMNS).where("user_id", "=", userId);
    if (filter.type) query = query.where("type", "=", filter.type);
    if (filter.activeOnly) query = query.where("is_active", "=", true);
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
    return rows.map(toApiKey);
  }

  /** Only an active key is revoked; the answer is the key as it is now, or undefined if not theirs. */
  async revokeKey(userId: string, id: string, now: Date): Promise<ApiKey | undefined> {
    await this.db
      .updateTable("api_keys")
      .set({ is_active: false, revoked_at: now })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .where("is_active", "=", true)
      .execute();
    const row = await this.db.selectFrom("api_keys").select(KEY_COLUMNS).where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return row ? toApiKey(row) : undefined;
  }

  /**
   * Authentication's lookup, by the key's public id and so not scoped by user: the user is
   * what it finds. Only active keys of existing users are returned.
   */
  async findActiveByKeyId(keyId: string): Promise<KeyWithOwner | undefined> {
    const row = await this.db
      .selectFrom("api_keys")
      .innerJoin("users", "users.id", "api_keys.user_id")
      .select([
        "api_keys.id as key_row_id",
        "api_keys.key_id",
        "api_keys.key_hash",
        "api_keys.name",
        "api_keys.type",
        "api_keys.device",
        "api_keys.created_at as key_created_at",
        "api_keys.last_used",
        "api_keys.usage_count",
        "api_keys.is_active",
        "users.id as user_id",
        "users.email",
        "users.display_name",
        "users.role",
        "users.timezone",
        "users.created_at as user_created_at",
        "users.last_login",
      ])
      .where("api_keys.key_id", "=", keyId)
      .where("api_keys.is_active", "=", true)
      // A disabled account's keys stop with its sessions (admin area).
      .where("users.disabled_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      keyHash: row.key_hash,
      key: toApiKey({ ...row, id: row.key_row_id, created_at: row.key_created_at }),
      user: toUser({ ...row, id: row.user_id, created_at: row.user_created_at }),
    };
  }

  /** Adds a batch of uses to a key; the key's owner is part of the condition like everywhere else. */
  async addUsage(userId: string, id: string, uses: number, lastUsed: Date): Promise<void> {
    await this.db
      .updateTable("api_keys")
      .set((eb) => ({ usage_count: eb("usage_count", "+", uses), last_used: lastUsed }))
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .execute();
  }
}
