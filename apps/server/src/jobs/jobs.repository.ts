import { sql, type Insertable, type Kysely, type Selectable } from "kysely";
import type { JobStatus } from "@life/contracts";
import type { Dialect } from "../db/database.js";
import type { JobsTable, Tables } from "../db/tables.js";
import { fromJson, toCount, toIso, toJson } from "../db/values.js";
import { newRowId } from "../lib/ids.js";

/**
 * The durable queue's SQL. Jobs are the system's, not one user's, so unlike feature
 * repositories these methods take no user id; the payload names the user a job works for.
 *
 * While a job runs, run_at holds its lease expiry: a worker renews it while it works, and a
 * running job whose run_at has passed belongs to a worker that died, so it is claimed again.
 */
export interface Job {
  id: string;
  type: string;
  payload: unknown;
  idempotencyKey: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface NewJob {
  type: string;
  payload: unknown;
  idempotencyKey: string;
  maxAttempts: number;
  runAt: Date;
}

/** A transaction is a Kysely too; callers may pass either. */
type Executor = Kysely<Tables>;

function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    type: row.type,
    payload: fromJson(row.payload),
    idempotencyKey: row.idempotency_key,
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: toIso(row.run_at),
    lockedBy: row.locked_by,
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    finishedAt: row.finished_at === null ? null : toIso(row.finished_at),
  };
}

/**
 * Adds a job, or does nothing when one with the key is queued or running. A key whose job
 * has finished (done or failed) is queued again with a fresh attempt count: asking for the
 * work again means it should happen again. Takes an executor so callers can enqueue inside
 * the transaction that made the work necessary.
 */
export async function insertJob(db: Executor, job: NewJob, now: Date): Promise<void> {
  await insertJobs(db, [{ job, now }]);
}

/** A queued job's row, as insertJobs and the capture statements write it. */
export function newJobRow({ job, now }: { job: NewJob; now: Date }) {
  return {
    id: newRowId(),
    type: job.type,
    payload: toJson(job.payload),
    idempotency_key: job.idempotencyKey,
    status: "queued",
    attempts: 0,
    max_attempts: job.maxAttempts,
    run_at: job.runAt,
    created_at: now,
    updated_at: now,
  } satisfies Insertable<JobsTable>;
}

/** insertJob for several jobs in one statement; their keys must differ. */
export async function insertJobs(db: Executor, jobs: ReadonlyArray<{ job: NewJob; now: Date }>): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto("jobs")
    .values(jobs.map(newJobRow))
    .onConflict((oc) =>
      oc
        .column("idempotency_key")
        .doUpdateSet((eb) => ({
          status: "queued",
          payload: eb.ref("excluded.payload"),
          attempts: 0,
          max_attempts: eb.ref("excluded.max_attempts"),
          run_at: eb.ref("excluded.run_at"),
          locked_by: null,
          locked_at: null,
          last_error: null,
          finished_at: null,
          updated_at: eb.ref("excluded.updated_at"),
        }))
        .where("jobs.status", "in", ["done", "failed"]),
    )
    .execute();
}

