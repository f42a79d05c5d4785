import path from "node:path";
import { z } from "zod";

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
  S3_ENDPOINT: optional,
});

export function defaultDocumentsConfig(dataDir: string): DocumentsConfig {
  return {
    storageDir: path.join(dataDir, "documents"),
    maxBytes: DOCUMENT_MAX_BYTES_DEFAULT,
    quotaBytes: DOCUMENT_QUOTA_BYTES_DEFAULT,
    consumeDir: null,
    consumeUser: null,
  };
}

export function readDocumentsConfig(environment: NodeJS.ProcessEnv, dataDir: string, baseDir: string): DocumentsConfig {
  const parsed = env.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const e = parsed.data;
  // Refusing is better than quietly keeping files on local disk the operator meant to be in a bucket.
  if (e.S3_BUCKET || e.S3_ENDPOINT) throw new Error("Invalid configuration: S3 document storage (S3_BUCKET, S3_ENDPOINT) is not implemented yet; unset them to store documents under DATA_DIR");
  if (e.CONSUME_DIR && !e.CONSUME_USER) throw new Error("Invalid configuration: CONSUME_USER (an account's e-mail) is required when CONSUME_DIR is set");
  return {
    ...defaultDocumentsConfig(dataDir),
    maxBytes: e.DOCUMENT_MAX_BYTES,
    quotaBytes: e.DOCUMENT_QUOTA_BYTES,
    consumeDir: e.CONSUME_DIR ? path.resolve(baseDir, e.CONSUME_DIR) : null,
    consumeUser: e.CONSUME_USER ?? null,
  };
}
