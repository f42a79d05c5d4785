import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Activity, ActivityType, AdminUser, Role, User } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { toCount, toIso, toIsoOrNull } from "../../db/values.js";
import { toUser, joinedUserColumns } from "../users/users.repository.js";

/**
 * Reads and writes across accounts, for the admin dashboard only: AdminService checks that the
 * caller is an admin before any of these runs, so unlike other repositories these methods are
 * not scoped to one user id.
 */
export class AdminRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every account with its thought count: one query, the count from the trigger-kept thought_counts. */
  async listUsers(): Promise<AdminUser[]> {
    const rows = await this.db
      .selectFrom("users")
      .leftJoin("thought_counts", "thought_counts.user_id", "users.id")
      .select(["users.id", "users.email", "users.role", "users.last_login", "users.disabled_at", "thought_counts.total"])
      .orderBy("users.created_at")
      .orderBy("users.id")
      .execute();
    return rows.map((row) => toAdminUser(row));
  }

  async findUser(userId: string): Promise<(AdminUser & { user: User }) | undefined> {
    const row = await this.db
      .selectFrom("users")
      .leftJoin("thought_counts", "thought_counts.user_id", "users.id")
      .select([
        ...joinedUserColumns,
        "users.disabled_at",
        "thought_counts.total",
      ])
      .where("users.id", "=", userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...toAdminUser(row),
      user: toUser(row),
    };
  }

  /** The latest activity across accounts with the owner's e-mail: one query off (created_at, id). */
  async listActivities(limit: number): Promise<Activity[]> {
    const rows = await this.db
      .selectFrom("activity_log")
      .innerJoin("users", "users.id", "activity_log.user_id")
      .select([
        "activity_log.id",
        "activity_log.created_at",
        "activity_log.activity_type",
        "activity_log.title",
        "activity_log.actor_email",
        "activity_log.detail",
        "users.email",
      ])
      .orderBy("activity_log.created_at", "desc")
      .orderBy("activity_log.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      created_at: toIso(row.created_at),
      activity_type: row.activity_type as ActivityType,
      user_email: row.email,
      ai_title: row.title,
      actor_email: row.actor_email,
      detail: row.detail,
    }));
  }

  /** Totals, and what happened since `since`: accounts with any activity or capture, and captures. */
  async stats(since: Date): Promise<{ total_users: number; total_events: number; active_today: number; events_today: number }> {
    const [users, events, today, active] = await Promise.all([
      this.db.selectFrom("users").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
      this.db.selectFrom("thought_counts").select((eb) => eb.fn.sum<string | number | null>("total").as("n")).executeTakeFirst(),
      this.db.selectFrom("thoughts").select((eb) => eb.fn.countAll<string | number>().as("n")).where("created_at", ">=", since).executeTakeFirst(),
      this.db
        .selectFrom(
          this.db
            .selectFrom("activity_log")
            .select("user_id")
            .where("created_at", ">=", since)
            .union(this.db.selectFrom("thoughts").select("user_id").where("created_at", ">=", since))
            .as("active"),
        )
        .select((eb) => eb.fn.count<string | number>("active.user_id").distinct().as("n"))
        .executeTakeFirst(),
    ]);
    return {
      total_users: toCount(users?.n),
      total_events: toCount(events?.n ?? 0),
      events_today: toCount(today?.n),
      active_today: toCount(active?.n),
    };
  }

  async setRole(userId: string, role: Role): Promise<boolean> {
    const result = await this.db.updateTable("users").set({ role }).where("id", "=", userId).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Disabling also revokes every session, so nothing the account held keeps working. */
  async setDisabled(userId: string, disabled: boolean, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("users")
        .set({ disabled_at: disabled ? now : null })
        .where("id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (disabled) await trx.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
      return true;
    });
  }

  async createImpersonationSession(input: { userId: string; adminId: string; tokenHash: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto("sessions")
      .values({
        id: randomUUID(),
        user_id: input.userId,
        impersonator_id: input.adminId,
        token_hash: input.tokenHash,
        created_at: input.now,
        last_used_at: input.now,
        expires_at: input.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** Ends one impersonation session, or every live one the admin started; returns how many ended, with their users. */
  async endImpersonation(where: { sessionId: string } | { adminId: string }, now: Date): Promise<string[]> {
    let query = this.db.updateTable("sessions").set({ revoked_at: now }).where("impersonator_id", "is not", null).where("revoked_at", "is", null);
    query = "sessionId" in where ? query.where("id", "=", where.sessionId) : query.where("impersonator_id", "=", where.adminId).where("expires_at", ">", now);
    const rows = await query.returning("user_id").execute();
    return rows.map((row) => row.user_id);
  }
}

function toAdminUser(row: {
  id: string;
  email: string;
  role: Role;
  last_login: Date | string | null;
  disabled_at: Date | string | null;
  total: string | number | null;
}): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    total_events: toCount(row.total ?? 0),
    last_login: toIsoOrNull(row.last_login),
    disabled: row.disabled_at !== null,
  };
}

