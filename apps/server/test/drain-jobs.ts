import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/**
 * Runs the app's job queue until no job is queued or running: the state a running worker
 * reaches a moment after a capture (classify:<id>), with the calendar syncs and document
 * extractions those jobs queue in turn. Retries are waited for (tests use a 1 ms backoff); a
 * job that fails for good counts as finished. Works beside a started worker too: claims are
 * atomic, so each job still runs once. Returns how many jobs this call ran itself.
 */
export async function drainJobs(app: FastifyInstance, { timeoutMs = 10_000 } = {}): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let ran = 0;
  for (;;) {
    ran += await app.processing.worker.runUntilIdle();
    const { counts } = await app.processing.queue.stats();
    if (counts.queued === 0 && counts.running === 0) return ran;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms: ${counts.queued} queued, ${counts.running} running`);
    // A retry not yet due, or a job another worker holds.
    await sleep(5);
  }
}
