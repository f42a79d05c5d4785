import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { classify } from "@life/classifier";
import type { FastifyInstance } from "fastify";
import type { AuthResponse, LlmDebugData } from "@life/contracts";
import { buildApp, type AppDependencies } from "../src/app.js";
import { readVersion, type AppConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { thoughtWriteListenerFor } from "../src/db/thought-write-listener.js";
import { extractDocument } from "../src/modules/documents/extraction/extract-document.js";
import { createTestDb } from "./test-db.js";

export const WEB_APP_MARKER = "<div id=\"root\" data-test=\"web-app\"></div>";

/** A stand-in for apps/web/dist: an index.html and one fingerprinted asset. */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "life-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><body>${WEB_APP_MARKER}</body></html>`);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app');");
  return dir;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: tmpdir(),
    // Unused: buildTestApp always passes a test database.
    database: { dialect: "sqlite", file: ":memory:" },
    apiBasePath: "/api",
    signups: "open",
    demoMode: false,
    logLevel: "silent",
    webDist: makeWebDist(),
    bodyLimit: 1_048_576,
    trustProxy: false,
    // High enough that no ordinary test meets a 429; the limits' own tests lower them.
    limits: {
      authPerMinute: 100_000,
      capturePerMinute: 100_000,
      chatPerMinute: 100_000,
      searchPerMinute: 100_000,
      voicePerMinute: 100_000,
      dailyLlm: 0,
      dailyStt: 0,
      loginSlowdownMaxMs: 0,
    },
    sessionMaxAgeDays: 30,
    version: readVersion(),
    // No background worker unless a test asks for one: a job finishing mid-test would change
    // rows other tests compare. Tests of the pipeline start it or call runUntilIdle().
    processing: {
      worker: false,
      workerConcurrency: 1,
      jobMaxAttempts: 5,
      llm: null,
      embedding: null,
      pollIntervalMs: 20,
      retryBaseMs: 1,
      leaseMs: 120_000,
    },
    // A fixed key, so no test writes a key file; no periodic pull unless a test asks.
    calendar: { google: null, secretKey: "11".repeat(32), syncIntervalMinutes: 0 },
    ...overrides,
  };
}

/**
 * An LLM setting for tests that inject `classify`: with no model configured the job runs no
 * engine at all (the capture's local result stands), so the injected one stands in for a model.
 */
export const STAND_IN_LLM = { baseUrl: "http://127.0.0.1:9/v1", model: "stand-in" };

export function withStandInLlm(): Partial<AppConfig> {
  return { processing: { ...testConfig().processing, llm: STAND_IN_LLM } };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * The real engines, run in the test's own thread. A classifier thread loads the classifier
 * anew (10-15 s measured on a loaded 2-core machine) and one was started per app,
 * a document thread per upload: that was most of the time of many test files. The threads
 * themselves are tested where they are the subject (job-threads.test.ts,
 * document-extractor.test.ts), by the crash test and by the browser tests, which run the
 * built server as production does.
 */
export const IN_PROCESS_ENGINES: Pick<AppDependencies, "classificationEngines" | "documentExtractor"> = {
  classificationEngines: { classify },
  documentExtractor: extractDocument,
};

/**
 * The real app on a fresh database; app.close() also removes the database. Jobs run the real
 * classifier and document extraction in-process unless `deps` says otherwise: a test of the
 * classifier threads passes `classifierThreads` (`{}` for the defaults).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Omit<AppDependencies, "database"> = {},
): Promise<TestApp> {
  const database = await createTestDb();
  const engines = {
    ...(deps.classifierThreads ? {} : { classificationEngines: IN_PROCESS_ENGINES.classificationEngines }),
    documentExtractor: IN_PROCESS_ENGINES.documentExtractor,
  };
  const app = await buildApp(testConfig(overrides), { ...engines, ...deps, database });
  await untilListenerHears(database);
  return { app, database };
}

/**
 * On PostgreSQL a person's data version comes from the write listener once it hears its own notices, and from a query
 * until then, under another version string: a test counting cached reads would see one more read if the listener came
 * up between two of them (it did, in CI runs with two suites at once). So tests start once it hears (or after 15 s).
 */
async function untilListenerHears(database: Database): Promise<void> {
  const listener = thoughtWriteListenerFor(database.db);
  if (!listener) return;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await listener.version("00000000-0000-0000-0000-000000000000")) === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let counter = 0;
export function uniqueEmail(prefix = "person"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers through the API, as the web app does, and returns the token and user. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail(), password = "secret123"): Promise<AuthResponse> {
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<AuthResponse>();
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The pipeline's debug data of a thought, as the pipeline panel loads it. */
export async function debugOf(app: FastifyInstance, token: string, thoughtId: string): Promise<LlmDebugData | null> {
  const response = await app.inject({ method: "GET", url: `/api/thoughts/${thoughtId}/debug`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`debug failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { llm_debug_data: LlmDebugData | null } }>().data.llm_debug_data;
}
