import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { setImmediate as yieldToEventLoop, setTimeout as sleepFor } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { errorMessage, retryDelayMs, type JobHandler } from "./job-handler.js";
import type { Job, JobsRepository } from "./jobs.repository.js";

export interface WorkerOptions {
  concurrency: number;
  pollIntervalMs: number;
  retryBaseMs: number;
  leaseMs: number;
  /** How long stop() waits for running jobs before handing them back to the queue. */
  shutdownGraceMs?: number;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now?: () => Date;
}

const PRUNE_EVERY_MS = 60 * 60_000;
/** How often a deferring loop looks whether the requests have ebbed. */
const QUIET_POLL_MS = 5;
const DEFAULT_SHUTDOWN_GRACE_MS = 5_000;
/** Done jobs are kept a week for the throughput figures and for looking back. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;

/**
 * Runs queued jobs. Each of `concurrency` loops claims one job at a time, runs its handler
 * while renewing the lease, and then marks it done, schedules a retry with exponential
 * backoff, or after the last attempt marks it failed and lets the handler record the failure.
 * An idle loop polls every pollIntervalMs; wake() starts it at once after a local enqueue.
 */
export class Worker {
  /** Names this process in locked_by, so a job's owner can be traced. */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = false;
  private loops: Array<Promise<void>> = [];
  private sleepers: Array<() => void> = [];
  private lastPrune = 0;
  /** Jobs this process holds right now, to hand back if stop() cannot wait for them. */
  private readonly inFlight = new Set<string>();
  private readonly now: () => Date;
  private interactive: { busy: () => boolean; maxDeferMs: number } | undefined;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly options: WorkerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get started(): boolean {
    return this.running;
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const reclaimed = this.reclaimFromDeadWorkers();
    for (let i = 0; i < this.options.concurrency; i++) this.loops.push(reclaimed.then(() => this.loop()));
    this.options.logger.info({ worker: this.id, concurrency: this.options.concurrency }, "job worker started");
  }

  /**
   * Stops claiming, gives running jobs a bounded time to finish, then hands the rest back to
   * the queue (queued, due now, the attempt not counted) so another worker takes them at once
   * instead of waiting for their lease to run out.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    const graceMs = this.options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
    const timeout = new AbortController();
    const finished = await Promise.race([
      Promise.all(this.loops).then(() => true),
      sleepFor(graceMs, false, { signal: timeout.signal }).catch(() => false),
    ]);
    timeout.abort();
    if (!finished && this.inFlight.size > 0) {
      const released = await this.jobs.release([...this.inFlight], this.id, this.now());
      this.options.logger.warn({ worker: this.id, released }, "handed unfinished jobs back to the queue");
    }
    this.loops = [];
  }

  /**
   * Jobs still leased by an earlier process on this host that no longer runs (killed, crashed)
   * go back to the queue now rather than when their lease runs out. Jobs of live processes,
   * and of other hosts, are left to their leases.
   */
  private async reclaimFromDeadWorkers(): Promise<void> {
    try {
      const host = hostname();
      const holders = await this.jobs.listLeaseHolders();
      const dead = holders.filter((holder) => {
        const { host: holderHost, pid } = parseWorkerId(holder);
        return holderHost === host && pid !== undefined && pid !== process.pid && !isAlive(pid);
      });
      if (dead.length === 0) return;
      const count = await this.jobs.releaseHeldBy(dead, this.now());
      this.options.logger.warn({ worker: this.id, count }, "took back jobs left running by a process that died");
    } catch (error) {
      this.options.logger.error({ err: error, worker: this.id }, "taking back jobs of dead workers failed");
    }
  }

  /** Ends the idle wait of every loop, e.g. right after a job was enqueued in this process. */
  /**
   * Interactive work first: while `busy` says requests are being served, a loop waits before
   * claiming its next job, up to maxDeferMs, so a burst of captures is answered at full speed
   * and its jobs are worked off as it ebbs. Under a load that never ebbs, each loop still runs a
   * job at least every maxDeferMs. runNext and runUntilIdle (tests, one-off runs) never wait.
   */
  deferWhile(busy: () => boolean, maxDeferMs: number): void {
    this.interactive = { busy, maxDeferMs };
  }

