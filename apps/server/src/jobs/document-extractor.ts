import { spawnThread } from "../lib/spawn-thread.js";
import type { DocumentType } from "@life/contracts";
import type { ExtractedFields } from "../modules/documents/extraction/document-fields.js";
import type { DocumentText } from "../modules/documents/extraction/document-text.js";

export interface Extraction {
  text: DocumentText;
  /** null when no text could be read. */
  fields: ExtractedFields | null;
}

export type DocumentExtractor = (bytes: Uint8Array, mimeType: string, knownType: DocumentType | null) => Promise<Extraction>;

/** A 20-page PDF takes a second or two, OCR of a phone photo up to half a minute on two cores. */
export const EXTRACTION_BUDGET_MS = 120_000;

/**
 * Reads a document's text and fields in a thread of its own, so PDF parsing and OCR never
 * hold the event loop of the process that runs the job (the API's, with WORKER on). One thread
 * per document: extraction is rare next to captures, and a thread that runs over its budget
 * or crashes is simply terminated.
 */
export function threadExtractor(budgetMs = EXTRACTION_BUDGET_MS): DocumentExtractor {
  return (bytes, mimeType, knownType) =>
    new Promise<Extraction>((resolve, reject) => {
      const copy = new Uint8Array(bytes);
      const thread = spawnThread(import.meta.url, "document-extract.thread", { workerData: { bytes: copy, mimeType, knownType }, transferList: [copy.buffer as ArrayBuffer] });
      const timer = setTimeout(() => {
        void thread.terminate();
        reject(new Error(`document extraction stopped after ${Math.round(budgetMs / 1000)} s`));
      }, budgetMs);
      thread.once("message", (reply: { ok: true; text: DocumentText; fields: ExtractedFields | null } | { ok: false; error: string }) => {
        clearTimeout(timer);
        void thread.terminate();
        if (reply.ok) resolve({ text: reply.text, fields: reply.fields });
        else reject(new Error(reply.error));
      });
      thread.once("error", (error) => {
        clearTimeout(timer);
        reject(new Error(`document extraction thread crashed: ${error.message}`));
      });
      thread.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`document extraction thread exited with code ${code}`));
      });
    });
}
