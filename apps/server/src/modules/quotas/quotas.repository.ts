import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";

export class QuotasRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Adds one to the user's count for the day and kind unless it already reached the limit,
   * in one statement, so concurrent calls cannot both take the last unit. True when counted.
   */
  async incrementBelow(userId: string, day: string, kind: string, limit: number): Promise<boolean> {
    const row = await this.db
      .insertInto("usage_counts")
      .values({ user_id: userId, day, kind, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "day", "kind"])
          .doUpdateSet((eb) => ({ count: eb("usage_counts.count", "+", 1) }))
          .where("usage_counts.count", "<", limit),
      )
      .returning("count")
      .executeTakeFirst();
    return row !== undefined;
  }

  async countFor(userId: string, day: string, kind: string): Promise<number> {
    const row = await this.db
      .selectFrom("usage_counts")
      .select("count")
      .where("user_id", "=", userId)
      .where("day", "=", day)
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row?.count ?? 0;
  }
}
