import { sql, type Kysely } from "kysely";
import { formatDate } from "@life/classifier";
import type { Domain } from "@life/contracts";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toIso } from "../../db/values.js";
import { searchWords } from "../../lib/search-fold.js";
import { displayTitle } from "./chat.repository.js";
import { localToday, type LocalWindow } from "./local-time.js";
import type { QaNote } from "./qa/qa-note.js";

/** The text of a contact card the pipeline adds for a newly named person (classification.repository.ts). */
const DERIVED_CARD_PREFIX = "Added from: ";

const columns = ["id", "original_input", "ai_title", "created_at", "domain", "event_type", "status", "scheduled_for", "waiting_for", "waiting_received_at", "container_type"] as const;
interface RawNote {
  id: string;
  original_input: string;
  ai_title: string | null;
  created_at: Date | string;
  domain: string | null;
  event_type: string | null;
  status: string;
  scheduled_for: string | null;
  waiting_for: string | null;
  waiting_received_at: Date | string | null;
  container_type: string | null;
  entities: unknown;
}

function entitiesOf(value: unknown): string[] {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === "string") : [];
}

/** `"deck"* OR "swim"*` / `'deck':* | 'swim':*`: words from searchWords (letters and digits only), so quoting is safe. */
const anyPrefixFts5 = (terms: string[]) => terms.map((t) => `"${t}"*`).join(" OR ");
const anyPrefixTsQuery = (terms: string[]) => terms.map((t) => `'${t}':*`).join(" | ");

/**
 * What the question answerer reads: slim rows (text, dates, the classifier's fields), each
 * query capped, so an answer costs the same at 100 thoughts or 100k.
 */
export class QaRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  private entities() {
    return this.postgres ? sql<unknown>`flexible_attributes -> 'entities'`.as("entities") : sql<unknown>`json_extract(flexible_attributes, '$.entities')`.as("entities");
  }

  private base(userId: string) {
    return this.db.selectFrom("thoughts").select([...columns, this.entities()]).where("user_id", "=", userId);
  }

  /** The newest notes: the part of a history read in full, with word vectors, for every question. */
  async recent(userId: string, limit: number, timeZone: string): Promise<QaNote[]> {
    const rows = await this.base(userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    return rows.map((r) => toNote(r as RawNote, timeZone));
  }

  /** Notes captured within [from, to), newest first. */
  async capturedBetween(userId: string, from: Date, to: Date, limit: number, timeZone: string): Promise<QaNote[]> {
    const rows = await this.base(userId).where("created_at", ">=", from).where("created_at", "<", to).orderBy("created_at", "desc").limit(limit).execute();
    return rows.map((r) => toNote(r as RawNote, timeZone));
  }

  /** Notes holding any of the words (as a word prefix) anywhere in the history, through the full-text index. */
  async matching(userId: string, terms: string[], limit: number, timeZone: string): Promise<QaNote[]> {
    const safe = [...new Set(terms.flatMap((t) => searchWords(t)).filter((t) => t.length >= 3))].slice(0, 16);
    if (safe.length === 0) return [];
    const { rows } = this.postgres
      ? await sql<{ id: string }>`
          select t.id from thoughts t, to_tsquery('simple', ${anyPrefixTsQuery(safe)}) q
          where t.user_id = ${userId} and t.search_vector @@ q order by t.created_at desc limit ${limit}`.execute(this.db)
      : await sql<{ id: string }>`
          select t.id from thoughts_fts cross join thoughts t on t.rowid = thoughts_fts.rowid
          where thoughts_fts match ${anyPrefixFts5(safe)} and t.user_id = ${userId}
          order by thoughts_fts.rowid desc limit ${limit}`.execute(this.db);
    if (rows.length === 0) return [];
    // By primary key alone, scoped afterwards (see SearchRepository.findThoughts).
    const found = await this.db.selectFrom("thoughts").select([...columns, "user_id", this.entities()]).where("id", "in", rows.map((r) => r.id)).execute();
    return found.filter((r) => r.user_id === userId).map((r) => toNote(r as RawNote, timeZone));
  }

  /** Active notes scheduled within the window (timed by range, all-day by date), as ChatRepository.listScheduled reads them. */
  async scheduledWithin(userId: string, window: LocalWindow, limit: number, timeZone: string): Promise<QaNote[]> {
    const active = this.base(userId).where("status", "in", ["pending", "approved"]);
    const [timed, allDay] = await Promise.all([
      active.where("scheduled_for", ">=", window.startIso).where("scheduled_for", "<", window.endIso).where("scheduled_for", "like", "%T%").orderBy("scheduled_for").limit(limit).execute(),
      active.where("scheduled_for", "in", window.dates).orderBy("scheduled_for").limit(limit).execute(),
    ]);
    return [...allDay, ...timed].map((r) => toNote(r as RawNote, timeZone));
  }
}

/**
 * How much of a note the answerer reads: a thought is a few sentences, but one may hold a 10,000-character paste, and
 * a question reads hundreds of notes whole on the API's event loop (500 such pastes made one answer cost 0.9 s of CPU).
 * A long note is read by its opening, as the classifier reads its first 600 characters; the full-text index still
 * finds it by any of its words.
 */
export const QA_TEXT_LIMIT = 1000;

/** The note's text up to QA_TEXT_LIMIT, cut at a space. */
export function readableText(text: string): string {
  if (text.length <= QA_TEXT_LIMIT) return text;
  const cut = text.lastIndexOf(" ", QA_TEXT_LIMIT);
  return text.slice(0, cut > QA_TEXT_LIMIT / 2 ? cut : QA_TEXT_LIMIT);
}

function toNote(r: RawNote, timeZone: string): QaNote {
  const createdAt = toIso(r.created_at);
  return {
    id: r.id,
    text: readableText(r.original_input),
    title: displayTitle(r.ai_title, r.original_input),
    createdAt,
    localDate: formatDate(localToday(new Date(createdAt), timeZone)),
    domain: r.domain as Domain | null,
    eventType: r.event_type,
    status: r.status,
    scheduledFor: r.scheduled_for,
    waitingFor: r.waiting_for,
    waitingReceived: r.waiting_received_at !== null,
    entities: entitiesOf(r.entities),
    card: r.container_type === "Contacts",
    derived: r.container_type === "Contacts" && r.original_input.startsWith(DERIVED_CARD_PREFIX),
  };
}
