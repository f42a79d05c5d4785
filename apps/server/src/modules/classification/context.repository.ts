import { decodeEmbedding, EMBEDDING_TYPE } from "@life/classifier";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Dialect } from "../../db/database.js";
import type { Tables } from "../../db/tables.js";
import { searchWords } from "../../lib/search-fold.js";
import { toFts5AnyPhrase, toTsQueryAnyPhrase } from "../search/search-terms.js";
import type { ContextCandidate, ContextCandidates } from "./context-ranking.js";

/** Newest open items of each kind and status read as candidates, whatever the text says. */
export const RECENT_PER_KIND = 50;
/** Newest items sharing a word with the new text, of any age, found through the full-text index. */
export const TEXT_MATCHES = 150;
/** Words of the new text looked up; the first ones are enough to find what it is about. */
const MATCH_WORDS = 16;
// Words so common that matching on them finds everything; they would only crowd the matches.
const COMMON_WORDS = new Set(
  "the and for with that this from have has had was were are but not you your our out about into over after before then than them they their there what when where which while will would should could can just also some more very need needs to of in on at by it is be as or an a i me my we he she his her do did done get got".split(" "),
);

type Kind = keyof ContextCandidates;

interface CandidateRow {
  kind: Kind;
  id: string;
  title: string;
  parent_id: string | null;
  waiting_for: string | null;
  relation: string | null;
  embedding: Buffer | null;
  created_at: Date | string;
}

/**
 * Step 1's reads: the user's open projects, open tasks, contacts and open waiting items, with
 * their embeddings. Two indexed reads bound the work however many thoughts the user has: the
 * newest RECENT_PER_KIND of each kind, plus the newest TEXT_MATCHES items of those kinds that
 * share a word with the new text (full-text index), so an old project named in the text is
 * found without reading hundreds of rows per capture. context-ranking.ts keeps the best few.
 */
