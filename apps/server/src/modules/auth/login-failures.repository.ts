import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { toCount } from "../../db/values.js";

/** Failed sign-ins per attempt key, kept in the database so every server process sees them. */
export class LoginFailuresRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async countFailuresSince(attemptKey: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("login_failures")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("attempt_key", "=", attemptKey)
      .where("created_at", ">", since)
      .executeTakeFirst();
    return toCount(row?.n);
  }

  /** Records a failure and drops rows older than the window, which no longer count. */
  async recordFailure(attemptKey: string, now: Date, forgetBefore: Date): Promise<void> {
    await this.db.insertInto("login_failures").values({ id: randomUUID(), attempt_key: attemptKey, created_at: now }).execute();
    await this.db.deleteFrom("login_failures").where("created_at", "<", forgetBefore).execute();
  }

  async clearFailures(attemptKey: string): Promise<void> {
    await this.db.deleteFrom("login_failures").where("attempt_key", "=", attemptKey).execute();
  }
}
