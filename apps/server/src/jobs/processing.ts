import { classify, classifyLocal } from "@life/classifier";
import type { FastifyBaseLogger } from "fastify";
import type { ProcessingConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { ClassificationRepository } from "../modules/classification/classification.repository.js";
import { ClassificationService, type ClassificationEngines } from "../modules/classification/classification.service.js";
import { ContextRepository } from "../modules/classification/context.repository.js";
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
}

/** The queue, its job handlers and the worker, wired the same way for the server and worker.ts. */
export function createProcessing(
  database: Database,
  config: ProcessingConfig,
  logger: FastifyBaseLogger,
  engines: ClassificationEngines = { classify, classifyLocal },
): Processing {
  const jobs = new JobsRepository(database.db, database.dialect);
  const handlers = new Map<string, JobHandler>();
  const queue = new JobQueue(jobs, handlers, config.jobMaxAttempts);
  const classification = new ClassificationService(
    new ClassificationRepository(database.db, database.dialect),
    new ContextRepository(database.db, database.dialect),
    queue,
    engines,
    {
      classifyOptions: { ...(config.llm ? { llm: config.llm } : {}), ...(config.embedding ? { embedding: config.embedding } : {}) },
      maxAttempts: config.jobMaxAttempts,
      logger,
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
  return { queue, worker, classification };
}
