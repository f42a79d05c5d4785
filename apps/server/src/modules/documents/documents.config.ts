import path from "node:path";
import { z } from "zod";
import type { S3StorageConfig } from "../../integrations/storage-s3/s3-storage.js";

export interface DocumentsConfig {
  /** Local storage root: DATA_DIR/documents. */
  storageDir: string;
  /** Largest accepted file (DOCUMENT_MAX_BYTES). */
  maxBytes: number;
  /** All of one person's documents together (DOCUMENT_QUOTA_BYTES). */
  quotaBytes: number;
  /** Scanner folder imported from (CONSUME_DIR), or null. */
  consumeDir: string | null;
  /** E-mail of the account that owns imported files (CONSUME_USER). */
  consumeUser: string | null;
  /** An S3-compatible bucket instead of storageDir (S3_BUCKET and the other S3_* settings), or null. */
  s3: S3StorageConfig | null;
}

export const DOCUMENT_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;
export const DOCUMENT_QUOTA_BYTES_DEFAULT = 5 * 1024 * 1024 * 1024;

const optional = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().optional());
const env = z.object({
  DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1024).max(2 ** 40).default(DOCUMENT_MAX_BYTES_DEFAULT),
  DOCUMENT_QUOTA_BYTES: z.coerce.number().int().min(1024).max(2 ** 50).default(DOCUMENT_QUOTA_BYTES_DEFAULT),
  CONSUME_DIR: optional,
  CONSUME_USER: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.enum(["true", "false", "1", "0"]).optional()),
});

export function defaultDocumentsConfig(dataDir: string): DocumentsConfig {
  return {
    storageDir: path.join(dataDir, "documents"),
    maxBytes: DOCUMENT_MAX_BYTES_DEFAULT,
    quotaBytes: DOCUMENT_QUOTA_BYTES_DEFAULT,
    consumeDir: null,
    consumeUser: null,
    s3: null,
  };
}

/** S3 settings from the environment; null when no bucket is named. */
function readS3(e: z.infer<typeof env>): S3StorageConfig | null {
  if (!e.S3_BUCKET) {
    // Refusing is better than quietly keeping files on local disk the operator meant to be in a bucket.
    if (e.S3_ENDPOINT) throw new Error("Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not; name the bucket documents go to");
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials are used then)");
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION ?? "us-east-1",
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    // A custom endpoint is most often a self-hosted server addressed by path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? Boolean(e.S3_ENDPOINT) : e.S3_FORCE_PATH_STYLE === "true" || e.S3_FORCE_PATH_STYLE === "1",
  };
}

export function readDocumentsConfig(environment: NodeJS.ProcessEnv, dataDir: string, baseDir: string): DocumentsConfig {
  const parsed = env.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const e = parsed.data;
  if (e.CONSUME_DIR && !e.CONSUME_USER) throw new Error("Invalid configuration: CONSUME_USER (an account's e-mail) is required when CONSUME_DIR is set");
  return {
    ...defaultDocumentsConfig(dataDir),
    maxBytes: e.DOCUMENT_MAX_BYTES,
    quotaBytes: e.DOCUMENT_QUOTA_BYTES,
    consumeDir: e.CONSUME_DIR ? path.resolve(baseDir, e.CONSUME_DIR) : null,
    consumeUser: e.CONSUME_USER ?? null,
    s3: readS3(e),
  };
}