export class JobsRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: Dialect,
  ) {}

  enqueue(job: NewJob, now: Date): Promise<void> {
    return insertJob(this.db, job, now);
  }

  /**
   * Takes the next ready job (queued and due, or running with an expired lease) for this
   * worker. PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED in a transaction, so concurrent
   * workers in several processes each get a different job without waiting on one another.
   * SQLite has a single writer, so one UPDATE … WHERE id = (SELECT … LIMIT 1) is atomic: a
   * single statement takes the write lock before it reads, so unlike a read-then-write
   * transaction it cannot hit SQLITE_BUSY on a stale snapshot (no BEGIN IMMEDIATE needed).
   */
  async claimNext(workerId: string, now: Date, leaseMs: number): Promise<Job | undefined> {
    const lease = { status: "running", locked_by: workerId, locked_at: now, run_at: new Date(now.getTime() + leaseMs), updated_at: now };
    for (const status of ["queued", "running"] as const) {
      const ready = (db: Executor) =>
        db.selectFrom("jobs").select("id").where("status", "=", status).where("run_at", "<=", now).orderBy("run_at").limit(1);

      const row =
        this.dialect === "postgres"
          ? await this.db.transaction().execute(async (trx) => {
              const picked = await ready(trx).forUpdate().skipLocked().executeTakeFirst();
              if (!picked) return undefined;
              return trx
                .updateTable("jobs")
                .set((eb) => ({ ...lease, attempts: eb("attempts", "+", 1) }))
                .where("id", "=", picked.id)
                .returningAll()
                .executeTakeFirst();
            })
          : await this.db
              .updateTable("jobs")
              .set((eb) => ({ ...lease, attempts: eb("attempts", "+", 1) }))
              .where("id", "=", ready(this.db))
              .where("status", "=", status)
              .returningAll()
              .executeTakeFirst();
      if (row) return toJob(row);
    }
    return undefined;
  }

  /** Pushes the lease forward; false when another worker has taken the job meanwhile. */
  async renewLease(jobId: string, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set({ run_at: new Date(now.getTime() + leaseMs), updated_at: now })
      .where("id", "=", jobId)
      .where("locked_by", "=", workerId)
      .where("status", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Only the worker holding the lease may finish a job, so a worker that lost it cannot. */
  async finish(jobId: string, workerId: string, outcome: { status: "done" | "failed"; error?: string }, now: Date): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ status: outcome.status, last_error: outcome.error ?? null, locked_by: null, finished_at: now, updated_at: now })
      .where("id", "=", jobId)
      .where("locked_by", "=", workerId)
      .execute();
  }

  async scheduleRetry(jobId: string, workerId: string, error: string, runAt: Date, now: Date): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ status: "queued", last_error: error, locked_by: null, locked_at: null, run_at: runAt, updated_at: now })
      .where("id", "=", jobId)
      .where("locked_by", "=", workerId)
      .execute();
  }

  /**
   * Hands jobs this worker holds back to the queue, due now; the attempt they were claimed
   * with is not counted, since they were stopped rather than failed. Returns how many.
   */
  async release(jobIds: string[], workerId: string, now: Date): Promise<number> {
    if (jobIds.length === 0) return 0;
    const result = await this.db
      .updateTable("jobs")
      .set({
        status: "queued",
        attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end`,
        locked_by: null,
        locked_at: null,
        run_at: now,
        updated_at: now,
      })
      .where("id", "in", jobIds)
      .where("locked_by", "=", workerId)
      .where("status", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The workers that hold running jobs. */
  async listLeaseHolders(): Promise<string[]> {
    const rows = await this.db.selectFrom("jobs").select("locked_by").distinct().where("status", "=", "running").where("locked_by", "is not", null).execute();
    return rows.map((row) => row.locked_by).filter((id): id is string => id !== null);
  }

  /**
   * Puts the running jobs of workers known to be gone back in the queue, due now. Their
   * attempt stays counted: a job that kills its worker must not be retried forever.
   */
  async releaseHeldBy(workerIds: string[], now: Date): Promise<number> {
    if (workerIds.length === 0) return 0;
    const result = await this.db
      .updateTable("jobs")
      .set({ status: "queued", locked_by: null, locked_at: null, run_at: now, updated_at: now })
      .where("locked_by", "in", workerIds)
      .where("status", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Failed jobs get another full round of attempts; returns them as they now are. */
  async requeueFailed(now: Date): Promise<Job[]> {
    const rows = await this.db
      .updateTable("jobs")
      .set({ status: "queued", attempts: 0, run_at: now, finished_at: null, updated_at: now })
      .where("status", "=", "failed")
      .returningAll()
      .execute();
    return rows.map(toJob);
  }

  async countByStatus(): Promise<Record<JobStatus, number>> {
    const rows = await this.db
      .selectFrom("jobs")
      .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("status")
      .execute();
    const counts: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const row of rows) if (row.status in counts) counts[row.status as JobStatus] = toCount(row.n);
    return counts;
  }

  async countDoneSince(since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", "done")
      .where("finished_at", ">=", since)
      .executeTakeFirst();
    return toCount(row?.n);
  }

  async listRecentFailures(limit: number): Promise<Job[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .selectAll()
      .where("status", "=", "failed")
      .orderBy("finished_at", "desc")
      .limit(limit)
      .execute();
    return rows.map(toJob);
  }

  async findByKey(idempotencyKey: string): Promise<Job | undefined> {
    const row = await this.db.selectFrom("jobs").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
    return row && toJob(row);
  }

  /** Done jobs are only history; failed ones stay until retried so they remain visible. */
  async deleteDoneBefore(before: Date): Promise<number> {
    const result = await this.db.deleteFrom("jobs").where("status", "=", "done").where("finished_at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
