import { z } from "zod";
import { EXTRACT_DOCUMENT_JOB, type DocumentsService, type ExtractDocumentPayload } from "../modules/documents/documents.service.js";
import { defineJob } from "./job-handler.js";

export const extractDocumentPayload: z.ZodType<ExtractDocumentPayload> = z.object({
  documentId: z.string().min(1),
  userId: z.string().min(1),
});

/** extract-document:<documentId> — text, fields and the linked thought of one upload; the service does the work. */
export function extractDocumentJob(documents: DocumentsService) {
  return defineJob({
    type: EXTRACT_DOCUMENT_JOB,
    payload: extractDocumentPayload,
    run: (payload) => documents.processDocument(payload),
    onFailed: (payload, error) => documents.recordFailure(payload, error),
    onRequeued: (payload) => documents.recordRequeued(payload),
  });
}
