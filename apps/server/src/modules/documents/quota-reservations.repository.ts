import { sql, type Kysely } from "kysely";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toCount } from "../../db/values.js";
import { writeTransaction } from "../../db/write-transaction.js";

export interface ReserveRequest {
  userId: string;
  reservationId: string;
  /** Bytes the upload must hold now (what it has received, with the chunk at hand). */
  needed: number;
  /** Extra bytes to take beyond `needed` when there is room, so the next chunks need no call. */
  slack: number;
  quotaBytes: number;
  now: Date;
  expiresAt: Date;
}

/**
 * The quota held by uploads in progress. Every grant is decided under a per-person lock
 * (BEGIN IMMEDIATE on SQLite, a transaction-scoped advisory lock on PostgreSQL), and what is
 * taken is read in one statement: stored documents plus live reservations. A document is
 * recorded and its reservation deleted in one transaction (DocumentsRepository.insertDocument),
 * so that statement sees the bytes once, either as the reservation or as the document.
 */
export class QuotaReservationsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Grows (or makes) the reservation to at least `needed` bytes; the bytes now held, or null when the quota has no room. */
  async reserve(request: ReserveRequest): Promise<number | null> {
    const { userId, reservationId, needed, slack, quotaBytes, now, expiresAt } = request;
    return writeTransaction(this.db, async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`document-quota:${userId}`}))`.execute(trx);
      await trx.deleteFrom("document_reservations").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
      const row = await trx
        .selectNoFrom((eb) => [
          eb
            .selectFrom("documents")
            .select((s) => s.fn.coalesce(s.fn.sum<string | number>("file_size"), sql.lit(0)).as("v"))
            .where("user_id", "=", userId)
            .as("stored"),
          eb
            .selectFrom("document_reservations")
            .select((s) => s.fn.coalesce(s.fn.sum<string | number>("bytes"), sql.lit(0)).as("v"))
            .where("user_id", "=", userId)
            .where("id", "!=", reservationId)
            .as("held"),
        ])
        .executeTakeFirstOrThrow();
      const available = quotaBytes - toCount(row.stored ?? 0) - toCount(row.held ?? 0);
      if (available < needed) return null;
      // Half of what is left at most, so one upload's head start never crowds out a second one that would fit.
      const granted = needed + Math.min(slack, Math.floor((available - needed) / 2));
      await trx
        .insertInto("document_reservations")
        .values({ id: reservationId, user_id: userId, bytes: granted, expires_at: expiresAt })
        .onConflict((oc) => oc.column("id").doUpdateSet({ bytes: granted, expires_at: expiresAt }))
        .execute();
      return granted;
    });
  }

  async release(userId: string, reservationId: string): Promise<void> {
    await this.db.deleteFrom("document_reservations").where("user_id", "=", userId).where("id", "=", reservationId).execute();
  }
}
