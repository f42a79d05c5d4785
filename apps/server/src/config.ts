import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EmbeddingConfig, LlmConfig } from "@life/classifier";
import { z } from "zod";
import { readSecurityConfig, type RateLimits, type TrustProxy } from "./security.config.js";
import { readDocumentsConfig, type DocumentsConfig } from "./modules/documents/documents.config.js";

/** apps/server, whether this file runs from src/ (tsx, vitest) or dist/ (node). */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type DatabaseConfig =
  /** `writeThread` (default on for a file): captures are written by a thread of their own (db/sqlite-writer.ts). */
  | { dialect: "sqlite"; file: string; writeThread?: boolean }
  /** `schema` sets the search_path; the tests use it to give each file its own schema. */
  | { dialect: "postgres"; url: string; schema?: string };

/** The background pipeline (classification jobs) and the models it may call. */
export interface ProcessingConfig {
  /** Run a job worker inside this process (WORKER); off for API-only processes. */
  worker: boolean;
  workerConcurrency: number;
  jobMaxAttempts: number;
  /** Step 2 through an OpenAI-compatible chat endpoint; null means the local engine only. */
  llm: LlmConfig | null;
  /** Step 3 through an OpenAI-compatible /embeddings endpoint; null means the offline embedding. */
  embedding: EmbeddingConfig | null;
  // Timings below are not environment settings; the tests shorten them.
  pollIntervalMs: number;
  /** First retry delay; each further retry doubles it. */
  retryBaseMs: number;
  /** A running job whose worker has not renewed its lease for this long is claimed again. */
  leaseMs: number;
}

/** Google OAuth client and the endpoints it talks to (fixed in production; tests point them at a local fake). */
export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBaseUrl: string;
}

export const GOOGLE_ENDPOINTS = {
  authUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  apiBaseUrl: "https://www.googleapis.com/calendar/v3",
} as const;

export interface CalendarConfig {
  /** Null without GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI: Connect answers 501. */
  google: GoogleCalendarConfig | null;
  /** SECRET_KEY: seals stored calendar credentials; without it a key file under DATA_DIR is made. */
  secretKey?: string;
  /** Every connected calendar is pulled this often (CALENDAR_SYNC_INTERVAL_MINUTES, 0 = off). */
  syncIntervalMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Always starts with "/" and never ends with one, e.g. "/api". */
  apiBasePath: string;
  signups: "open" | "closed";
  demoMode: boolean;
  logLevel: string;
  webDist: string;
  bodyLimit: number;
  trustProxy: TrustProxy;
  limits: RateLimits;
  /** Absolute session lifetime, beside the idle one. */
  sessionMaxAgeDays: number;
  version: string;
  processing: ProcessingConfig;
  /** SMTP_URL and MAIL_FROM; without an SMTP URL mail goes to DATA_DIR/outbox. */
  mail?: { smtpUrl?: string; from: string };
  /**
   * PUBLIC_URL: where people and outside clients (Shortcuts, a Custom GPT, MCP, links in e-mails)
   * reach this server. Unset: e-mail links use the request's own origin, the GPT schema http://localhost:3099.
   */
  publicUrl?: string;
  calendar: CalendarConfig;
  /** Uploads, storage and the watched folder; absent means the defaults under dataDir. */
  documents?: DocumentsConfig;
  /** ACTIVITY_RETENTION_DAYS: the admin activity log keeps this many days (0 keeps it for good); absent means 90. */
  activityRetentionDays?: number;
}

export const DEFAULT_ACTIVITY_RETENTION_DAYS = 90;

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes" || v === "on");

/** On unless set to a false value: WORKER defaults to on. */
const flagOn = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => !(v === "0" || v === "false" || v === "no" || v === "off"));

/** An unset and an empty variable mean the same. */
const optionalText = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().optional());
const optionalUrl = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3099),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  SQLITE_WRITE_THREAD: flagOn,
  API_BASE_PATH: z.string().default("/api"),
  SIGNUPS: z.enum(["open", "closed"]).default("open"),
  DEMO_MODE: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  EMBEDDING_MODEL: optionalText,
  EMBEDDING_BASE_URL: optionalUrl,
  EMBEDDING_API_KEY: optionalText,
  WORKER: flagOn,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  PUBLIC_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_REDIRECT_URI: optionalUrl,
  // Google's endpoints; set only to reach Google through a proxy, or a stand-in in browser tests.
  GOOGLE_AUTH_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_REVOKE_URL: optionalUrl,
  GOOGLE_CALENDAR_API_URL: optionalUrl,
  SECRET_KEY: optionalText,
  CALENDAR_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("Life Intelligence <no-reply@localhost>"),
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(DEFAULT_ACTIVITY_RETENTION_DAYS),
});

