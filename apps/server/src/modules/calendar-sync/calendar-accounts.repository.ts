import type { Kysely } from "kysely";
import type { CalendarSyncState, CalendarSyncStatus } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { fromJson, toIsoOrNull, toJson } from "../../db/values.js";

export type CalendarProvider = "google" | "caldav";

export interface CalendarAccount {
  provider: CalendarProvider;
  /** Sealed (lib/secret-box.ts); only the services open it. */
  credentials: string;
  settings: Record<string, unknown>;
  sync: CalendarSyncState;
}

export class CalendarAccountsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async findAccount(userId: string, provider: CalendarProvider): Promise<CalendarAccount | undefined> {
    const row = await this.db.selectFrom("calendar_accounts").selectAll().where("user_id", "=", userId).where("provider", "=", provider).executeTakeFirst();
    return row && {
      provider,
      credentials: row.credentials,
      settings: (fromJson(row.settings) ?? {}) as Record<string, unknown>,
      sync: {
        status: row.sync_status as CalendarSyncStatus,
        last_synced_at: toIsoOrNull(row.last_synced_at),
        last_error: row.last_error,
        last_message: row.last_message,
      },
    };
  }

  /** Saves credentials and settings; a new account starts idle, a replaced one keeps its sync history. */
  async saveAccount(userId: string, provider: CalendarProvider, credentials: string, settings: Record<string, unknown>, now: Date): Promise<void> {
    await this.db
      .insertInto("calendar_accounts")
      .values({ user_id: userId, provider, credentials, settings: toJson(settings), sync_status: "idle", created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["user_id", "provider"]).doUpdateSet({ credentials, settings: toJson(settings), updated_at: now }))
      .execute();
  }

  /** Token refreshes write only the credentials, so they never undo a concurrent settings change. */
  async updateCredentials(userId: string, provider: CalendarProvider, credentials: string, now: Date): Promise<void> {
    await this.db.updateTable("calendar_accounts").set({ credentials, updated_at: now }).where("user_id", "=", userId).where("provider", "=", provider).execute();
  }

  async setSyncState(
    userId: string,
    provider: CalendarProvider,
    state: { status: CalendarSyncStatus; error?: string | null; message?: string | null; syncedAt?: Date },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable("calendar_accounts")
      .set({
        sync_status: state.status,
        ...(state.error !== undefined ? { last_error: state.error } : {}),
        ...(state.message !== undefined ? { last_message: state.message } : {}),
        ...(state.syncedAt ? { last_synced_at: state.syncedAt } : {}),
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .where("provider", "=", provider)
      .execute();
  }

  /** Deletes the account and its links; the thoughts stay. */
  async deleteAccount(userId: string, provider: CalendarProvider): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("calendar_links").where("user_id", "=", userId).where("provider", "=", provider).execute();
      await trx.deleteFrom("calendar_accounts").where("user_id", "=", userId).where("provider", "=", provider).execute();
    });
  }

  async hasAccount(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom("calendar_accounts").select("provider").where("user_id", "=", userId).limit(1).executeTakeFirst();
    return Boolean(row);
  }

  /** Who has any calendar connected, for the periodic pull; a page at a time. */
  async listUserIdsWithAccounts(afterUserId: string | null, limit: number): Promise<string[]> {
    let query = this.db.selectFrom("calendar_accounts").select("user_id").distinct().orderBy("user_id").limit(limit);
    if (afterUserId) query = query.where("user_id", ">", afterUserId);
    return (await query.execute()).map((row) => row.user_id);
  }
}
