import type { Kysely } from "kysely";
import type { ActivityType } from "@life/contracts";
import type { Tables } from "../../db/tables.js";
import { newRowId } from "../../lib/ids.js";

/** Long enough for any title the app stores; an activity row never grows with user input. */
const MAX_TITLE = 300;
const MAX_DETAIL = 500;

export interface ActivityEntry {
  /** Whose account it happened in. */
  userId: string;
  type: ActivityType;
  /** A title as it is now (a thought's ai_title, a document's name, a key's name). */
  title?: string | null;
  /** The admin really acting when it is not the account's owner (impersonation). */
  actor?: { id: string; email: string } | null;
  detail?: string | null;
  at?: Date;
}

/** What other modules call to record what happened; see ActivityLog. */
export interface ActivityRecorder {
  record(entry: ActivityEntry): Promise<void>;
}

function clip(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Writes the activity log the admin dashboard reads (sign-in, capture, completion, upload, key
 * creation, impersonation). Recording is best effort: a failed write is reported to `onError`
 * and never fails the action it describes, which has already happened.
 */
export class ActivityLog implements ActivityRecorder {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly onError: (error: unknown, entry: ActivityEntry) => void = () => undefined,
  ) {}

  async record(entry: ActivityEntry): Promise<void> {
    try {
      await insertActivity(this.db, entry);
    } catch (error) {
      this.onError(error, entry);
    }
  }

  /** Deletes what was recorded before `cutoff`; the housekeeping timer calls it with the retention. */
  pruneBefore(cutoff: Date): Promise<number> {
    return pruneActivityBefore(this.db, cutoff);
  }
}

/** Old rows go in batches of this many, so pruning a large backlog never holds one long lock. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes activity recorded before `cutoff` (the retention, ACTIVITY_RETENTION_DAYS), oldest
 * first, batch by batch; returns how many rows went.
 */
export async function pruneActivityBefore(db: Kysely<Tables>, cutoff: Date, batchSize = PRUNE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.selectFrom("activity_log").select("id").where("created_at", "<", cutoff).orderBy("created_at").limit(batchSize);
    const result = await db.deleteFrom("activity_log").where("id", "in", batch).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** One row; inside a caller's transaction when `db` is one (a merge records itself with its writes). */
export async function insertActivity(db: Kysely<Tables>, entry: ActivityEntry): Promise<void> {
  await insertActivities(db, [entry]);
}

/** An activity row, as insertActivities and the capture statements write it. */
export function newActivityRow(entry: ActivityEntry) {
  return {
    id: newRowId(),
    user_id: entry.userId,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    activity_type: entry.type,
    title: clip(entry.title, MAX_TITLE),
    detail: clip(entry.detail, MAX_DETAIL),
    created_at: entry.at ?? new Date(),
  };
}

/** Several rows in one statement (a batch of captures). */
export async function insertActivities(db: Kysely<Tables>, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto("activity_log").values(entries.map(newActivityRow)).execute();
}

/** For modules built without a log (tests, the CLI). */
export const noActivityLog: ActivityRecorder = { record: async () => undefined };
