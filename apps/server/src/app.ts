import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { DEFAULT_ACTIVITY_RETENTION_DAYS, type AppConfig } from "./config.js";
import { createDatabase, type Database } from "./db/database.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { onboardingModule } from "./modules/auth/onboarding.module.js";
import { setupModule } from "./modules/setup/setup.module.js";
import { accountModule } from "./modules/account/account.module.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { LoginFailuresRepository } from "./modules/auth/login-failures.repository.js";
import { SessionCache } from "./modules/auth/session-cache.js";
import { SessionsRepository } from "./modules/auth/sessions.repository.js";
import { DEMO_ACCOUNT, seedDemoAccount } from "./modules/demo/demo.seed.js";
import { SystemRepository } from "./modules/system/system.repository.js";
import { systemRoutes } from "./modules/system/system.routes.js";
import { SystemService } from "./modules/system/system.service.js";
import { chatModule } from "./modules/chat/chat.module.js";
import { readChatConfig, type ChatConfig } from "./modules/chat/chat.config.js";
import { organisedViewsModule } from "./modules/organised-views.module.js";
import { thoughtsRoutes } from "./modules/thoughts/thoughts.routes.js";
import { DataVersionRepository } from "./modules/thoughts/data-version.repository.js";
import { ThoughtsRepository } from "./modules/thoughts/thoughts.repository.js";
import { ThoughtsService } from "./modules/thoughts/thoughts.service.js";
import { UsersRepository } from "./modules/users/users.repository.js";
import { createProcessing, type ProcessingOverrides } from "./jobs/processing.js";
import type { ClassificationEngines } from "./modules/classification/classification.service.js";
import { debugRoutes } from "./modules/debug/debug.routes.js";
import { calendarSyncModule, createCalendarSync, scheduleCalendarPulls } from "./modules/calendar-sync/calendar-sync.module.js";
import { ActivityLog } from "./modules/activity/activity-log.js";
import { adminModule } from "./modules/admin/admin.module.js";
import { registerImpersonationAudit } from "./plugins/impersonation.js";
import { defaultDocumentsConfig } from "./modules/documents/documents.config.js";
import { createDocuments, watchConsumeFolder } from "./modules/documents/documents.module.js";
import { documentsRoutes } from "./modules/documents/documents.routes.js";
import type { DocumentExtractor } from "./jobs/document-extractor.js";
import { QuotasRepository } from "./modules/quotas/quotas.repository.js";
import { QuotasService } from "./modules/quotas/quotas.service.js";
import { DebugService } from "./modules/debug/debug.service.js";
import { responseSerializerCompiler } from "./plugins/response-serializer.js";
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
import { registerApiKeyAuth } from "./plugins/api-key-auth.js";
import { ApiKeysRepository } from "./modules/api-keys/api-keys.repository.js";
import { ApiKeysService } from "./modules/api-keys/api-keys.service.js";
import { ApiKeyUsage } from "./modules/api-keys/api-key-usage.js";
import { integrationsModule } from "./modules/integrations.module.js";
import { DEFAULT_PUBLIC_URL } from "@life/contracts";
import { createMorningDigest, scheduleMorningDigests } from "./modules/morning-digest/morning-digest.module.js";
import { morningDigestRoutes } from "./modules/morning-digest/morning-digest.routes.js";
import { Housekeeping, scheduleHousekeeping } from "./jobs/housekeeping.js";
import { adminPagesModule } from "./modules/admin-pages/admin-pages.module.js";
import { PageAccessService } from "./modules/admin-pages/page-access.service.js";
import { PageGrantsRepository } from "./modules/admin-pages/page-grants.repository.js";
import { redactUrl } from "./plugins/log-redaction.js";

