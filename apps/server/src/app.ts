import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import { createDatabase, type Database } from "./db/database.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { LoginFailuresRepository } from "./modules/auth/login-failures.repository.js";
import { SessionsRepository } from "./modules/auth/sessions.repository.js";
import { DEMO_ACCOUNT, seedDemoAccount } from "./modules/demo/demo.seed.js";
import { SystemRepository } from "./modules/system/system.repository.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { SystemService } from "./modules/system/system.service.js";
import { chatModule } from "./modules/chat/chat.module.js";
import { readChatConfig, type ChatConfig } from "./modules/chat/chat.config.js";
import { organisedViewsModule } from "./modules/organised-views.module.js";
import { thoughtsRoutes } from "./modules/thoughts/thoughts.routes.js";
import { ThoughtsRepository } from "./modules/thoughts/thoughts.repository.js";
import { ThoughtsService, type ThoughtCreatedHook } from "./modules/thoughts/thoughts.service.js";
import { UsersRepository } from "./modules/users/users.repository.js";
import { createProcessing, type ProcessingOverrides } from "./jobs/processing.js";
import type { ClassificationEngines } from "./modules/classification/classification.service.js";
import { debugRoutes } from "./modules/debug/debug.routes.js";
import { defaultDocumentsConfig } from "./modules/documents/documents.config.js";
import { createDocuments, watchConsumeFolder } from "./modules/documents/documents.module.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import type { DocumentExtractor } from "./jobs/document-extractor.js";
import { QuotasRepository } from "./modules/quotas/quotas.repository.js";
import { QuotasService } from "./modules/quotas/quotas.service.js";
import { DebugService } from "./modules/debug/debug.service.js";
import { registerQueue } from "./plugins/queue.js";
import { registerAuth } from "./plugins/auth.js";
import { registerContentTypes } from "./plugins/content-types.js";
import { registerDatabase } from "./plugins/db.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerNulCheck } from "./plugins/no-nul.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerWebApp } from "./plugins/web-app.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { fastifyTrustProxy } from "./lib/trust-proxy.js";

export interface AppDependencies {
  /** Defaults to the database in config; tests pass a fresh one. The app closes it on close. */
  database?: Database;
  /** Runs after each thought is saved; defaults to capture-time classification plus its job. */
  onThoughtCreated?: ThoughtCreatedHook;
  /** Replaces the classifier's engines; tests use it to make the pipeline fail or stall. */
  classificationEngines?: ClassificationEngines;
  /** Options of the job's classifier threads; tests give them an engine that hangs. */
  classifierThreads?: ProcessingOverrides["threads"];
  /** LLM and speech-to-text settings of the chat; read from the environment when absent. */
  chatConfig?: ChatConfig;
  /** Replaces the document extraction threads. */
  documentExtractor?: DocumentExtractor;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired sessions and stale login attempts are deleted this often (and once at start). */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Accept a caller's request id (from a proxy) when it is short and plain, else make one. */
function requestId(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Builds the whole server without listening, so tests can drive it with app.inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });

  const database = deps.database ?? createDatabase(config.database);
  try {
    await registerModules(app, config, database, deps);
    return app;
  } catch (error) {
    // The app never started, so its onClose hook will not close the database.
    await database.destroy();
    throw error;
  }
}

function schedulePruning(app: FastifyInstance, auth: AuthService): void {
  const prune = () => auth.pruneExpired().catch((error: unknown) => app.log.warn({ err: error }, "pruning sessions failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void prune();
    timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

async function registerModules(app: FastifyInstance, config: AppConfig, database: Database, deps: AppDependencies) {
  await registerDatabase(app, database);
  const users = new UsersRepository(database.db);
  const auth = new AuthService(users, new SessionsRepository(database.db), new LoginFailuresRepository(database.db), {
    signups: config.signups,
    demoEmail: config.demoMode ? DEMO_ACCOUNT.email : undefined,
    loginSlowdownMaxMs: config.limits.loginSlowdownMaxMs,
    sessionMaxAgeMs: config.sessionMaxAgeDays * DAY_MS,
  });
  schedulePruning(app, auth);
  const processing = createProcessing(database, config.processing, app.log, {
    engines: deps.classificationEngines,
    threads: deps.classifierThreads,
    quotaLimits: config.limits,
  });
  // Registered after the database plugin, so on close the worker stops before the database does.
  registerQueue(app, processing, { startWorker: config.processing.worker });
  const thoughts = new ThoughtsService(new ThoughtsRepository(database.db), {
    onThoughtCreated: deps.onThoughtCreated ?? ((thought, user) => processing.classification.classifyOnCapture(thought, user)),
  });
  const documentsConfig = config.documents ?? defaultDocumentsConfig(config.dataDir);
  const documents = createDocuments({ db: database.db, config: documentsConfig, processing, thoughts, extractor: deps.documentExtractor });
  if (config.processing.worker) watchConsumeFolder(app, database.db, documentsConfig, documents);
  const quotas = new QuotasService(new QuotasRepository(database.db), config.limits);
  const debug = new DebugService(processing.queue, processing.worker, () => processing.classification.engine);
  const system = new SystemService(new SystemRepository(database.db), {
    dialect: database.dialect,
    version: config.version,
    signups: config.signups,
    demo: config.demoMode ? { ...DEMO_ACCOUNT } : null,
  });

  if (config.demoMode && (await seedDemoAccount(users, thoughts))) {
    app.log.info({ email: DEMO_ACCOUNT.email }, "demo account seeded");
  }

  await registerSecurityHeaders(app);
  registerContentTypes(app);
  registerErrorHandling(app);
  registerNulCheck(app);
  registerAuth(app, auth);
  await registerRateLimits(app, config.limits, config.apiBasePath);
  await registerOpenApi(app, config);
  await registerWebApp(app, config);
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system });
      await api.register(authRoutes, { auth });
      await api.register(thoughtsRoutes, { thoughts });
      await api.register(organisedViewsModule, { database, embedding: config.processing.embedding });
      await api.register(debugRoutes, { debug });
      await api.register(documentsRoutes, { documents, maxBytes: documentsConfig.maxBytes });
      await api.register(chatModule, { db: database.db, thoughts, config: deps.chatConfig ?? readChatConfig(config.processing.llm), quotas });
    },
    { prefix: config.apiBasePath },
  );
}
