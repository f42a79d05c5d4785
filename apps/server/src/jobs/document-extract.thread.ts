import { parentPort, workerData } from "node:worker_threads";
import type { DocumentType } from "@life/contracts";
import { extractFields } from "../modules/documents/extraction/document-fields.js";
import { extractDocumentText } from "../modules/documents/extraction/document-text.js";
import { lowerThreadPriority } from "./thread-priority.js";

/** One extraction per thread (see document-extractor.ts): read the text, then the fields from it. */
const { bytes, mimeType, knownType } = workerData as { bytes: Uint8Array; mimeType: string; knownType: DocumentType | null };
lowerThreadPriority();

try {
  const text = await extractDocumentText(bytes, mimeType);
  parentPort!.postMessage({ ok: true, text, fields: text.text ? extractFields(text.text, knownType) : null });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
