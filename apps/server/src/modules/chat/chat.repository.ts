import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Domain, Thought, ThoughtStatus } from "@life/contracts";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toCount, toIso } from "../../db/values.js";
import { isProjectSql } from "../thoughts/project-definition.js";
import { tagsOf, ThoughtTagsRepository } from "../thoughts/thought-tags.repository.js";
import { thoughtColumns, toThought } from "../thoughts/thoughts.repository.js";
import { parseSearchTerms } from "../search/search-terms.js";
import { SearchRepository } from "../search/search.repository.js";
import { WaitingRepository } from "../waiting/waiting.repository.js";
import { containsName, type Named } from "./fuzzy-match.js";
import type { LocalWindow } from "./local-time.js";
import type { CountNoun } from "./question-intents.js";

/** A thought as the chat shows it: enough to answer about it and list it. */
export interface ChatRow {
  id: string;
  title: string;
  status: ThoughtStatus;
  domain: Domain | null;
  subdomain: string | null;
  scheduled_for: string | null;
  waiting_for: string | null;
  expected_date: string | null;
  /** ISO instant of capture, for the answer's citations. */
  created_at: string;
  /** What was typed, for answers that read it (a plan called off). */
  text: string;
}

export interface ThoughtFilter {
  noun: CountNoun;
  domain: Domain | null;
  statuses: ThoughtStatus[] | null;
}

/** Every list the chat reads is capped: a person may have 100k thoughts. */
export const NAME_LIST_LIMIT = 300;
/** Entities live in JSON, which no index reaches, so only the latest thoughts are read for them. */
export const ENTITY_SCAN_LIMIT = 5_000;

const rowColumns = ["id", "ai_title", "original_input", "status", "domain", "subdomain", "scheduled_for", "waiting_for", "expected_date", "created_at"] as const;
type RawRow = { id: string; ai_title: string | null; original_input: string; status: string; domain: string | null; subdomain: string | null; scheduled_for: string | null; waiting_for: string | null; expected_date: string | null; created_at: Date | string };

/** Unclassified thoughts have no title yet; the start of what was typed stands in. */
export function displayTitle(aiTitle: string | null, originalInput: string): string {
  if (aiTitle) return aiTitle;
  const text = originalInput.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function toRow(r: RawRow): ChatRow {
  return {
    id: r.id,
    title: displayTitle(r.ai_title, r.original_input),
    status: r.status as ThoughtStatus,
    domain: r.domain as Domain | null,
    subdomain: r.subdomain,
    scheduled_for: r.scheduled_for,
    waiting_for: r.waiting_for,
    expected_date: r.expected_date,
    created_at: toIso(r.created_at),
    text: r.original_input,
  };
}

const ACTIVE: ThoughtStatus[] = ["pending", "approved"];

/** Keys of flexible_attributes the chat writes; code constants, checked before they reach SQL as literals. */
export type AttributeKey = "tags" | "priority" | "entities" | "connections" | "reminder_minutes";
const SAFE_KEY = /^[a-z_]+$/;

/** The strings of a JSON array's text; anything else reads as none. */
function entitiesOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const entities: unknown = JSON.parse(json);
    return Array.isArray(entities) ? entities.filter((e): e is string => typeof e === "string") : [];
  } catch {
    return [];
  }
}

export class ChatRepository {
  /** The search module's full-text index answers "what did I note about X" over the whole history. */
  private readonly search: SearchRepository;
  /** "What am I waiting for" answers with the Waiting view's own query, so the two never disagree. */
  private readonly waiting: WaitingRepository;
  private readonly postgres: boolean;
  private readonly tags: ThoughtTagsRepository;

  constructor(private readonly db: Kysely<Tables>) {
    this.tags = new ThoughtTagsRepository(db);
    this.search = new SearchRepository(db);
    this.waiting = new WaitingRepository(db);
    this.postgres = isPostgres(db);
  }