export interface AppDependencies {
  /** Defaults to the database in config; tests pass a fresh one. The app closes it on close. */
  database?: Database;
  /** Replaces the classifier's engines; tests use it to make the pipeline fail or stall. */
  classificationEngines?: ClassificationEngines;
  /** Options of the job's classifier threads; tests give them an engine that hangs. */
  classifierThreads?: ProcessingOverrides["threads"];
  /** LLM and speech-to-text settings of the chat; read from the environment when absent. */
  chatConfig?: ChatConfig;
  /** Where the log goes (stdout when absent); tests read it to prove secrets stay out. */
  logStream?: { write(line: string): void };
  /** The clock captures and answers read; the Q&A eval replays a case's capture times with it. */
  now?: () => Date;
  /** Replaces the document extraction threads. */
  documentExtractor?: DocumentExtractor;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired sessions, stale login attempts, old activity and used page grants are deleted this often (and once at start). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Accept a caller's request id (from a proxy) when it is short and plain, else make one. */
function requestId(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Builds the whole server without listening, so tests can drive it with app.inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // API keys also arrive in x-api-key (Custom GPT actions); neither header is ever logged.
      redact: ["req.headers.authorization", 'req.headers["x-api-key"]'],
      // An admin page's one-time ticket arrives in its query string; it never reaches the log.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
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

async function registerModules(app: FastifyInstance, config: AppConfig, database: Database, deps: AppDependencies) {
  await registerDatabase(app, database);
  const users = new UsersRepository(database.db);
  const activity = new ActivityLog(database.db, (error, entry) => app.log.warn({ err: error, activity: entry.type }, "recording activity failed"));
  const auth = new AuthService(users, new SessionsRepository(database.db), new LoginFailuresRepository(database.db), {
    signups: config.signups,
    demoEmail: config.demoMode ? DEMO_ACCOUNT.email : undefined,
    loginSlowdownMaxMs: config.limits.loginSlowdownMaxMs,
    sessionMaxAgeMs: config.sessionMaxAgeDays * DAY_MS,
    activity,
    sessionCache: new SessionCache(database.authWrites),
  });
  const pageAccess = new PageAccessService(new PageGrantsRepository(database.db), { sessionMaxAgeMs: config.sessionMaxAgeDays * DAY_MS });
  const retentionDays = config.activityRetentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS;
  scheduleHousekeeping(
    app,
    new Housekeeping(
      {
        sessions: () => auth.pruneExpired(),
        ...(retentionDays > 0 ? { activity: () => activity.pruneBefore(new Date(Date.now() - retentionDays * DAY_MS)) } : {}),
        pageGrants: () => pageAccess.pruneExpired(),
      },
      (task, error) => app.log.warn({ err: error, task }, "housekeeping failed"),
    ),
    HOUSEKEEPING_INTERVAL_MS,
  );
  const processing = createProcessing(database, config.processing, app.log, {
    engines: deps.classificationEngines,
    threads: deps.classifierThreads,
    quotaLimits: config.limits,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const calendar = createCalendarSync(database, config.calendar, config.dataDir, processing, app.log);
  scheduleCalendarPulls(app, calendar.sync, config.calendar.syncIntervalMinutes);
  const digest = createMorningDigest(database, config, processing, app.log, deps.now ? { now: deps.now } : {});
  scheduleMorningDigests(app, digest);
  // Registered after the database plugin, so on close the worker stops before the database does.
  registerQueue(app, processing, { startWorker: config.processing.worker });
  // The job may give the thought a time, so a connected calendar needs a run after it.
  processing.classification.onClassified((userId) => calendar.sync.thoughtChanged(userId));
  const thoughts = new ThoughtsService(new ThoughtsRepository(database.db), {
    captureJobs: processing.classification.captureJobs,
    onThoughtChanged: (userId) => calendar.sync.thoughtChanged(userId),
    versions: new DataVersionRepository(database.db),
    activity,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const documentsConfig = config.documents ?? defaultDocumentsConfig(config.dataDir);
  const documentsLlm = config.processing.llm ? { config: config.processing.llm, quotaLimits: config.limits, logger: app.log } : null;
  const documents = createDocuments({ db: database.db, config: documentsConfig, processing, thoughts, extractor: deps.documentExtractor, activity, llm: documentsLlm });
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

  registerSecurityHeaders(app);
  registerContentTypes(app);
  registerErrorHandling(app);
  registerNulCheck(app);
  const apiKeyUsage = new ApiKeyUsage(new ApiKeysRepository(database.db));
  const apiKeys = new ApiKeysService(new ApiKeysRepository(database.db), apiKeyUsage, undefined, activity);
  app.addHook("onReady", async () => apiKeyUsage.start((error) => app.log.warn({ err: error }, "writing API key usage failed")));
  // Added after the database plugin, so the last uses are written before the database closes.
  app.addHook("onClose", async () => apiKeyUsage.stop());
  registerAuth(app, auth, registerApiKeyAuth(app, apiKeys, config.apiBasePath));
  registerImpersonationAudit(app, { db: database.db, activity, apiBasePath: config.apiBasePath });
  await registerRateLimits(app, config.limits, config.apiBasePath);
  await registerOpenApi(app, config);
  await registerWebApp(app, config);
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system });
      await api.register(authRoutes, { auth });
      await api.register(onboardingModule, { database, auth, config });
      await api.register(setupModule, { database });
      await api.register(accountModule, { database, auth, documents, dataDir: config.dataDir, documentQuotaBytes: documentsConfig.quotaBytes });
      await api.register(thoughtsRoutes, { thoughts });
      await api.register(organisedViewsModule, { database, embedding: config.processing.embedding });
      await api.register(debugRoutes, { debug });
      await api.register(adminPagesModule, { db: database.db, access: pageAccess, debug, apiBasePath: config.apiBasePath });
      await api.register(integrationsModule, {
        database,
        thoughts,
        apiKeys,
        documents,
        documentMaxBytes: documentsConfig.maxBytes,
        publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
        apiBasePath: config.apiBasePath,
        version: config.version,
        embedding: config.processing.embedding,
        llm: config.processing.llm,
        quotas,
      });
      await api.register(calendarSyncModule, { calendar, apiBasePath: config.apiBasePath });
      await api.register(morningDigestRoutes, { digest });
      await api.register(adminModule, { db: database.db, activity });
      await api.register(documentsRoutes, { documents, maxBytes: documentsConfig.maxBytes });
      await api.register(chatModule, { db: database.db, thoughts, config: deps.chatConfig ?? readChatConfig(config.processing.llm), quotas, now: deps.now });
    },
    { prefix: config.apiBasePath },
  );
}
