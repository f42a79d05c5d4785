import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";

export class SystemRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** True when the database answers a trivial query. */
  async pingDatabase(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.db);
      return true;
    } catch {
      return false;
    }
  }
}
