import type { Insertable, Kysely } from "kysely";
import type { Thought } from "@life/contracts";
import type { Tables, ThoughtsTable } from "../../db/tables.js";
import { toJson } from "../../db/values.js";
import { insertJobs } from "../../jobs/jobs.repository.js";
import { insertActivities } from "../activity/activity-log.js";
import type { CaptureExtras, NewThought } from "./thoughts.repository.js";
import { thoughtColumns, toThought } from "./thought-row.js";
import { newRowId } from "../../lib/ids.js";

export interface CaptureWrite {
  userId: string;
  input: NewThought;
  extra: CaptureExtras;
}

export function newThoughtRow(userId: string, input: NewThought): Insertable<ThoughtsTable> {
  return {
    id: newRowId(),
    user_id: userId,
    original_input: input.originalInput,
    status: input.status ?? "pending",
    is_container: false,
    flexible_attributes: toJson({}),
    scheduled_for: input.scheduledFor ?? null,
    // Its classify job is written with it (a capture) or, for other callers, later.
    processing_status: "queued",
    created_at: input.now,
    updated_at: input.now,
  };
}

/**
 * Captures (each thought with its Idempotency-Key, job and activity row, when given) in one
 * transaction, a statement per table for the whole batch: no thought is ever stored without its
 * job, and a key never points at nothing. A capture whose key another thought already holds
 * (an earlier request, or one before it in this batch) gets undefined and leaves nothing behind:
 * the key's unique index decides, on PostgreSQL after waiting for a racing transaction to commit.
 */
export async function writeCaptures(db: Kysely<Tables>, captures: readonly CaptureWrite[]): Promise<Array<Thought | undefined>> {
  return db.transaction().execute(async (trx) => {
    const rows = captures.map(({ userId, input }) => newThoughtRow(userId, input));
    const inserted = new Map((await trx.insertInto("thoughts").values(rows).returning(thoughtColumns).execute()).map((row) => [row.id, toThought(row)]));
    const keyed = captures.flatMap(({ userId, input, extra }, index) =>
      extra.captureKey === undefined ? [] : [{ user_id: userId, key: extra.captureKey, thought_id: rows[index]!.id!, created_at: input.now }],
    );
    const lost = new Set<string>();
    if (keyed.length > 0) {
      const won = await trx
        .insertInto("capture_keys")
        .values(keyed)
        .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
        .returning("thought_id")
        .execute();
      const winners = new Set(won.map((row) => row.thought_id));
      for (const { thought_id } of keyed) if (!winners.has(thought_id)) lost.add(thought_id);
      if (lost.size > 0) await trx.deleteFrom("thoughts").where("id", "in", [...lost]).execute();
    }
    const kept = rows.map((row) => (lost.has(row.id!) ? undefined : inserted.get(row.id!)));
    await insertJobs(
      trx,
      captures.flatMap(({ input, extra }, index) => {
        const thought = kept[index];
        return thought && extra.jobFor ? [{ job: extra.jobFor(thought), now: input.now }] : [];
      }),
    );
    await insertActivities(
      trx,
      captures.flatMap(({ userId, input, extra }, index) => (kept[index] && extra.activity ? [{ ...extra.activity, userId, at: input.now }] : [])),
    );
    return kept;
  });
}
