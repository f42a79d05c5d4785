import { sql, type Kysely } from "kysely";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import type { SeedRow } from "./generator.js";

/** Rows per INSERT: about 20 columns each stays well under SQLite's 32,766 parameters. */
const ROWS_PER_STATEMENT = 500;

export class SeedRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * SQLite's default page cache (2 MB) is smaller than one of the thoughts indexes at 100k
   * rows, so a bulk load would keep evicting and rereading index pages. The setting belongs to
   * this connection only and ends with it.
   */
  async prepareBulkLoad(): Promise<void> {
    if (!isPostgres(this.db)) await sql`pragma cache_size = -131072`.execute(this.db);
  }

  /** One transaction per call, so a batch lands whole or not at all. */
  async insertThoughts(userId: string, rows: SeedRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        const values = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => ({
          ...row,
          user_id: userId,
          expected_date: null,
          processing_status: "done",
          updated_at: row.created_at,
        }));
        await trx.insertInto("thoughts").values(values).execute();
      }
    });
  }
}
