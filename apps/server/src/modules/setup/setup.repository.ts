import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { SetupAnswers, SetupRecordPlan } from "@life/contracts";
import { isPostgres } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { fromJson, toIsoOrNull, toJson } from "../../db/values.js";
import { writeTransaction } from "../../db/write-transaction.js";

export interface AppliedRecord {
  key: string;
  kind: SetupRecordPlan["kind"];
  name: string;
  thought_id: string;
  created: boolean;
}

export class SetupRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async findState(userId: string): Promise<{ answers: unknown; phase: number; completed_at: string | null; updated_at: string | null } | undefined> {
    const row = await this.db.selectFrom("setup_answers").select(["answers", "phase", "completed_at", "updated_at"]).where("user_id", "=", userId).executeTakeFirst();
    return row && { answers: fromJson(row.answers), phase: row.phase, completed_at: toIsoOrNull(row.completed_at), updated_at: toIsoOrNull(row.updated_at) };
  }

  /** The whole questionnaire is one document: the last save wins, as in any form. */
  async saveAnswers(userId: string, answers: SetupAnswers, phase: number, now: Date, db: Kysely<Tables> = this.db): Promise<void> {
    await db
      .insertInto("setup_answers")
      .values({ user_id: userId, answers: toJson(answers), phase, completed_at: null, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ answers: toJson(answers), phase, updated_at: now }))
      .execute();
  }

  /**
   * Saves the answers and creates or updates one thought per planned record, in one write
   * transaction (serialised per user on PostgreSQL), so two completions never add a record twice.
   */
  async complete(userId: string, answers: SetupAnswers, plan: SetupRecordPlan[], now: Date): Promise<AppliedRecord[]> {
    return writeTransaction(this.db, async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`setup:${userId}`}))`.execute(trx);
      await this.saveAnswers(userId, answers, 4, now, trx);
      await trx.updateTable("setup_answers").set({ completed_at: now }).where("user_id", "=", userId).execute();
      const existing = await trx.selectFrom("setup_records").select(["record_key", "thought_id"]).where("user_id", "=", userId).execute();
      const byKey = new Map(existing.map((row) => [row.record_key, row.thought_id]));
      const applied: AppliedRecord[] = [];
      for (const item of plan) {
        const fields = thoughtFields(item);
        const known = byKey.get(item.key);
        const current = known
          ? await trx.selectFrom("thoughts").select("flexible_attributes").where("user_id", "=", userId).where("id", "=", known).executeTakeFirst()
          : undefined;
        if (known && current) {
          // The person's own edits (tags, connections) stay; only what setup owns is rewritten.
          const attributes = { ...((fromJson(current.flexible_attributes) ?? {}) as Record<string, unknown>), ...(JSON.parse(fields.flexible_attributes) as Record<string, unknown>) };
          const updated = await trx
            .updateTable("thoughts")
            .set({ ai_title: fields.ai_title, domain: fields.domain, subdomain: fields.subdomain, flexible_attributes: toJson(attributes), updated_at: now })
            .where("user_id", "=", userId)
            .where("id", "=", known)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 1) {
            applied.push({ key: item.key, kind: item.kind, name: item.name, thought_id: known, created: false });
            continue;
          }
        }
        const id = randomUUID();
        await trx
          .insertInto("thoughts")
          .values({ id, user_id: userId, ...fields, original_input: `From setup: ${item.name} (${item.relation})`, status: "approved", processing_status: "done", created_at: now, updated_at: now })
          .execute();
        await trx.insertInto("setup_records").values({ user_id: userId, record_key: item.key, thought_id: id }).execute();
        applied.push({ key: item.key, kind: item.kind, name: item.name, thought_id: id, created: true });
      }
      return applied;
    });
  }
}

/** A contact is a Contacts container named by its first entity, with its relation as subdomain, as the classifier reads it. */
function thoughtFields(item: SetupRecordPlan) {
  const contact = item.kind === "contact";
  return {
    ai_title: item.name,
    domain: item.domain,
    subdomain: contact ? item.relation : item.relation === "business" ? "business" : "work",
    event_type: contact ? "contact" : "project",
    is_container: true,
    container_type: contact ? "Contacts" : "Projects",
    flexible_attributes: toJson(contact ? { entities: [item.name], setup: item.attributes } : { setup: { kind: item.relation } }),
  };
}

