import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { isPostgres } from "../../db/json-sql.js";
import { thoughtWriteListenerFor } from "../../db/thought-write-listener.js";

/**
 * A value that changes whenever any of a person's thoughts is written, so that an answer
 * computed from their thoughts can be kept until it does (feed pages, insights).
 *
 * SQLite keeps a counter by trigger (thought_counts.version); it has one writer and the
 * counter commits with the write, so the value is always safe to cache under.
 *
 * PostgreSQL stamps each written row from a sequence (migration 2026_11_25_2230); the version
 * is the highest stamp with the count, which a delete changes. Stamps are taken in write order,
 * not commit order: a transaction that took stamp 10 may commit after one that took 11, and a
 * reader between the two commits would see 11 and miss 10 for good. So a version is settled
 * only when no transaction was running as it was read (the snapshot's xmin equals its xmax):
 * any write not yet visible then takes a later stamp, which changes the version. An answer
 * read under an unsettled version is kept only briefly (see VersionedCache).
 *
 * In the API process PostgreSQL's notices of thought writes answer instead, without a query,
 * while they are being heard (db/thought-write-listener.ts).
 */
export interface DataVersion {
  version: string;
  /** False when a write begun before the read may still commit without changing `version`. */
  settled: boolean;
}

export class DataVersionRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  async dataVersion(userId: string): Promise<DataVersion> {
    if (this.postgres) {
      const notified = await thoughtWriteListenerFor(this.db)?.version(userId);
      if (notified) return notified;
      const { rows } = await sql<{ version: string; quiet: boolean }>`select
          coalesce((select total from thought_counts where user_id = ${userId}), 0) || ':' ||
          coalesce((select max(change_seq) from thoughts where user_id = ${userId}), 0) as version,
          pg_snapshot_xmin(pg_current_snapshot()) = pg_snapshot_xmax(pg_current_snapshot()) as quiet`.execute(this.db);
      const row = rows[0]!;
      return { version: row.version, settled: row.quiet };
    }
    const row = await this.db.selectFrom("thought_counts").select("version").where("user_id", "=", userId).executeTakeFirst();
    return { version: String(row?.version ?? 0), settled: true };
  }
}
