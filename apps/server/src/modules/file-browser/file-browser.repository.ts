import type { Kysely } from "kysely";
import type { Domain, SimpleTitleItem } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { toBool, toCount, toIso } from "../../db/values.js";

/** Enough of the input to make a title of; original_input may be 10,000 characters. */
const INPUT_PREFIX = 120;

export class FileBrowserRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Thoughts per domain (null for unclassified), from the counts the triggers keep (thought_domain_counts). */
  async countByDomain(userId: string): Promise<Array<{ domain: string | null; count: number }>> {
    const rows = await this.db.selectFrom("thought_domain_counts").select(["domain", "total"]).where("user_id", "=", userId).execute();
    return rows.map((row) => ({ domain: row.domain === "" ? null : row.domain, count: toCount(row.total) }));
  }

  /** Newest first, in one domain or across all; read off the (user_id[, domain], created_at, id) indexes. */
  async listTitles(userId: string, domain: Domain | undefined, limit: number): Promise<SimpleTitleItem[]> {
    let query = this.db
      .selectFrom("thoughts")
      .select((eb) => [
        "id",
        "ai_title",
        eb.fn<string>("substr", ["original_input", eb.lit(1), eb.lit(INPUT_PREFIX)]).as("input_prefix"),
        "created_at",
        "event_type",
        "is_container",
        "domain",
      ])
      .where("user_id", "=", userId);
    if (domain) query = query.where("domain", "=", domain);
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.ai_title ?? titleFromInput(row.input_prefix),
      date: toIso(row.created_at),
      event_type: row.event_type as SimpleTitleItem["event_type"],
      is_container: toBool(row.is_container),
      domain: row.domain as SimpleTitleItem["domain"],
    }));
  }
}

function titleFromInput(prefix: string): string {
  const line = prefix.split("\n")[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
