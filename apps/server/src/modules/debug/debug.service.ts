import type { ForceStartResponse, MarchingOrdersStatus, User } from "@life/contracts";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { Worker } from "../../jobs/worker.js";
import { ForbiddenError } from "../../lib/errors.js";

export const ADMIN_REQUIRED = "Admin access required";

/** The admin's window on the background processor ("marching orders"). */
export class DebugService {
  constructor(
    private readonly queue: JobQueue,
    private readonly worker: Worker,
    private readonly engine: () => string,
  ) {}

  async getMarchingOrdersStatus(user: User): Promise<MarchingOrdersStatus> {
    requireAdmin(user);
    const stats = await this.queue.stats();
    return {
      queue: stats.counts,
      recent_failures: stats.recentFailures,
      throughput_per_minute: stats.throughputPerMinute,
      engine: this.engine(),
      worker: { in_process: this.worker.started, concurrency: this.worker.concurrency },
    };
  }

  /** Re-queues failed jobs for another round and wakes this process's worker. */
  async forceStart(user: User): Promise<ForceStartResponse> {
    requireAdmin(user);
    const requeued = await this.queue.requeueFailed();
    this.worker.wake();
    const { counts } = await this.queue.stats();
    const retried = requeued > 0 ? ` (${requeued} failed ${requeued === 1 ? "job" : "jobs"} re-queued)` : "";
    const where = this.worker.started ? "" : "; no worker runs in this process, start one with npm run worker";
    return { message: `Processor started: ${counts.queued} ${counts.queued === 1 ? "job" : "jobs"} queued${retried}${where}` };
  }
}

function requireAdmin(user: User): void {
  if (user.role !== "admin") throw new ForbiddenError(ADMIN_REQUIRED);
}