  private async untilQuiet(): Promise<void> {
    if (!this.interactive) return;
    const { busy, maxDeferMs } = this.interactive;
    const deadline = Date.now() + maxDeferMs;
    while (this.running && busy() && Date.now() < deadline) await sleepFor(QUIET_POLL_MS);
  }

  wake(): void {
    for (const resolve of this.sleepers.splice(0)) resolve();
  }

  /** Runs ready jobs one after another until none is due; for tests and one-off runs. */
  async runUntilIdle(): Promise<number> {
    let count = 0;
    while (await this.runNext()) count += 1;
    return count;
  }

  /** Claims and runs one job; false when none was ready. */
  async runNext(): Promise<boolean> {
    const job = await this.jobs.claimNext(this.id, this.now(), this.options.leaseMs);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      // With SQLite every query resolves without touching the event loop, so a backlog would
      // otherwise starve HTTP: give pending I/O its turn before each job.
      await yieldToEventLoop();
      await this.untilQuiet();
      if (!this.running) break;
      let worked = false;
      try {
        await this.pruneNow();
        worked = await this.runNext();
      } catch (error) {
        // The database is unreachable or busy: wait a poll interval and try again.
        this.options.logger.error({ err: error, worker: this.id }, "job loop error");
      }
      if (!worked && this.running) await this.sleep(this.options.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.push(done);
    });
  }

  private async execute(job: Job): Promise<void> {
    try {
      await this.executeClaimed(job);
    } finally {
      this.inFlight.delete(job.id);
    }
  }

  private async executeClaimed(job: Job): Promise<void> {
    const handler = this.handlers.get(job.type);
    if (!handler) return this.finishFailed(job, undefined, undefined, `No handler for job type "${job.type}"`);
    const parsed = handler.payload.safeParse(job.payload);
    if (!parsed.success) return this.finishFailed(job, undefined, undefined, `Invalid payload: ${parsed.error.message}`);
    // Claimed again after its lease ran out more often than it may run: its runs keep
    // killing their worker, so it is not tried once more.
    if (job.attempts > job.maxAttempts) {
      const reason = `Gave up after ${job.maxAttempts} attempts; the last worker stopped without finishing${job.lastError ? ` (${job.lastError})` : ""}`;
      return this.finishFailed(job, handler, parsed.data, reason);
    }

    const { leaseMs } = this.options;
    this.inFlight.add(job.id);
    const heartbeat = setInterval(() => {
      this.jobs.renewLease(job.id, this.id, this.now(), leaseMs).catch(() => undefined);
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      await handler.run(parsed.data, { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
      clearInterval(heartbeat);
      await this.jobs.finish(job.id, this.id, { status: "done" }, this.now());
    } catch (error) {
      clearInterval(heartbeat);
      const message = errorMessage(error);
      if (job.attempts >= job.maxAttempts) return this.finishFailed(job, handler, parsed.data, message);
      const delay = retryDelayMs(job.attempts, this.options.retryBaseMs);
      this.options.logger.warn({ job: job.id, type: job.type, attempt: job.attempts, err: message, retryInMs: delay }, "job failed; will retry");
      await this.jobs.scheduleRetry(job.id, this.id, message, new Date(this.now().getTime() + delay), this.now());
    }
  }

  private async finishFailed(job: Job, handler: JobHandler | undefined, payload: unknown, reason: string): Promise<void> {
    this.options.logger.error({ job: job.id, type: job.type, attempts: job.attempts, err: reason }, "job failed for good");
    try {
      if (handler && payload !== undefined) await handler.onFailed?.(payload, reason);
    } catch (error) {
      this.options.logger.error({ err: error, job: job.id }, "recording a job failure failed");
    }
    await this.jobs.finish(job.id, this.id, { status: "failed", error: reason }, this.now());
  }

  private async pruneNow(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.jobs.deleteDoneBefore(new Date(now - KEEP_DONE_MS));
  }
}

/** Worker ids read "<host>:<pid>:<random>"; host names may themselves hold colons. */
function parseWorkerId(id: string): { host: string; pid: number | undefined } {
  const parts = id.split(":");
  if (parts.length < 3) return { host: "", pid: undefined };
  const pid = Number(parts[parts.length - 2]);
  return { host: parts.slice(0, -2).join(":"), pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
