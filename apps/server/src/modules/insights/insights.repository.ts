import { sql, type Kysely } from "kysely";
import type { HighValueThought } from "@life/contracts";
import { isPostgres, jsonNumber, jsonString } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toCount, toIso } from "../../db/values.js";

export interface IndustryRow {
  industry: string | null;
  count: number;
  total: number;
}

/**
 * Aggregates over flexible_attributes.commercial_value with each database's JSON functions.
 * Every query is one user's thoughts from a created_at onwards, a range of the
 * (user_id, created_at, id) index, so the work grows with the window, not with the history.
 */
export class InsightsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  private path(key: string) {
    return { postgres: this.postgres, column: "flexible_attributes", path: ["commercial_value", key] };
  }

  private value() {
    return jsonNumber(this.path("estimatedValue"));
  }

  /** When the user's latest `max` thoughts since `since` begin: the start of the window. */
  async findWindowStart(userId: string, since: Date, max: number): Promise<Date> {
    const row = await this.db
      .selectFrom("thoughts")
      .select("created_at")
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .offset(max - 1)
      .executeTakeFirst();
    return row ? new Date(toIso(row.created_at)) : since;
  }

  /** Newest first, valued above `threshold`. */
  async listHighValue(userId: string, since: Date, threshold: number, limit: number): Promise<HighValueThought[]> {
    const value = this.value();
    const rows = await this.db
      .selectFrom("thoughts")
      .select((eb) => [
        "id",
        "ai_title",
        eb.fn<string>("substr", ["original_input", eb.lit(1), eb.lit(300)]).as("input"),
        "created_at",
        value.as("value"),
        jsonString(this.path("valueTier")).as("tier"),
        jsonString(this.path("industry")).as("industry"),
      ])
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .where(value, ">", threshold)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.ai_title ?? row.input.split("\n")[0]!.slice(0, 80),
      original_input: row.input,
      estimated_value: Number(row.value),
      value_tier: row.tier as string | null,
      industry: row.industry as string | null,
      created_at: toIso(row.created_at),
    }));
  }

  /** Count and sum of valued thoughts per industry (null: valued without an industry). */
  async sumByIndustry(userId: string, since: Date): Promise<IndustryRow[]> {
    const value = this.value();
    const industry = jsonString(this.path("industry"));
    const rows = await this.db
      .selectFrom("thoughts")
      .select((eb) => [industry.as("industry"), eb.fn.countAll<string | number>().as("n"), eb.fn.sum<string | number>(value).as("total")])
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .where(value, "is not", null)
      .groupBy(industry)
      .execute();
    return rows.map((row) => ({ industry: row.industry as string | null, count: toCount(row.n), total: Number(row.total ?? 0) }));
  }

  /** Most frequent keywords, case-folded; ties by keyword so the order is stable. */
  async topKeywords(userId: string, since: Date, limit: number): Promise<Array<{ keyword: string; count: number }>> {
    const query = this.postgres
      ? sql<{ keyword: string; n: string | number }>`
          select lower(k.value) as keyword, count(*) as n
          from thoughts t cross join lateral jsonb_array_elements_text(
            case when jsonb_typeof(t.flexible_attributes #> '{commercial_value,keywords}') = 'array'
              then t.flexible_attributes #> '{commercial_value,keywords}' else '[]'::jsonb end) as k(value)
          where t.user_id = ${userId} and t.created_at >= ${since}
          group by lower(k.value) order by n desc, keyword limit ${limit}`
      : sql<{ keyword: string; n: string | number }>`
          select lower(k.value) as keyword, count(*) as n
          from thoughts t, json_each(t.flexible_attributes, '$.commercial_value.keywords') k
          where t.user_id = ${userId} and t.created_at >= ${since}
            and json_type(t.flexible_attributes, '$.commercial_value.keywords') = 'array' and k.type = 'text'
          group by lower(k.value) order by n desc, keyword limit ${limit}`;
    const { rows } = await query.execute(this.db);
    return rows.map((row) => ({ keyword: row.keyword, count: toCount(row.n) }));
  }

  /**
   * Count and sum of valued thoughts per local day. `boundaries` are the days' starting
   * instants plus the end of the last; the day index is computed in SQL from them, since
   * SQLite has no time zones.
   */
  async sumByDay(userId: string, boundaries: readonly string[]): Promise<Array<{ day: number; count: number; total: number }>> {
    const value = this.value();
    const starts = boundaries.map((iso) => new Date(iso));
    const inner = starts.slice(1, -1).map((start, i) => sql`when created_at < ${start} then ${sql.lit(i)}`);
    const day = sql<number>`(case ${sql.join(inner, sql` `)} else ${sql.lit(starts.length - 2)} end)`;
    const valued = this.db
      .selectFrom("thoughts")
      .select([day.as("day"), value.as("value")])
      .where("user_id", "=", userId)
      .where("created_at", ">=", starts[0]!)
      .where("created_at", "<", starts[starts.length - 1]!)
      .where(value, "is not", null);
    // Grouped outside: PostgreSQL would not match a GROUP BY repeating the parameterised CASE.
    const rows = await this.db
      .selectFrom(valued.as("v"))
      .select((eb) => ["v.day", eb.fn.countAll<string | number>().as("n"), eb.fn.sum<string | number>("v.value").as("total")])
      .groupBy("v.day")
      .execute();
    return rows.map((row) => ({ day: Number(row.day), count: toCount(row.n), total: Number(row.total ?? 0) }));
  }
}
