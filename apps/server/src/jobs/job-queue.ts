import type { JobFailure, JobStatus } from "@life/contracts";
import type { JobHandler } from "./job-handler.js";
import type { JobsRepository } from "./jobs.repository.js";

export interface QueueStats {
  counts: Record<JobStatus, number>;
  recentFailures: JobFailure[];
  throughputPerMinute: number;
}

const THROUGHPUT_WINDOW_MINUTES = 10;
const RECENT_FAILURES = 10;

/**
 * What the rest of the app sees of the queue: enqueue, a signal to wake a local worker, and
 * the figures for the admin status page. Services use this, never the repository.
 */
export class JobQueue {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly jobs: JobsRepository,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    readonly maxAttempts: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async enqueue(type: string, payload: unknown, idempotencyKey: string): Promise<void> {
    const now = this.now();
    await this.jobs.enqueue({ type, payload, idempotencyKey, maxAttempts: this.maxAttempts, runAt: now }, now);
    this.notifyEnqueued();
  }

  /** Tells a worker in this process that work is waiting (also after an enqueue inside a transaction). */
  notifyEnqueued(): void {
    for (const listener of this.listeners) listener();
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stats(): Promise<QueueStats> {
    const since = new Date(this.now().getTime() - THROUGHPUT_WINDOW_MINUTES * 60_000);
    const [counts, failures, doneRecently] = await Promise.all([
      this.jobs.countByStatus(),
      this.jobs.listRecentFailures(RECENT_FAILURES),
      this.jobs.countDoneSince(since),
    ]);
    return {
      counts,
      recentFailures: failures.map((job) => ({
        job_id: job.id,
        thought_id: thoughtIdOf(job.payload),
        error: job.lastError ?? "unknown error",
        attempts: job.attempts,
        updated_at: job.updatedAt,
      })),
      throughputPerMinute: doneRecently / THROUGHPUT_WINDOW_MINUTES,
    };
  }

  /** Gives every failed job another round of attempts and lets its handler clear the failure it showed. */
  async requeueFailed(): Promise<number> {
    const jobs = await this.jobs.requeueFailed(this.now());
    for (const job of jobs) {
      const handler = this.handlers.get(job.type);
      const parsed = handler?.payload.safeParse(job.payload);
      if (handler && parsed?.success) await handler.onRequeued?.(parsed.data);
    }
    if (jobs.length > 0) this.notifyEnqueued();
    return jobs.length;
  }
}

function thoughtIdOf(payload: unknown): string | null {
  const id = (payload as { thoughtId?: unknown } | null)?.thoughtId;
  return typeof id === "string" ? id : null;
}
