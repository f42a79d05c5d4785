import Fastify from "fastify";
import { loadConfig } from "./config.js";
import { createDatabase } from "./db/database.js";
import { createProcessing } from "./jobs/processing.js";
import { createCalendarSync } from "./modules/calendar-sync/calendar-sync.module.js";
import { ActivityLog } from "./modules/activity/activity-log.js";
import { createMorningDigest } from "./modules/morning-digest/morning-digest.module.js";
import { defaultDocumentsConfig } from "./modules/documents/documents.config.js";
import { createDocuments, watchConsumeFolder } from "./modules/documents/documents.module.js";
import { ThoughtsRepository } from "./modules/thoughts/thoughts.repository.js";
import { ThoughtsService } from "./modules/thoughts/thoughts.service.js";
import { registerDatabase } from "./plugins/db.js";
import { registerQueue } from "./plugins/queue.js";

/**
 * The last resort after SIGTERM. The worker itself waits a few seconds for the jobs in hand,
 * then hands them back to the queue for the next worker (Worker.stop), well within this.
 */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * `npm run worker`: processes the queue without serving HTTP, e.g. next to API-only servers
 * (WORKER=off) on PostgreSQL, where several of these share the queue safely. A bare Fastify
 * instance gives it the server's logger and the same start/close lifecycle.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = Fastify({ logger: { level: config.logLevel } });
  const database = createDatabase(config.database);
  await registerDatabase(app, database);
  const processing = createProcessing(database, config.processing, app.log, { quotaLimits: config.limits });
  const calendar = createCalendarSync(database, config.calendar, config.dataDir, processing, app.log);
  createMorningDigest(database, config, processing, app.log);
  // The job may give the thought a time, so a connected calendar needs a run after it.
  processing.classification.onClassified((userId) => calendar.sync.thoughtChanged(userId));
  // Document extraction creates thoughts, queued for classification as a capture is.
  const thoughts = new ThoughtsService(new ThoughtsRepository(database.db), {
    captureJobs: processing.classification.captureJobs,
    onThoughtChanged: (userId) => calendar.sync.thoughtChanged(userId),
  });
  const documentsConfig = config.documents ?? defaultDocumentsConfig(config.dataDir);
  // Files from the scanner folder are uploads too, recorded for the admin's Activities tab.
  const activity = new ActivityLog(database.db, (error, entry) => app.log.warn({ err: error, activity: entry.type }, "recording activity failed"));
  const documentsLlm = config.processing.llm ? { config: config.processing.llm, quotaLimits: config.limits, logger: app.log } : null;
  watchConsumeFolder(app, database.db, documentsConfig, createDocuments({ db: database.db, config: documentsConfig, processing, thoughts, activity, llm: documentsLlm }));
  registerQueue(app, processing, { startWorker: true });
  await app.ready();
  app.log.info({ database: config.database.dialect, concurrency: config.processing.workerConcurrency }, "Life Intelligence worker is running");

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "worker shutting down");
    setTimeout(() => {
      app.log.error("worker shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error during worker shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
