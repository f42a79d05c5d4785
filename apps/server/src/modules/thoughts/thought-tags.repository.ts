import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";

/** How many of the person's newest tag rows the recent-tags list counts. */
export const RECENT_TAG_ROWS = 500;

/** The strings of a stored tags value, once each; anything else reads as no tags. */
export function tagsOf(attributes: unknown): string[] {
  const tags = (attributes as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags) ? [...new Set(tags.filter((tag): tag is string => typeof tag === "string"))] : [];
}

/**
 * thought_tags mirrors flexible_attributes.tags so recent tags are an indexed read. Every write
 * that can change a thought's tags calls replaceTags with the attributes it stored, inside the
 * same transaction (PUT /thoughts, the chat's tag command, the classification job's write).
 */
export class ThoughtTagsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Makes the rows match `tags`; a tag kept from before keeps its time, so recency means "tagged". */
  static async replaceTags(db: Kysely<Tables>, userId: string, thoughtId: string, tags: readonly string[], now: Date): Promise<void> {
    let removal = db.deleteFrom("thought_tags").where("thought_id", "=", thoughtId).where("user_id", "=", userId);
    if (tags.length > 0) removal = removal.where("tag", "not in", [...tags]);
    await removal.execute();
    if (tags.length === 0) return;
    await db
      .insertInto("thought_tags")
      .values(tags.map((tag) => ({ thought_id: thoughtId, tag, user_id: userId, created_at: now })))
      .onConflict((oc) => oc.columns(["thought_id", "tag"]).doNothing())
      .execute();
  }

  /** Tags of the person's latest tagging, most used first, read off (user_id, created_at). */
  async recentTags(userId: string, rows = RECENT_TAG_ROWS): Promise<string[]> {
    const recent = await this.db
      .selectFrom((eb) =>
        eb.selectFrom("thought_tags").select("tag").where("user_id", "=", userId).orderBy("created_at", "desc").limit(rows).as("recent"),
      )
      .select((eb) => ["recent.tag", eb.fn.countAll<string | number>().as("uses")])
      .groupBy("recent.tag")
      .execute();
    return recent.sort((a, b) => Number(b.uses) - Number(a.uses) || a.tag.localeCompare(b.tag)).map((row) => row.tag);
  }
}
