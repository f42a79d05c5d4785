import type { LlmConfig } from "@life/classifier";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { threadExtractor, type DocumentExtractor } from "../../jobs/document-extractor.js";
import { extractDocumentJob } from "../../jobs/extract-document.job.js";
import type { Processing } from "../../jobs/processing.js";
import type { ActivityRecorder } from "../activity/activity-log.js";
import { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { UsersRepository } from "../users/users.repository.js";
import { ConsumeFolder } from "./consume-folder.js";
import type { DocumentsConfig } from "./documents.config.js";
import { DocumentsRepository } from "./documents.repository.js";
import { DocumentsService } from "./documents.service.js";
import { llmDocumentFields } from "./extraction/llm-fields.js";
import { QuotasRepository } from "../quotas/quotas.repository.js";
import { QuotasService, type QuotaLimits } from "../quotas/quotas.service.js";
import { QuotaReservationsRepository } from "./quota-reservations.repository.js";
import { createDocumentStorage } from "./storage/create-storage.js";
import type { DocumentStorage } from "./storage/document-storage.js";

export interface DocumentsModuleOptions {
  db: Kysely<Tables>;
  config: DocumentsConfig;
  processing: Processing;
  thoughts: ThoughtsService;
  /** Tests replace the threaded extractor, e.g. with one that fails. */
  extractor?: DocumentExtractor;
  /** The configured LLM reads the fields when set (within the daily LLM quota); the local engine otherwise. */
  llm?: { config: LlmConfig; quotaLimits?: QuotaLimits; logger?: FastifyBaseLogger } | null;
  /** Tests may pass a storage of their own; otherwise the configured disk folder or bucket. */
  storage?: DocumentStorage;
  activity?: ActivityRecorder;
}

/** The documents service with its storage, and its extraction job on the process's queue (server and worker.ts alike). */
export function createDocuments({ db, config, processing, thoughts, extractor, llm, storage, activity }: DocumentsModuleOptions): DocumentsService {
  const service = new DocumentsService({
    documents: new DocumentsRepository(db),
    reservations: new QuotaReservationsRepository(db),
    storage: storage ?? createDocumentStorage(config),
    queue: processing.queue,
    thoughts,
    thoughtsRepository: new ThoughtsRepository(db),
    users: new UsersRepository(db),
    extractor: extractor ?? threadExtractor(),
    config,
    ...(llm
      ? {
          refineFields: llmDocumentFields(llm.config, {
            ...(llm.quotaLimits ? { quotas: new QuotasService(new QuotasRepository(db), llm.quotaLimits) } : {}),
            onError: (error) => llm.logger?.warn({ err: error }, "document fields by the LLM failed; kept the local ones"),
          }),
        }
      : {}),
    ...(activity ? { activity } : {}),
  });
  processing.registerJob(extractDocumentJob(service));
  return service;
}

/**
 * With CONSUME_DIR set, the process that runs jobs also imports the scanner folder, for as
 * long as the app is up. API-only processes (WORKER=off) leave it to the worker.
 */
export function watchConsumeFolder(app: FastifyInstance, db: Kysely<Tables>, config: DocumentsConfig, documents: DocumentsService): void {
  if (!config.consumeDir || !config.consumeUser) return;
  const users = new UsersRepository(db);
  const folder = new ConsumeFolder({
    dir: config.consumeDir,
    userEmail: config.consumeUser,
    findUser: (email) => users.findUserByEmail(email),
    documents,
    logger: app.log,
  });
  app.addHook("onReady", async () => folder.start());
  app.addHook("onClose", async () => folder.stop());
}
