import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountExport, ExportedThought } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { fromJson, toBool, toIso, toIsoOrNull, toJson } from "../../db/values.js";
import { writeTransaction } from "../../db/write-transaction.js";
import { tagsOf, ThoughtTagsRepository } from "../thoughts/thought-tags.repository.js";

const CHUNK = 200;

const exportColumns = [
  "id",
  "original_input",
  "ai_title",
  "status",
  "domain",
  "subdomain",
  "event_type",
  "is_container",
  "container_type",
  "parent_id",
  "scheduled_for",
  "waiting_for",
  "expected_date",
  "flexible_attributes",
  "processing_status",
  "waiting_received_at",
  "created_at",
  "updated_at",
] as const;

export interface ImportCounts {
  imported: number;
  skipped: number;
  setup: boolean;
  /** Each exported thought id and the id it has in this account now. */
  thoughtIds: Map<string, string>;
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class AccountRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every thought of the user, oldest first, without embeddings and pipeline debug data. */
  async exportThoughts(userId: string): Promise<ExportedThought[]> {
    const rows = await this.db.selectFrom("thoughts").select(exportColumns).where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    return rows.map((row) => ({
      ...row,
      status: row.status as ExportedThought["status"],
      domain: row.domain as ExportedThought["domain"],
      event_type: row.event_type as ExportedThought["event_type"],
      container_type: row.container_type as ExportedThought["container_type"],
      processing_status: row.processing_status as ExportedThought["processing_status"],
      is_container: toBool(row.is_container),
      flexible_attributes: (fromJson(row.flexible_attributes) ?? {}) as ExportedThought["flexible_attributes"],
      waiting_received_at: toIsoOrNull(row.waiting_received_at),
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
    }));
  }

  async exportSetupRecords(userId: string): Promise<Array<{ key: string; thought_id: string }>> {
    const rows = await this.db.selectFrom("setup_records").select(["record_key", "thought_id"]).where("user_id", "=", userId).execute();
    return rows.map((row) => ({ key: row.record_key, thought_id: row.thought_id }));
  }

  /**
   * Adds the exported thoughts to the user in one write transaction. A thought keeps its id
   * unless that id is taken by someone else; one already in this account is skipped, so
   * importing the same file twice adds nothing. Parents are linked after every row exists.
   */
  async importData(userId: string, data: AccountExport, now: Date): Promise<ImportCounts> {
    return writeTransaction(this.db, async (trx) => {
      const ids = data.thoughts.map((t) => t.id);
      const owners = new Map<string, string>();
      for (const part of chunks(ids)) {
        const rows = await trx.selectFrom("thoughts").select(["id", "user_id"]).where("id", "in", part).execute();
        for (const row of rows) owners.set(row.id, row.user_id);
      }
      const newId = new Map<string, string>();
      const fresh: ExportedThought[] = [];
      for (const thought of data.thoughts) {
        const owner = owners.get(thought.id);
        if (owner === userId || newId.has(thought.id)) {
          newId.set(thought.id, thought.id);
          continue;
        }
        newId.set(thought.id, owner === undefined ? thought.id : randomUUID());
        fresh.push(thought);
      }
      for (const part of chunks(fresh)) {
        await trx
          .insertInto("thoughts")
          .values(
            part.map((t) => ({
              id: newId.get(t.id)!,
              user_id: userId,
              original_input: t.original_input,
              ai_title: t.ai_title,
              status: t.status,
              domain: t.domain,
              subdomain: t.subdomain,
              event_type: t.event_type,
              is_container: t.is_container,
              container_type: t.container_type,
              parent_id: null,
              scheduled_for: t.scheduled_for,
              waiting_for: t.waiting_for,
              expected_date: t.expected_date,
              flexible_attributes: toJson(t.flexible_attributes),
              // Nothing to classify again: the exported fields are the result.
              processing_status: t.processing_status === "failed" ? "failed" : "done",
              waiting_received_at: t.waiting_received_at ? new Date(t.waiting_received_at) : null,
              created_at: new Date(t.created_at),
              updated_at: new Date(t.updated_at),
            })),
          )
          .execute();
      }
      for (const t of fresh) {
        const id = newId.get(t.id)!;
        const parent = t.parent_id ? newId.get(t.parent_id) : undefined;
        if (parent && parent !== id) await trx.updateTable("thoughts").set({ parent_id: parent }).where("user_id", "=", userId).where("id", "=", id).execute();
        const tags = tagsOf(t.flexible_attributes);
        if (tags.length > 0) await ThoughtTagsRepository.replaceTags(trx, userId, id, tags, now);
      }
      if (data.setup) {
        const { answers, phase, completed_at, records } = data.setup;
        await trx
          .insertInto("setup_answers")
          .values({ user_id: userId, answers: toJson(answers), phase, completed_at: completed_at ? new Date(completed_at) : null, updated_at: now })
          .onConflict((oc) => oc.column("user_id").doUpdateSet({ answers: toJson(answers), phase, completed_at: completed_at ? new Date(completed_at) : null, updated_at: now }))
          .execute();
        const linked = records.flatMap((r) => {
          const thoughtId = newId.get(r.thought_id);
          return thoughtId ? [{ user_id: userId, record_key: r.key, thought_id: thoughtId }] : [];
        });
        for (const part of chunks(linked)) {
          await trx.insertInto("setup_records").values(part).onConflict((oc) => oc.columns(["user_id", "record_key"]).doNothing()).execute();
        }
      }
      return { imported: fresh.length, skipped: data.thoughts.length - fresh.length, setup: data.setup !== null, thoughtIds: newId };
    });
  }
}
