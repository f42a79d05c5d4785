import { z } from "zod";
import { localDate } from "./common.js";
import { domainSchema } from "./enums.js";
import { processingStatusSchema } from "./thought.js";

export const documentTypes = ["receipt", "invoice", "contract", "report", "letter", "note", "other"] as const;
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** What the browse filter and the server's content check accept (by magic bytes, not by name). */
export const DOCUMENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "gif", "doc", "docx"] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");
export const MAX_DOCUMENT_TAGS = 50;
export const MAX_DOCUMENT_TAG_LENGTH = 60;
export const DOCUMENT_PAGE_SIZE = 100;

const tag = z.string().trim().min(1).max(MAX_DOCUMENT_TAG_LENGTH);
/** Tags as people type them: trimmed, empty ones dropped, each once (case-insensitively). */
export const documentTags = z
  .array(z.string())
  .max(MAX_DOCUMENT_TAGS)
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const value = raw.trim();
      if (value === "" || seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      out.push(value);
    }
    return out;
  })
  .pipe(z.array(tag));

export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code such as USD")
  .transform((v) => v.toUpperCase());

export const documentLinkSchema = z.object({
  entity_type: z.enum(["project", "thought"]),
  entity_id: z.string(),
  title: z.string().nullable(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** A card of the list: what the screen shows, nothing more (no extracted text, no metadata). */
export const documentSummary = z.object({
  id: z.string(),
  title: z.string().nullable(),
  original_filename: z.string(),
  document_type: documentTypeSchema.nullable(),
  document_date: z.string().nullable(),
  created_at: z.string(),
  uploaded_at: z.string(),
  file_size: z.number().int().nullable(),
  mime_type: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  tags: z.array(z.string()),
  ai_extracted: z.boolean(),
  processing_status: processingStatusSchema,
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** One document with everything the Details tab shows. */
export const documentDetail = documentSummary.extend({
  domains: z.array(domainSchema),
  categories: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  content_hash: z.string(),
  processing_error: z.string().nullable(),
  /** The first part of the text read from the file (PDF text, DOCX, OCR); null until extracted. */
  extracted_text: z.string().nullable(),
  thought_id: z.string().nullable(),
  links: z.array(documentLinkSchema),
  updated_at: z.string(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

export const documentListQuery = z.object({
  document_type: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), documentTypeSchema.optional()),
  tag: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(MAX_DOCUMENT_TAG_LENGTH).optional()),
  date_from: z.preprocess((v) => (v === "" ? undefined : v), localDate.optional()),
  date_to: z.preprocess((v) => (v === "" ? undefined : v), localDate.optional()),
  /** Words of the title, file name or extracted text. */
  q: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(500).default(DOCUMENT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  _t: z.unknown().optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const documentListResponse = z.object({
  documents: z.array(documentSummary),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type DocumentListResponse = z.infer<typeof documentListResponse>;

export const documentResponse = z.object({ data: documentDetail });
export type DocumentResponse = z.infer<typeof documentResponse>;

export const duplicateCheckResponse = z.object({
  isDuplicate: z.boolean(),
  existingDocument: documentSummary.nullable(),
});
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponse>;

/** POST /documents/upload — the new document, and whether the same content was already there. */
export const documentUploadResponse = documentResponse.extend(duplicateCheckResponse.shape);
export type DocumentUploadResponse = z.infer<typeof documentUploadResponse>;

/** The multipart fields of an upload, as strings (objects JSON-encoded) the route parses. */
export const documentUploadFields = z.object({
  title: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(300).optional()),
  /** "auto" (or nothing) lets extraction decide. */
  document_type: z.preprocess((v) => (v === "" || v === "auto" || v === "Auto-detect" ? undefined : v), documentTypeSchema.optional()),
  tags: documentTags.default([]),
  createEvent: z.boolean().default(true),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

export const updateDocumentInput = z
  .object({
    title: z.string().trim().max(300).nullable(),
    document_type: documentTypeSchema,
    document_date: localDate.nullable(),
    amount: z.number().finite().min(0).max(1e12).nullable(),
    currency: currencyCode.nullable(),
    tags: documentTags,
    metadata: z.record(z.string(), z.unknown()),
  })
  .partial();
export type UpdateDocumentInput = z.infer<typeof updateDocumentInput>;

export const connectDocumentInput = z.object({
  entity_type: z.enum(["project", "thought"]),
  entity_id: z.string().min(1).max(64),
});
export type ConnectDocumentInput = z.infer<typeof connectDocumentInput>;

export const deleteDocumentResponse = z.object({ success: z.literal(true), id: z.string() });
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponse>;

/** GET /documents/settings — limits and the watched folder, for the Upload tab. */
export const documentSettingsResponse = z.object({
  maxBytes: z.number().int(),
  quotaBytes: z.number().int(),
  usedBytes: z.number().int(),
  /** The scanner folder the server imports from, or null when none is configured. */
  consumeDir: z.string().nullable(),
});
export type DocumentSettingsResponse = z.infer<typeof documentSettingsResponse>;
