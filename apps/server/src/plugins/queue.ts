import type { FastifyInstance } from "fastify";
import type { Processing } from "../jobs/processing.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The job queue and this process's worker (started or not); tests drive it directly. */
    processing: Processing;
  }
}

/** How often a running worker looks for thoughts whose enqueue was lost to a crash. */
const ORPHAN_SWEEP_MS = 5_000;
/** The longest a job waits for requests in flight to be answered (see Worker.deferWhile). */
const JOB_MAX_DEFER_MS = 200;

/**
 * Ties the worker to the app's lifetime: with `startWorker` it starts once the app is ready
 * and, on close, finishes its current job before the database (closed by the db plugin,
 * registered earlier, so its onClose runs later) goes away.
 */
export function registerQueue(app: FastifyInstance, processing: Processing, options: { startWorker: boolean }): void {
  app.decorate("processing", processing);
  if (!options.startWorker) {
    // Tests run jobs by hand (runUntilIdle), which may start classifier threads.
    app.addHook("onClose", () => processing.close());
    return;
  }

  // Requests being served right now; the worker in this process lets them go first.
  let serving = 0;
  app.addHook("onRequest", async (_request, reply) => {
    serving += 1;
    // 'close' fires once whether the response was sent or the client went away.
    reply.raw.once("close", () => (serving -= 1));
  });
  processing.worker.deferWhile(() => serving > 0, JOB_MAX_DEFER_MS);

  let sweep: NodeJS.Timeout | undefined;
  const recoverOrphans = () =>
    processing.classification.recoverOrphans().then(
      (count) => count > 0 && app.log.warn({ count }, "re-queued thoughts whose job was lost"),
      (error: unknown) => app.log.error({ err: error }, "orphan sweep failed"),
    );
  // Nothing here is awaited: however long the queue, the server starts listening at once,
  // and the worker yields to the event loop between jobs.
  app.addHook("onReady", async () => {
    // The classifier threads load the word tables now, not while the first capture waits for its card.
    processing.startThreads();
    processing.worker.start();
    void recoverOrphans();
    sweep = setInterval(() => void recoverOrphans(), ORPHAN_SWEEP_MS);
    sweep.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    await processing.worker.stop();
    await processing.close();
  });
}
