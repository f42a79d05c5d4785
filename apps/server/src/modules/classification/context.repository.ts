import { decodeEmbedding, EMBEDDING_TYPE } from "@life/classifier";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Dialect } from "../../db/database.js";
import type { Tables } from "../../db/tables.js";
import type { ContextCandidate, ContextCandidates } from "./context-ranking.js";

/** Newest items of each kind read as candidates; ranking in JS keeps the best few (context-ranking.ts). */
export const CANDIDATES_PER_KIND = 300;

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
 * Step 1's reads: the user's open projects, open tasks, contacts and open waiting items,
 * newest first, with their embeddings. Bounded candidate sets ranked in JS stand in for SQL
 * full-text search, which arrives with the search feature; then step 1 can ask it for the
 * best matches instead of the newest.
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
  async loadCandidates(userId: string, excludeId: string): Promise<ContextCandidates> {
    const branches = [
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
    ].map((query, i) =>
      this.db.selectFrom(query.orderBy("created_at", "desc").limit(CANDIDATES_PER_KIND).as(`b${i}`)).selectAll(),
    );
    const [first, ...rest] = branches;
    const rows = (await rest.reduce((all, next) => all.unionAll(next), first!).execute()) as CandidateRow[];

    const byKind: Record<Kind, CandidateRow[]> = { projects: [], tasks: [], contacts: [], waiting: [] };
    for (const row of rows) byKind[row.kind].push(row);
    return {
      projects: newest(byKind.projects).map(toCandidate),
      tasks: newest(byKind.tasks).map(toCandidate),
      contacts: newest(byKind.contacts).map(toCandidate),
      waiting: newest(byKind.waiting).map(toCandidate),
    };
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

/** Newest first across a kind's statuses, cut to the candidate bound. */
function newest(rows: CandidateRow[]): CandidateRow[] {
  const time = (row: CandidateRow) => (row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at);
  return rows.sort((a, b) => (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0)).slice(0, CANDIDATES_PER_KIND);
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