export class ContextRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * One statement of UNION ALL branches (capture is latency-bound, and each query has a fixed
   * cost). Each branch reads one kind and status straight off thoughts_user_ctype_status_created_idx
   * (waiting items off the partial thoughts_user_open_waiting_idx) in created_at order, so its
   * LIMIT stops early however many thoughts the user has.
   */
  async loadCandidates(userId: string, excludeId: string, text: string): Promise<ContextCandidates> {
    const matched = await this.textMatches(userId, text);
    const kinds = [
      this.ofKind(userId, excludeId, "projects", "Projects", "pending"),
      this.ofKind(userId, excludeId, "projects", "Projects", "approved"),
      this.ofKind(userId, excludeId, "tasks", "Tasks", "pending"),
      this.ofKind(userId, excludeId, "tasks", "Tasks", "approved"),
      this.ofKind(userId, excludeId, "contacts", "Contacts", "pending"),
      this.ofKind(userId, excludeId, "contacts", "Contacts", "approved"),
      this.ofKind(userId, excludeId, "contacts", "Contacts", "completed"),
      // The partial index's predicate, with literals so both planners match it.
      this.branch(userId, excludeId, "waiting").where(
        sql<boolean>`waiting_for is not null and waiting_received_at is null and status in ('pending', 'approved')`,
      ),
    ];
    const recent = kinds.map((query, i) => this.db.selectFrom(query.orderBy("created_at", "desc").limit(RECENT_PER_KIND).as(`b${i}`)).selectAll());
    const [first, ...rest] = recent;
    const [recentRows, matchedRows] = await Promise.all([
      rest.reduce((all, next) => all.unionAll(next), first!).execute() as Promise<CandidateRow[]>,
      this.matchedCandidates(userId, excludeId, matched),
    ]);
    const rows = [...recentRows, ...matchedRows];

    const byKind: Record<Kind, CandidateRow[]> = { projects: [], tasks: [], contacts: [], waiting: [] };
    const seen = new Set<string>();
    for (const row of rows) {
      // An item both recent and matched comes twice.
      if (seen.has(`${row.kind}:${row.id}`)) continue;
      seen.add(`${row.kind}:${row.id}`);
      byKind[row.kind].push(row);
    }
    return {
      projects: newest(byKind.projects).map(toCandidate),
      tasks: newest(byKind.tasks).map(toCandidate),
      contacts: newest(byKind.contacts).map(toCandidate),
      waiting: newest(byKind.waiting).map(toCandidate),
    };
  }

  /**
   * The matched thoughts that are candidates, sorted into kinds as the recent branches do.
   * Read by primary key alone and scoped here: given user_id too, SQLite's planner walks the
   * user's kind index instead (180 ms instead of 1 at 100k thoughts).
   */
  private async matchedCandidates(userId: string, excludeId: string, ids: string[]): Promise<CandidateRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("thoughts")
      .select([
        "id",
        "user_id",
        "container_type",
        "status",
        "waiting_received_at",
        sql<string>`coalesce(${firstEntity(this.dialect)}, ai_title, original_input)`.as("contact_title"),
        sql<string>`coalesce(ai_title, substr(original_input, 1, 200))`.as("title"),
        "parent_id",
        "waiting_for",
        sql<string | null>`subdomain`.as("relation"),
        sql<Buffer | null>`case when embedding_model = ${EMBEDDING_TYPE} then embedding end`.as("embedding"),
        "created_at",
      ])
      .where("id", "in", ids)
      .execute();
    const open = (status: string) => status === "pending" || status === "approved";
    return rows.flatMap((row) => {
      if (row.user_id !== userId || row.id === excludeId) return [];
      const base = { id: row.id, title: row.title, parent_id: row.parent_id, waiting_for: row.waiting_for, relation: row.relation, embedding: row.embedding, created_at: row.created_at };
      const found: CandidateRow[] = [];
      if (row.container_type === "Projects" && open(row.status)) found.push({ ...base, kind: "projects" });
      if (row.container_type === "Tasks" && open(row.status)) found.push({ ...base, kind: "tasks" });
      if (row.container_type === "Contacts" && (open(row.status) || row.status === "completed")) {
        found.push({ ...base, kind: "contacts", title: row.contact_title, embedding: null });
      }
      if (row.waiting_for !== null && row.waiting_received_at === null && open(row.status)) found.push({ ...base, kind: "waiting" });
      return found;
    });
  }

  /** Ids of the user's newest thoughts sharing a significant word with the text. */
  private async textMatches(userId: string, text: string): Promise<string[]> {
    const words = [...new Set(searchWords(text).filter((word) => word.length > 2 && !COMMON_WORDS.has(word)))].slice(0, MATCH_WORDS);
    if (words.length === 0) return [];
    const phrases = words.map((word) => [word]);
    const { rows } =
      this.dialect === "postgres"
        ? await sql<{ id: string }>`
            select id from thoughts
            where user_id = ${userId} and search_vector @@ to_tsquery('simple', ${toTsQueryAnyPhrase(phrases)})
            order by created_at desc limit ${TEXT_MATCHES}`.execute(this.db)
        : await sql<{ id: string }>`
            select t.id from thoughts_fts cross join thoughts t on t.rowid = thoughts_fts.rowid
            where thoughts_fts match ${toFts5AnyPhrase(phrases)} and t.user_id = ${userId}
            order by thoughts_fts.rowid desc limit ${TEXT_MATCHES}`.execute(this.db);
    return rows.map((row) => row.id);
  }

  private ofKind(userId: string, excludeId: string, kind: Kind, containerType: string, status: string) {
    return this.branch(userId, excludeId, kind).where("container_type", "=", containerType).where("status", "=", status);
  }

  private branch(userId: string, excludeId: string, kind: Kind) {
    const contact = kind === "contacts";
    const query = this.db
      .selectFrom("thoughts")
      .select([
        sql<Kind>`${sql.lit(kind)}`.as("kind"),
        "id",
        // A contact is known by the name it was created for; other items by their title.
        (contact ? sql<string>`coalesce(${firstEntity(this.dialect)}, ai_title, original_input)` : sql<string>`coalesce(ai_title, substr(original_input, 1, 200))`).as("title"),
        "parent_id",
        "waiting_for",
        sql<string | null>`subdomain`.as("relation"),
        // Contacts are ranked by name only (context-ranking.ts), so their vectors are not read.
        // Typed, because PostgreSQL reads a bare null in a subquery as text, which UNION cannot match with bytea.
        // Step 1 embeds the new text offline, so only offline vectors are comparable with it.
        (contact ? sql<Buffer | null>`cast(null as ${sql.raw(this.dialect === "postgres" ? "bytea" : "blob")})` : sql<Buffer | null>`case when embedding_model = ${EMBEDDING_TYPE} then embedding end`).as("embedding"),
        "created_at",
      ])
      .where("user_id", "=", userId)
      .where("id", "!=", excludeId);
    return query as SelectQueryBuilder<Tables, "thoughts", CandidateRow>;
  }

}

/** The name a Contacts record was made for: the first of its flexible_attributes.entities. */
export function firstEntity(dialect: Dialect): RawBuilder<string | null> {
  return dialect === "postgres"
    ? sql`(flexible_attributes -> 'entities' ->> 0)`
    : sql`(case when json_type(flexible_attributes, '$.entities[0]') = 'text' then json_extract(flexible_attributes, '$.entities[0]') end)`;
}

/** Newest first across a kind's statuses and both reads. */
function newest(rows: CandidateRow[]): CandidateRow[] {
  const time = (row: CandidateRow) => (row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at);
  return rows.sort((a, b) => (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0));
}

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Hundreds of vectors per capture: copying the bytes into an aligned array is twice as fast as DataView. */
function toVector(bytes: Buffer): Float32Array | null {
  if (bytes.byteLength % 4 !== 0) return null;
  if (!littleEndian) return decodeEmbedding(bytes);
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function toCandidate(row: CandidateRow): ContextCandidate {
  // A damaged vector only costs this item its similarity score.
  const embedding = row.embedding ? toVector(row.embedding) : null;
  return { id: row.id, title: row.title, parentId: row.parent_id, waitingFor: row.waiting_for, relation: row.relation, embedding };
}
