import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { toCount } from "../../db/values.js";

/**
 * Sign-in attempts not (yet) proven right, per attempt key, kept in the database so every
 * server process sees them. An attempt is recorded before its password is checked and
 * forgotten once it succeeds, so concurrent guesses are all counted.
 */
export class LoginFailuresRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Inserts one row per key and returns their ids. Committed on its own, before any count:
   * each of N racing attempts then counts at least every attempt committed before it, so
   * at most the limit's worth of them can find the count under the limit.
   */
  async recordAttempt(keys: readonly string[], now: Date): Promise<string[]> {
    const rows = keys.map((attempt_key) => ({ id: randomUUID(), attempt_key, created_at: now }));
    await this.db.insertInto("login_failures").values(rows).execute();
    return rows.map((row) => row.id);
  }

  /** Attempts per key since the given time; keys with none are absent. */
  async countAttemptsSince(keys: readonly string[], since: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("login_failures")
      .select((eb) => ["attempt_key", eb.fn.countAll<string | number>().as("n")])
      .where("attempt_key", "in", keys)
      .where("created_at", ">", since)
      .groupBy("attempt_key")
      .execute();
    return new Map(rows.map((row) => [row.attempt_key, toCount(row.n)]));
  }

  /** A successful sign-in: its own attempt rows, and every earlier failure under the key. */
  async forgetAttempt(ids: readonly string[], clearKey: string): Promise<void> {
    await this.db.deleteFrom("login_failures").where((eb) => eb.or([eb("id", "in", ids), eb("attempt_key", "=", clearKey)])).execute();
  }

  /** Rows older than the window no longer count. */
  async pruneBefore(before: Date): Promise<void> {
    await this.db.deleteFrom("login_failures").where("created_at", "<", before).execute();
  }
}
