import { sql, type Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { cardColumns, toThought } from "../thoughts/thought-row.js";
import { toFts5Query, toTsQuery, type SearchTerms } from "./search-terms.js";

/** Newest full-text matches ranked per query; see searchText. */
export const MATCH_POOL = 500;

/** A stored vector and the model that made it (null for vectors stored before models were recorded and not recognised). */
export interface StoredVector {
  bytes: Uint8Array;
  model: string | null;
}

export interface TextHit {
  id: string;
  /** Higher is better; only comparable within one query. */
  textScore: number;
}

/**
 * Full-text candidates: FTS5 with bm25 (title weighted 2:1) on SQLite, the generated tsvector
 * with ts_rank (title A, input B) on PostgreSQL. See the organised-views migration.
 */
export class SearchRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  /**
   * The best `limit` text matches among the user's newest `pool` matches. Ranking every match
   * of a very common word means reading every matching row (a 4 KB row each); taking the
   * newest matches first bounds that work, and only changes the answer for words found in more
   * than `pool` thoughts, where recency is the better tie-breaker anyway.
   */
  async searchText(userId: string, terms: SearchTerms, limit: number, pool = MATCH_POOL): Promise<TextHit[]> {
    if (terms.words.length === 0) return [];
    const { rows } = this.postgres
      ? await sql<{ id: string; score: number }>`
          select t.id, ts_rank(t.search_vector, q) as score
          from thoughts t, to_tsquery('simple', ${toTsQuery(terms)}) q
          where t.user_id = ${userId} and t.search_vector @@ q
          order by t.created_at desc limit ${pool}`.execute(this.db)
      : // CROSS JOIN keeps SQLite reading the full-text index first; rowid order is capture order.
        await sql<{ id: string; score: number }>`
          select t.id, -bm25(thoughts_fts, 2.0, 1.0) as score
          from thoughts_fts cross join thoughts t on t.rowid = thoughts_fts.rowid
          where thoughts_fts match ${toFts5Query(terms)} and t.user_id = ${userId}
          order by thoughts_fts.rowid desc limit ${pool}`.execute(this.db);
    return rows
      .map((row, order) => ({ id: row.id, textScore: Number(row.score), order }))
      .sort((a, b) => b.textScore - a.textScore || a.order - b.order)
      .slice(0, limit)
      .map(({ id, textScore }) => ({ id, textScore }));
  }

  /**
   * Stored embeddings of the given thoughts (none for those without). Read for the best text
   * hits only: the blob sits at the end of a wide row, so reading it costs a page per thought.
   */
  async findEmbeddings(userId: string, ids: string[]): Promise<Map<string, StoredVector>> {
    if (ids.length === 0) return new Map();
    // By primary key alone, scoped afterwards: see findThoughts.
    const rows = await this.db.selectFrom("thoughts").select(["id", "user_id", "embedding", "embedding_model"]).where("id", "in", ids).execute();
    return new Map(
      rows.flatMap((row) => (row.user_id === userId && row.embedding ? [[row.id, { bytes: row.embedding, model: row.embedding_model }] as const] : [])),
    );
  }

  /**
   * The thoughts for the given ids, in that order. Looked up by primary key alone and scoped
   * afterwards: given `user_id = ?` as well, SQLite's planner walks the user's index instead
   * (90 ms instead of 0.1 at 100k thoughts).
   */
  async findThoughts(userId: string, ids: string[]): Promise<Thought[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom("thoughts").select(cardColumns(this.postgres)).where("id", "in", ids).execute();
    const byId = new Map(rows.filter((row) => row.user_id === userId).map((row) => [row.id, toThought(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