  private async listNamed(userId: string, containerType: "Projects" | "Contacts", limit: number): Promise<Named[]> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select(["id", "ai_title", "original_input"])
      .where("user_id", "=", userId)
      .where(containerType === "Projects" ? isProjectSql() : sql<boolean>`is_container = ${true} and container_type = ${"Contacts"}`)
      .where("status", "!=", "archived")
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, name: displayTitle(r.ai_title, r.original_input) }));
  }

  listProjects(userId: string, limit = NAME_LIST_LIMIT): Promise<Named[]> {
    return this.listNamed(userId, "Projects", limit);
  }

  listContacts(userId: string, limit = NAME_LIST_LIMIT): Promise<Named[]> {
    return this.listNamed(userId, "Contacts", limit);
  }

  /**
   * Sets `values` as top-level keys of the thought's flexible_attributes in SQL, leaving every
   * other key as stored (a classifier may be writing them). With `expected`, only when each of
   * those keys still holds what was read (JSON equality; null for an absent key), so a list read,
   * extended and written back cannot drop an item added in between. Undefined when no row
   * matched: the thought is gone, foreign, or the keys changed.
   */
  async patchAttributes(
    userId: string,
    thoughtId: string,
    values: Partial<Record<AttributeKey, unknown>>,
    expected: Partial<Record<AttributeKey, unknown>> | null,
    now: Date,
  ): Promise<Thought | undefined> {
    const keys = [...Object.keys(values), ...Object.keys(expected ?? {})];
    if (!keys.every((k) => SAFE_KEY.test(k))) throw new Error(`unsafe attribute key in ${keys.join(", ")}`);
    const patch = JSON.stringify(values);
    const merged = this.postgres
      ? sql<string>`coalesce(flexible_attributes, '{}'::jsonb) || cast(${patch} as jsonb)`
      : // json_patch (RFC 7396) replaces the given keys and keeps the rest; none of the values is null.
        sql<string>`json_patch(coalesce(flexible_attributes, '{}'), json(${patch}))`;
    const write = async (db: Kysely<Tables>) => {
      let query = db.updateTable("thoughts").set({ flexible_attributes: merged, updated_at: now }).where("user_id", "=", userId).where("id", "=", thoughtId);
      for (const [key, value] of Object.entries(expected ?? {})) {
        const stored = value === undefined || value === null ? null : JSON.stringify(value);
        query = this.postgres
          ? query.where(sql<boolean>`(flexible_attributes -> ${sql.lit(key)}) is not distinct from cast(${stored} as jsonb)`)
          : query.where(sql<boolean>`json(flexible_attributes -> ${sql.lit(`$.${key}`)}) is json(${stored})`);
      }
      const row = await query.returning(thoughtColumns).executeTakeFirst();
      return row && toThought(row);
    };
    if (values.tags === undefined) return write(this.db);
    // thought_tags changes with the tags or not at all.
    return this.db.transaction().execute(async (trx) => {
      const updated = await write(trx);
      if (updated) await ThoughtTagsRepository.replaceTags(trx, userId, thoughtId, tagsOf(updated.flexible_attributes), now);
      return updated;
    });
  }

  /** Tags of the person's latest tagging, most used first (an indexed read of thought_tags). */
  recentTags(userId: string): Promise<string[]> {
    return this.tags.recentTags(userId);
  }

  /**
   * Active thoughts scheduled within the window. Instants and all-day dates share the text
   * column, so they are two lookups on (user_id, scheduled_for): a range for instants, where
   * the "T" test keeps out an all-day "2026-11-28" (it sorts between two instants of that
   * day), and exact matches for the dates. One OR-ed query would scan all the person's rows.
   */
  async listScheduled(userId: string, window: LocalWindow, limit: number): Promise<ChatRow[]> {
    const active = this.db.selectFrom("thoughts").select(rowColumns).where("user_id", "=", userId).where("status", "in", ACTIVE);
    const [timed, allDay] = await Promise.all([
      active
        .where("scheduled_for", ">=", window.startIso)
        .where("scheduled_for", "<", window.endIso)
        .where("scheduled_for", "like", "%T%")
        .orderBy("scheduled_for")
        .limit(limit)
        .execute(),
      active.where("scheduled_for", "in", window.dates).orderBy("scheduled_for").limit(limit).execute(),
    ]);
    return [...allDay, ...timed].map(toRow);
  }

  /**
   * Open waiting items exactly as the Waiting view lists them (waiting_for set, not received,
   * not completed or archived), oldest first, from that module's repository.
   */
  async listWaiting(userId: string, limit: number): Promise<ChatRow[]> {
    const items = await this.waiting.listOpenBrief(userId, limit);
    return items.map((t) => ({
      id: t.id,
      title: displayTitle(t.ai_title, t.original_input),
      status: t.status as ChatRow["status"],
      domain: t.domain as ChatRow["domain"],
      subdomain: t.subdomain,
      scheduled_for: t.scheduled_for,
      waiting_for: t.waiting_for,
      expected_date: t.expected_date,
      created_at: toIso(t.created_at),
      text: t.original_input,
    }));
  }

  private filterWhere(eb: ExpressionBuilder<Tables, "thoughts">, userId: string, filter: ThoughtFilter) {
    const conditions: Expression<SqlBool>[] = [eb("user_id", "=", userId)];
    if (filter.domain) conditions.push(eb("domain", "=", filter.domain));
    if (filter.statuses) conditions.push(eb("status", "in", filter.statuses));
    // The container type says what a thought is (the classifier files every to-do as Tasks), and
    // (user_id, container_type, status) is indexed, so counts read only the matching rows.
    if (filter.noun === "projects") conditions.push(isProjectSql());
    if (filter.noun === "tasks") conditions.push(eb("container_type", "=", "Tasks"));
    return eb.and(conditions);
  }

  /** The count of matching thoughts and the latest few of them. */
  async countAndList(userId: string, filter: ThoughtFilter, limit: number): Promise<{ total: number; items: ChatRow[] }> {
    const base = this.db.selectFrom("thoughts").where((eb) => this.filterWhere(eb, userId, filter));
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
      base.select(rowColumns).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute(),
    ]);
    return { total: toCount(count?.n), items: rows.map(toRow) };
  }

  /**
   * Thoughts that mention `name` as a whole name, newest first: in their title or text through
   * the full-text index (all of the person's history, whole words), or among the entities of
   * their latest ENTITY_SCAN_LIMIT thoughts, which live in JSON that no index reaches. Entities
   * are compared word by word in code (containsName): SQL LIKE would find "Sam" in "Samantha",
   * and SQLite's lower() folds only ASCII.
   */
  async findMentions(userId: string, name: string, limit: number): Promise<ChatRow[]> {
    const terms = { words: parseSearchTerms(name).words, prefixLast: false };
    const [hits, withEntities] = await Promise.all([
      terms.words.length > 0 ? this.search.searchText(userId, terms, limit) : Promise.resolve([]),
      // The latest thoughts first, then only those that list any entity: filtering before the
      // limit would read every row the person has.
      this.db
        .selectFrom((eb) =>
          eb.selectFrom("thoughts").select(["id", "created_at", "flexible_attributes"]).where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(ENTITY_SCAN_LIMIT).as("recent"),
        )
        .select(["id", "created_at", this.entitiesText().as("entities")])
        .where(this.entitiesText(), "like", '["%')
        .orderBy("created_at", "desc")
        .execute(),
    ]);
    const mentioned = withEntities.filter((r) => entitiesOf(r.entities).some((e) => containsName(e, name))).slice(0, limit);
    const ids = [...new Set([...mentioned.map((r) => r.id), ...hits.map((h) => h.id)])];
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom("thoughts").select(rowColumns).where("user_id", "=", userId).where("id", "in", ids).execute();
    return rows
      .sort((a, b) => toIso(b.created_at).localeCompare(toIso(a.created_at)) || b.id.localeCompare(a.id))
      .slice(0, limit)
      .map(toRow);
  }

  /** The entities list as JSON text, e.g. `["Priya Shah","Sam"]`; NULL when there is none. */
  private entitiesText() {
    return this.postgres ? sql<string | null>`(flexible_attributes -> 'entities')::text` : sql<string | null>`json_extract(flexible_attributes, '$.entities')`;
  }

  /** Open items filed under a project, oldest first (the order they were added), and their count. */
  async listOpenChildren(userId: string, parentId: string, limit: number): Promise<{ total: number; items: ChatRow[] }> {
    const base = this.db
      .selectFrom("thoughts")
      .where("user_id", "=", userId)
      .where("parent_id", "=", parentId)
      .where("status", "in", ACTIVE);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
      base.select(rowColumns).orderBy("created_at").orderBy("id").limit(limit).execute(),
    ]);
    return { total: toCount(count?.n), items: rows.map(toRow) };
  }
}