export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, "");
  // The web app owns "/", so the API needs a prefix of its own.
  if (trimmed === "") throw new Error("Invalid configuration: API_BASE_PATH must not be empty or /");
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/**
 * Reads the environment once at start-up. Invalid values stop the server with a message
 * naming the variable instead of surfacing later as odd behaviour.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  // `npm start` runs in apps/server; INIT_CWD is where the person typed it (the repo root),
  // so the default ./data lands in <root>/data rather than inside the package.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL?.trim();
  const database: DatabaseConfig =
    databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)
      ? { dialect: "postgres", url: databaseUrl }
      : { dialect: "sqlite", file: path.join(dataDir, "life.db"), writeThread: e.SQLITE_WRITE_THREAD };

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    apiBasePath: normalizeBasePath(e.API_BASE_PATH),
    signups: e.SIGNUPS,
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.resolve(serverRoot, "../web/dist"),
    bodyLimit: e.BODY_LIMIT,
    ...readSecurityConfig(env),
    version: readVersion(),
    processing: processingConfig(e, database.dialect),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    calendar: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET && e.GOOGLE_REDIRECT_URI
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              redirectUri: e.GOOGLE_REDIRECT_URI,
              authUrl: e.GOOGLE_AUTH_URL ?? GOOGLE_ENDPOINTS.authUrl,
              tokenUrl: e.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.tokenUrl,
              revokeUrl: e.GOOGLE_REVOKE_URL ?? GOOGLE_ENDPOINTS.revokeUrl,
              apiBaseUrl: (e.GOOGLE_CALENDAR_API_URL ?? GOOGLE_ENDPOINTS.apiBaseUrl).replace(/\/+$/, ""),
            }
          : null,
      secretKey: e.SECRET_KEY,
      syncIntervalMinutes: e.CALENDAR_SYNC_INTERVAL_MINUTES,
    },
    documents: readDocumentsConfig(env, dataDir, baseDir),
  };
}

// A short lease, renewed every leaseMs / 3 while a job runs: a job whose process was killed is free again within 15 s.
export const PROCESSING_DEFAULTS = { pollIntervalMs: 500, retryBaseMs: 5_000, leaseMs: 15_000 } as const;

function processingConfig(e: z.infer<typeof envSchema>, dialect: DatabaseConfig["dialect"]): ProcessingConfig {
  if (e.LLM_MODEL && !e.LLM_BASE_URL) throw new Error("Invalid configuration: LLM_BASE_URL is required when LLM_MODEL is set");
  if (e.LLM_BASE_URL && !e.LLM_MODEL) throw new Error("Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set");
  const embeddingBase = e.EMBEDDING_BASE_URL ?? e.LLM_BASE_URL;
  if (e.EMBEDDING_MODEL && !embeddingBase) {
    throw new Error("Invalid configuration: EMBEDDING_BASE_URL (or LLM_BASE_URL) is required when EMBEDDING_MODEL is set");
  }
  const apiKey = e.LLM_API_KEY;
  // LLM_API_KEY is a credential for the LLM's host; it goes to the embedding endpoint only when
  // that is the same origin. Any other host gets EMBEDDING_API_KEY or no key at all.
  const sameHost = embeddingBase !== undefined && e.LLM_BASE_URL !== undefined && new URL(embeddingBase).origin === new URL(e.LLM_BASE_URL).origin;
  const embeddingKey = e.EMBEDDING_API_KEY ?? (sameHost ? apiKey : undefined);
  return {
    worker: e.WORKER,
    // SQLite has one writer, so more in-process workers would only queue on its lock.
    workerConcurrency: e.WORKER_CONCURRENCY ?? (dialect === "postgres" ? 2 : 1),
    jobMaxAttempts: e.JOB_MAX_ATTEMPTS,
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey, timeoutMs: e.LLM_TIMEOUT_MS } : null,
    embedding:
      e.EMBEDDING_MODEL && embeddingBase
        ? { baseUrl: embeddingBase, model: e.EMBEDDING_MODEL, apiKey: embeddingKey, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    ...PROCESSING_DEFAULTS,
  };
}
