import type { FastifyBaseLogger } from "fastify";
import type { ProcessingConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { ClassificationRepository } from "../modules/classification/classification.repository.js";
import { ClassificationService, type ClassificationEngines, type PipelineRunner } from "../modules/classification/classification.service.js";
import { ContextRepository } from "../modules/classification/context.repository.js";
import { runPipeline } from "../modules/classification/pipeline-run.js";
import { priorityHintFrom } from "../modules/classification/priority-hint.js";
import { SetupRepository } from "../modules/setup/setup.repository.js";
import { SetupService } from "../modules/setup/setup.service.js";
import { QuotasRepository } from "../modules/quotas/quotas.repository.js";
import { QuotasService, type QuotaLimits } from "../modules/quotas/quotas.service.js";
import { ClassifierPool, type ClassifierPoolOptions } from "./classifier-pool.js";
import { classifyThoughtJob } from "./classify-thought.job.js";
import type { JobHandler } from "./job-handler.js";
import { JobQueue } from "./job-queue.js";
import { JobsRepository } from "./jobs.repository.js";
import { Worker } from "./worker.js";

export interface Processing {
  queue: JobQueue;
  /** Built in every process; started only where config.worker (or worker.ts) says so. */
  worker: Worker;
  classification: ClassificationService;
  /** Adds a kind of job (a module's own, such as document extraction) to this queue and worker. */
  registerJob(handler: JobHandler): void;
  /** Starts the classifier threads ahead of the first job (a worker process at start). */
  startThreads(): void;
  /** Ends the classifier threads; after the worker has stopped. */
  close(): Promise<void>;
}

/** CPU time one job's pipeline may take in its thread before it is stopped (a model's wait is added). */
export const JOB_CPU_BUDGET_MS = 10_000;

/** Test hooks: engines run in-process instead of the threads; thread options replace the defaults. */
export interface ProcessingOverrides {
  engines?: ClassificationEngines;
  threads?: Partial<Omit<ClassifierPoolOptions, "size">>;
}

export interface ProcessingOptions extends ProcessingOverrides {
  /** Daily per-user limits; the job's model call counts against the LLM quota. */
  quotaLimits?: QuotaLimits;
  /** The clock the job's writes read (contacts it adds are dated by it); the Q&A eval replays capture times. */
  now?: () => Date;
}

/** The queue, its job handlers and the worker, wired the same way for the server and worker.ts. */
export function createProcessing(
  database: Database,
  config: ProcessingConfig,
  logger: FastifyBaseLogger,
  overrides: ProcessingOptions = {},
): Processing {
  const jobs = new JobsRepository(database.db, database.dialect);
  const handlers = new Map<string, JobHandler>();
  const queue = new JobQueue(jobs, handlers, config.jobMaxAttempts);
  let pool: ClassifierPool | undefined;
  const { engines } = overrides;
  // The threads read step 1's candidates themselves, so neither SQLite's synchronous reads nor
  // the parsing of PostgreSQL's hundreds of rows with their vectors runs on the API's event
  // loop. An in-memory SQLite database (tests) has no file to open: the main thread reads.
  const databaseFile = database.dialect === "sqlite" && database.file && database.file !== ":memory:" ? database.file : undefined;
  const reader = databaseFile ? { databaseFile } : database.postgres ? { postgres: database.postgres } : undefined;
  const threads = () => (pool ??= new ClassifierPool({ size: config.workerConcurrency, budgetMs: JOB_CPU_BUDGET_MS, ...reader, ...overrides.threads }));
  const runner: PipelineRunner = engines ? (request) => runPipeline(request, engines.classify) : (request) => threads().run(request);
  const setup = new SetupService(new SetupRepository(database.db));
  const classification = new ClassificationService(
    new ClassificationRepository(database.db, database.dialect),
    new ContextRepository(database.db, database.dialect),
    queue,
    runner,
    {
      classifyOptions: { ...(config.llm ? { llm: config.llm } : {}), ...(config.embedding ? { embedding: config.embedding } : {}) },
      maxAttempts: config.jobMaxAttempts,
      logger,
      // Setup's "What should the AI prioritise?" weights what the classifier marks as priority.
      priorityHint: async (userId) => priorityHintFrom((await setup.preferences(userId)).ai_priority),
      runnerReadsContext: !engines && reader !== undefined,
      ...(overrides.now ? { now: overrides.now } : {}),
      ...(overrides.quotaLimits ? { quotas: new QuotasService(new QuotasRepository(database.db), overrides.quotaLimits) } : {}),
    },
  );
  for (const handler of [classifyThoughtJob(classification)]) handlers.set(handler.type, handler);

  const worker = new Worker(jobs, handlers, {
    concurrency: config.workerConcurrency,
    pollIntervalMs: config.pollIntervalMs,
    retryBaseMs: config.retryBaseMs,
    leaseMs: config.leaseMs,
    logger,
  });
  queue.onEnqueued(() => worker.wake());
  return {
    queue,
    worker,
    classification,
    registerJob: (handler) => void handlers.set(handler.type, handler),
    startThreads: () => {
      if (!engines) threads().prestart();
    },
    close: async () => pool?.close(),
  };
}
