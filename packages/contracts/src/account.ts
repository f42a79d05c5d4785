import { z } from "zod";
import { containerTypeSchema, domainSchema, eventTypeSchema, thoughtStatusSchema } from "./enums.js";
import { flexibleAttributes, processingStatusSchema } from "./thought.js";
import { setupAnswers } from "./setup.js";
import { documentTags, documentTypeSchema } from "./documents.js";

/** GET /auth/sessions — the user's live sign-ins, newest use first. */
export const sessionSummary = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
export const sessionsResponse = z.object({ data: z.array(sessionSummary) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const PASSWORD_CONFIRM_WRONG = "Password is incorrect";

/** DELETE /account — the password again, so a borrowed unlocked device cannot erase the account. */
export const deleteAccountInput = z.object({ password: z.string({ error: "password is required" }).min(1, "password is required").max(1024) }).strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const EXPORT_FORMAT = "life-intelligence-export";
export const EXPORT_VERSION = 1;
export const MAX_IMPORT_THOUGHTS = 100_000;

const instant = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO date-time");

/** A thought as exported: every field the person or the pipeline set, without the embedding and debug data. */
export const exportedThought = z.object({
  id: z.string().min(1).max(64),
  original_input: z.string().max(10_000),
  ai_title: z.string().max(1000).nullable(),
  status: thoughtStatusSchema,
  domain: domainSchema.nullable(),
  subdomain: z.string().max(200).nullable(),
  event_type: eventTypeSchema.nullable(),
  is_container: z.boolean(),
  container_type: containerTypeSchema.nullable(),
  parent_id: z.string().max(64).nullable(),
  scheduled_for: z.string().max(40).nullable(),
  waiting_for: z.string().max(1000).nullable(),
  expected_date: z.string().max(40).nullable(),
  flexible_attributes: flexibleAttributes,
  processing_status: processingStatusSchema,
  waiting_received_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});
export type ExportedThought = z.infer<typeof exportedThought>;

export const MAX_IMPORT_DOCUMENTS = 100_000;
/** Where a document's file lies in the export zip. */
export const exportedDocumentFile = (id: string) => `documents/${id}`;

/** A document as exported: its record (not the full extracted text's index); the file is the zip entry `documents/<id>`. */
export const exportedDocument = z.object({
  id: z.string().min(1).max(64),
  title: z.string().max(1000).nullable(),
  original_filename: z.string().min(1).max(1000),
  mime_type: z.string().max(200),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex"),
  file_size: z.number().int().min(0),
  document_type: documentTypeSchema.nullable(),
  document_date: z.string().max(40).nullable(),
  amount: z.number().finite().nullable(),
  currency: z.string().max(10).nullable(),
  tags: documentTags,
  domains: z.array(domainSchema).max(20),
  categories: z.array(z.string().max(200)).max(50),
  metadata: z.record(z.string(), z.unknown()),
  ai_extracted: z.boolean(),
  extracted_text: z.string().max(500_000).nullable(),
  processing_status: processingStatusSchema,
  processing_error: z.string().max(2000).nullable(),
  given_fields: z.array(z.string().max(50)).max(20),
  create_event: z.boolean(),
  /** The thought made for it (createEvent), by its exported id. */
  thought_id: z.string().max(64).nullable(),
  /** Projects and thoughts it is connected to, by their exported ids. */
  links: z.array(z.object({ entity_type: z.enum(["project", "thought"]), thought_id: z.string().max(64) })).max(1000),
  created_at: instant,
  updated_at: instant,
});
export type ExportedDocument = z.infer<typeof exportedDocument>;

/** export.json inside the export zip; POST /account/import takes the zip or this JSON. */
export const accountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: z.string(),
  user: z.object({ email: z.string(), display_name: z.string().nullable(), timezone: z.string() }),
  thoughts: z.array(exportedThought).max(MAX_IMPORT_THOUGHTS),
  /** Readable summaries; thoughts are what import reads. */
  contacts: z.array(z.object({ id: z.string(), name: z.string(), relation: z.string().nullable() })).default([]),
  projects: z.array(z.object({ id: z.string(), title: z.string() })).default([]),
  setup: z
    .object({
      answers: setupAnswers,
      phase: z.number().int().min(1).max(4),
      completed_at: z.string().nullable(),
      /** Which thought each setup entry became, so setup run after an import updates them. */
      records: z.array(z.object({ key: z.string().max(500), thought_id: z.string().max(64) })).max(10_000).default([]),
    })
    .nullable()
    .default(null),
  /** Metadata only; each file travels beside it in the zip (exportedDocumentFile). Imported only from the zip. */
  documents: z.array(exportedDocument).max(MAX_IMPORT_DOCUMENTS).default([]),
});
export type AccountExport = z.infer<typeof accountExport>;

export const importResponse = z.object({
  data: z.object({
    imported: z.number().int(),
    skipped: z.number().int(),
    setup: z.boolean(),
    /** Documents restored with their files (an import of export.json alone restores none). */
    documents: z.number().int(),
  }),
});
export type ImportResponse = z.infer<typeof importResponse>;
