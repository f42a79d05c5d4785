import type { Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { toIso } from "../../db/values.js";
import { thoughtColumns, toThought } from "../thoughts/thoughts.repository.js";

export class CalendarFeedRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async findFeed(userId: string): Promise<{ createdAt: string } | undefined> {
    const row = await this.db.selectFrom("calendar_feeds").select("created_at").where("user_id", "=", userId).executeTakeFirst();
    return row && { createdAt: toIso(row.created_at) };
  }

  /** One feed per person: a new secret replaces the old one, which stops working at once. */
  async replaceFeed(userId: string, secretHash: string, now: Date): Promise<void> {
    await this.db
      .insertInto("calendar_feeds")
      .values({ user_id: userId, secret_hash: secretHash, created_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ secret_hash: secretHash, created_at: now }))
      .execute();
  }

  async deleteFeed(userId: string): Promise<void> {
    await this.db.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
  }

  /** The only read not scoped by a user id: the secret is what names the user. */
  async findUserIdBySecretHash(secretHash: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("calendar_feeds").select("user_id").where("secret_hash", "=", secretHash).executeTakeFirst();
    return row?.user_id;
  }

  /** Scheduled, not archived, from `fromDay` on; by scheduled time, at most `limit`. */
  async listScheduledFrom(userId: string, fromDay: string, limit: number): Promise<Thought[]> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select(thoughtColumns)
      .where("user_id", "=", userId)
      .where("scheduled_for", ">=", fromDay)
      .where("status", "!=", "archived")
      .orderBy("scheduled_for")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map(toThought);
  }
}
