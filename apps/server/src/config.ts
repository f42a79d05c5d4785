import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** apps/server, whether this file runs from src/ (tsx, vitest) or dist/ (node). */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  /** `schema` sets the search_path; the tests use it to give each file its own schema. */
  | { dialect: "postgres"; url: string; schema?: string };

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
  trustProxy: boolean;
  version: string;
}

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes" || v === "on");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3099),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  API_BASE_PATH: z.string().default("/api"),
  SIGNUPS: z.enum(["open", "closed"]).default("open"),
  DEMO_MODE: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: flag,
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
      : { dialect: "sqlite", file: path.join(dataDir, "life.db") };

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
    trustProxy: e.TRUST_PROXY,
    version: readVersion(),
  };
}
