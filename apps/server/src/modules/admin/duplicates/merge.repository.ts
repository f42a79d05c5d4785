import { sql, type Kysely } from "kysely";
import { MAX_ENTITIES, MAX_TAGS, type MergeResult } from "@life/contracts";
import { isPostgres } from "../../../db/json-sql.js";
import type { Tables } from "../../../db/tables.js";
import { writeTransaction } from "../../../db/write-transaction.js";
import { fromJson, toIso, toJson } from "../../../db/values.js";
import { BadRequestError, NotFoundError } from "../../../lib/errors.js";
import { insertActivity } from "../../activity/activity-log.js";
import { ThoughtTagsRepository, tagsOf } from "../../thoughts/thought-tags.repository.js";

type Attributes = Record<string, unknown>;
interface Connection {
  id: string;
  type: string;
  name: string;
}

/** Keys of flexible_attributes that hold another thought's id. */
const ID_KEYS = ["completed_by_thought_id", "follow_up_of"] as const;
/** A parent chain longer than this is not walked further (the API refuses cycles, so chains are short). */
const MAX_DEPTH = 100;

function attributesOf(value: unknown): Attributes {
  const parsed = fromJson(value);
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? { ...(parsed as Attributes) } : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function connections(value: unknown): Connection[] {
  return Array.isArray(value)
    ? value.filter((c): c is Connection => !!c && typeof c === "object" && typeof (c as Connection).id === "string")
    : [];
}

/** Strings of every list in order, each once (compared without case), at most `max`. */
function unite(lists: string[][], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of lists.flat()) {
    const key = value.toLowerCase();
    if (seen.has(key) || out.length >= max) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Points every reference to a merged id at the kept one; returns null when nothing changed. */
function relink(attributes: Attributes, merged: ReadonlySet<string>, keptId: string, selfId: string): Attributes | null {
  let changed = false;
  const next = { ...attributes };
  for (const key of ID_KEYS) {
    const value = next[key];
    if (typeof value === "string" && merged.has(value)) {
      next[key] = keptId;
      changed = true;
    }
  }
  const list = connections(next.connections);
  if (list.some((c) => merged.has(c.id))) {
    const seen = new Set<string>();
    next.connections = list
      .map((c) => (merged.has(c.id) ? { ...c, id: keptId } : c))
      .filter((c) => c.id !== selfId && !seen.has(c.id) && (seen.add(c.id), true));
    changed = true;
  }
  return changed ? next : null;
}

/**
 * Merges one person's duplicates into the oldest, in one write transaction: children filed
 * under the others move to it, links to the others (connections, completed-by, follow-up-of)
 * point to it, entities, related projects, connections and tags are united on it, and the
 * others are deleted. The activity row is written in the same transaction.
 */
export class MergeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async merge(ids: readonly string[], actor: { id: string; email: string }, now: Date): Promise<MergeResult> {
    const unique = [...new Set(ids)];
    if (unique.length < 2) throw new BadRequestError("A duplicate group needs at least two different items");
    return writeTransaction(this.db, async (trx) => {
      let read = trx
        .selectFrom("thoughts")
        .select(["id", "user_id", "is_container", "container_type", "parent_id", "ai_title", "original_input", "flexible_attributes", "created_at"])
        .where("id", "in", unique);
      if (isPostgres(trx)) read = read.forUpdate();
      const rows = (await read.execute()).sort((a, b) => toIso(a.created_at).localeCompare(toIso(b.created_at)) || a.id.localeCompare(b.id));
      if (rows.length !== unique.length) throw new NotFoundError("Some items of this group no longer exist; find duplicates again");
      const userId = rows[0]!.user_id;
      if (rows.some((r) => r.user_id !== userId)) throw new BadRequestError("A duplicate group must belong to one person");
      if (rows.some((r) => r.container_type !== rows[0]!.container_type || Boolean(r.is_container) !== Boolean(rows[0]!.is_container))) {
        throw new BadRequestError("A duplicate group must hold items of one type");
      }
      const kept = rows[0]!;
      const others = rows.slice(1);
      const merged = new Set(others.map((r) => r.id));

      // Children of the others move to the kept item, except an ancestor of it (that would make a cycle).
      const ancestors = await ancestorIds(trx, userId, kept.parent_id);
      const children = await trx
        .selectFrom("thoughts")
        .select("id")
        .where("user_id", "=", userId)
        .where("parent_id", "in", [...merged])
        .where("id", "!=", kept.id)
        .execute();
      const movable = children.map((c) => c.id).filter((id) => !ancestors.has(id) && !merged.has(id));
      if (movable.length > 0) await trx.updateTable("thoughts").set({ parent_id: kept.id, updated_at: now }).where("user_id", "=", userId).where("id", "in", movable).execute();
      const stranded = children.map((c) => c.id).filter((id) => ancestors.has(id));
      if (stranded.length > 0) await trx.updateTable("thoughts").set({ parent_id: null, updated_at: now }).where("user_id", "=", userId).where("id", "in", stranded).execute();
      if (kept.parent_id !== null && merged.has(kept.parent_id)) {
        await trx.updateTable("thoughts").set({ parent_id: null, updated_at: now }).where("id", "=", kept.id).execute();
      }

      // Other thoughts that name a merged id in their attributes: a text prefilter, then an exact check.
      const attributesText = sql<string>`cast(${sql.ref("flexible_attributes")} as text)`;
      let linkedQuery = trx
        .selectFrom("thoughts")
        .select(["id", "flexible_attributes"])
        .where("user_id", "=", userId)
        .where("id", "not in", [...merged, kept.id])
        .where((eb) => eb.or([...merged].map((id) => eb(attributesText, "like", `%${id}%`))));
      if (isPostgres(trx)) linkedQuery = linkedQuery.forUpdate();
      const linked = await linkedQuery.execute();
      let linksUpdated = 0;
      for (const row of linked) {
        const next = relink(attributesOf(row.flexible_attributes), merged, kept.id, row.id);
        if (!next) continue;
        await trx.updateTable("thoughts").set({ flexible_attributes: toJson(next), updated_at: now }).where("id", "=", row.id).execute();
        linksUpdated += 1;
      }

      const all = rows.map((r) => attributesOf(r.flexible_attributes));
      const keptAttributes = relink(all[0]!, merged, kept.id, kept.id) ?? all[0]!;
      const entities = unite(all.map((a) => strings(a.entities)), MAX_ENTITIES);
      const relatedProjects = unite(all.map((a) => strings(a.related_projects)), MAX_ENTITIES);
      const tags = unite(all.map((a) => tagsOf(a)), MAX_TAGS);
      const seen = new Set<string>();
      const united = all
        .flatMap((a) => connections(a.connections))
        .map((c) => (merged.has(c.id) ? { ...c, id: kept.id } : c))
        .filter((c) => c.id !== kept.id && !seen.has(c.id) && (seen.add(c.id), true))
        .slice(0, MAX_ENTITIES);
      const next: Attributes = { ...keptAttributes };
      if (entities.length > 0) next.entities = entities;
      if (relatedProjects.length > 0) next.related_projects = relatedProjects;
      if (tags.length > 0) next.tags = tags;
      if (united.length > 0) next.connections = united;
      await trx.updateTable("thoughts").set({ flexible_attributes: toJson(next), updated_at: now }).where("id", "=", kept.id).execute();
      await ThoughtTagsRepository.replaceTags(trx, userId, kept.id, tags, now);

      const documents = await relinkDocuments(trx, userId, [...merged], kept.id, now);

      await trx.deleteFrom("thoughts").where("user_id", "=", userId).where("id", "in", [...merged]).execute();
      const result: MergeResult = {
        kept_id: kept.id,
        merged: merged.size,
        children_moved: movable.length,
        links_updated: linksUpdated,
        entities: entities.length,
        tags: tags.length,
        documents,
      };
      await insertActivity(trx, {
        userId,
        type: "merge",
        actor,
        title: kept.ai_title ?? kept.original_input,
        detail: `${merged.size} merged into ${kept.id}; ${movable.length} children moved, ${linksUpdated} links updated, ${documents} documents re-linked`,
        at: now,
      });
      return result;
    });
  }
}

/**
 * Documents connected to a merged item, or made for it (createEvent), now belong to the kept
 * one; a document already connected to both keeps one link. Done before the merged rows are
 * deleted, which would drop their links by cascade. Answers how many documents were re-linked.
 */
async function relinkDocuments(trx: Kysely<Tables>, userId: string, merged: string[], keptId: string, now: Date): Promise<number> {
  const links = await trx
    .selectFrom("document_links")
    .select(["document_id", "entity_type"])
    .where("user_id", "=", userId)
    .where("thought_id", "in", merged)
    .orderBy("created_at")
    .execute();
  const made = await trx.selectFrom("documents").select("id").where("user_id", "=", userId).where("thought_id", "in", merged).execute();
  const relinked = new Set([...links.map((l) => l.document_id), ...made.map((d) => d.id)]);
  const firstType = new Map<string, string>();
  for (const link of links) if (!firstType.has(link.document_id)) firstType.set(link.document_id, link.entity_type);
  for (const [documentId, entityType] of firstType) {
    await trx
      .insertInto("document_links")
      .values({ document_id: documentId, thought_id: keptId, user_id: userId, entity_type: entityType, created_at: now })
      .onConflict((oc) => oc.columns(["document_id", "thought_id"]).doNothing())
      .execute();
  }
  if (made.length > 0) {
    await trx.updateTable("documents").set({ thought_id: keptId, updated_at: now }).where("user_id", "=", userId).where("thought_id", "in", merged).execute();
  }
  return relinked.size;
}

async function ancestorIds(db: Kysely<Tables>, userId: string, parentId: string | null): Promise<Set<string>> {
  const found = new Set<string>();
  let current = parentId;
  while (current !== null && !found.has(current) && found.size < MAX_DEPTH) {
    found.add(current);
    const row = await db.selectFrom("thoughts").select("parent_id").where("user_id", "=", userId).where("id", "=", current).executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return found;
}
