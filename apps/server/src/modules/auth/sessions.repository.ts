import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { User } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { reusableQuery } from "../../db/reusable-query.js";
import { toIso } from "../../db/values.js";
import { toUser, joinedUserColumns } from "../users/users.repository.js";

export interface ActiveSession {
  sessionId: string;
  /** The admin acting as the user, for an impersonation session. */
  impersonatorId: string | null;
  lastUsedAt: Date;
  /** The session's idle end and its sign-in, for a cached copy to stop when the row would. */
  expiresAt: Date;
  createdAt: Date;
  user: User;
}

/**
 * The session and its user in one query, if the token is neither revoked nor expired: idle
 * (expires_at) nor past its absolute lifetime (created before createdAfter). Every request
 * makes it, so it is compiled once (reusableQuery).
 */
const findActiveSessionRow = reusableQuery((db: Kysely<Tables>, tokenHash: string, now: Date, createdAfter: Date) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.last_used_at",
      "sessions.expires_at as session_expires_at",
      "sessions.created_at as session_created_at",
      "sessions.impersonator_id",
      ...joinedUserColumns,
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("sessions.created_at", ">", createdAfter)
    // A disabled account's sessions stop at once, without waiting for them to be revoked.
    .where("users.disabled_at", "is", null)
    .limit(1),
);

export class SessionsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async createSession(userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("sessions")
      .values({ id, user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now, expires_at: expiresAt, revoked_at: null })
      .execute();
    return id;
  }

  async findActiveSession(tokenHash: string, now: Date, createdAfter: Date): Promise<ActiveSession | undefined> {
    const [row] = await findActiveSessionRow(this.db, tokenHash, now, createdAfter);
    if (!row) return undefined;
    return {
      sessionId: row.session_id,
      impersonatorId: row.impersonator_id,
      lastUsedAt: new Date(toIso(row.last_used_at)),
      expiresAt: new Date(toIso(row.session_expires_at)),
      createdAt: new Date(toIso(row.session_created_at)),
      user: toUser(row),
    };
  }

  async touchSession(userId: string, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ last_used_at: now, expires_at: expiresAt })
      .where("id", "=", sessionId)
      .where("user_id", "=", userId)
      .execute();
  }

  /** Every session of the user but the one given; after a password change. */
  async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("user_id", "=", userId)
      .where("id", "!=", keepSessionId)
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllSessions(userId: string, now: Date): Promise<void> {
    await this.db.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
  }

  /** Deletes sessions no token can use any more: revoked, idle past expiry, or past the absolute lifetime. */
  async deleteUnusable(now: Date, createdBefore: Date): Promise<number> {
    const result = await this.db
      .deleteFrom("sessions")
      .where((eb) => eb.or([eb("revoked_at", "is not", null), eb("expires_at", "<=", now), eb("created_at", "<=", createdBefore)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The user's sessions a token can still use, most recently used first. */
  async listActiveSessions(userId: string, now: Date, createdAfter: Date): Promise<Array<{ id: string; createdAt: string; lastUsedAt: string }>> {
    const rows = await this.db
      .selectFrom("sessions")
      .select(["id", "created_at", "last_used_at"])
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .where("created_at", ">", createdAfter)
      .orderBy("last_used_at", "desc")
      .limit(200)
      .execute();
    return rows.map((row) => ({ id: row.id, createdAt: toIso(row.created_at), lastUsedAt: toIso(row.last_used_at) }));
  }

  /** False when the session is not the user's or was already revoked. */
  async revokeOwnSession(userId: string, sessionId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("id", "=", sessionId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeSession(userId: string, sessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("id", "=", sessionId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
  }
}
