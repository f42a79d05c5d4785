import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { toBool } from "../../db/values.js";

export interface DigestRecipient {
  userId: string;
  timezone: string;
}

export interface OverdueWaiting {
  title: string;
  waitingFor: string;
  expectedDate: string;
}

/** Most overdue waiting items one digest lists. */
export const DIGEST_MAX_WAITING = 20;

export class MorningDigestRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async isEnabled(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom("morning_digest_settings").select("enabled").where("user_id", "=", userId).executeTakeFirst();
    return row ? toBool(row.enabled) : false;
  }

  async setEnabled(userId: string, enabled: boolean, now: Date): Promise<void> {
    await this.db
      .insertInto("morning_digest_settings")
      .values({ user_id: userId, enabled, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ enabled, updated_at: now }))
      .execute();
  }

  /** A page of the people who opted in (active accounts only), after `after` by id. */
  async listRecipients(after: string | null, limit: number): Promise<DigestRecipient[]> {
    let query = this.db
      .selectFrom("morning_digest_settings as s")
      .innerJoin("users as u", "u.id", "s.user_id")
      .select(["s.user_id", "u.timezone"])
      .where("s.enabled", "=", true)
      .where("u.disabled_at", "is", null);
    if (after) query = query.where("s.user_id", ">", after);
    const rows = await query.orderBy("s.user_id").limit(limit).execute();
    return rows.map((row) => ({ userId: row.user_id, timezone: row.timezone }));
  }

  /** Which of these people already have a digest claimed for their local day. */
  async sentAlready(pairs: Array<{ userId: string; localDate: string }>): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("morning_digest_sends")
      .select(["user_id", "local_date"])
      .where("user_id", "in", pairs.map((p) => p.userId))
      .where("local_date", "in", [...new Set(pairs.map((p) => p.localDate))])
      .execute();
    return new Set(rows.map((row) => `${row.user_id}|${row.local_date}`));
  }

  /**
   * Claims the person's digest for that local day. True for exactly one caller, however many
   * race: the primary key lets one insert land and turns the others into no-ops.
   */
  async claim(userId: string, localDate: string, now: Date): Promise<boolean> {
    const result = await this.db
      .insertInto("morning_digest_sends")
      .values({ user_id: userId, local_date: localDate, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "local_date"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Gives a claim back after the mail could not be sent, so the job's retry can claim it again. */
  async release(userId: string, localDate: string): Promise<void> {
    await this.db.deleteFrom("morning_digest_sends").where("user_id", "=", userId).where("local_date", "=", localDate).execute();
  }

  async lastSentOn(userId: string): Promise<string | null> {
    const row = await this.db.selectFrom("morning_digest_sends").select("local_date").where("user_id", "=", userId).orderBy("local_date", "desc").limit(1).executeTakeFirst();
    return row?.local_date ?? null;
  }

  /**
   * Open waiting items (not received, pending or approved) whose expected date is before
   * `today`: the follow-ups that are due. The predicate is the open-waiting partial index's.
   */
  async listOverdueWaiting(userId: string, today: string): Promise<OverdueWaiting[]> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select(["ai_title", "original_input", "waiting_for", "expected_date"])
      .where("user_id", "=", userId)
      .where("waiting_for", "is not", null)
      .where("waiting_received_at", "is", null)
      .where("status", "in", ["pending", "approved"])
      .where("expected_date", "<", today)
      .orderBy("expected_date")
      .orderBy("id")
      .limit(DIGEST_MAX_WAITING)
      .execute();
    return rows.map((row) => ({ title: row.ai_title ?? row.original_input, waitingFor: row.waiting_for!, expectedDate: row.expected_date! }));
  }
}
