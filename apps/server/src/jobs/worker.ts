import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { errorMessage, retryDelayMs, type JobHandler } from "./job-handler.js";
import type { Job, JobsRepository } from "./jobs.repository.js";

export interface WorkerOptions {
  concurrency: number;
  pollIntervalMs: number;
  retryBaseMs: number;
  leaseMs: number;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  now?: () => Date;
}

const PRUNE_EVERY_MS = 60 * 60_000;
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
  private readonly now: () => Date;

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
    for (let i = 0; i < this.options.concurrency; i++) this.loops.push(this.loop());
    this.options.logger.info({ worker: this.id, concurrency: this.options.concurrency }, "job worker started");
  }

  /** Ends the loops; a job already running is finished first, so nothing is left half-done. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Ends the idle wait of every loop, e.g. right after a job was enqueued in this process. */
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
