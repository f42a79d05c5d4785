import { parentPort, workerData } from "node:worker_threads";
import type { DocumentType } from "@life/contracts";
import { extractDocument } from "../modules/documents/extraction/extract-document.js";
import { lowerThreadPriority } from "./thread-priority.js";

/** One extraction per thread (see document-extractor.ts): read the text, then the fields from it. */
const { bytes, mimeType, knownType } = workerData as { bytes: Uint8Array; mimeType: string; knownType: DocumentType | null };
lowerThreadPriority();

try {
  const { text, fields } = await extractDocument(bytes, mimeType, knownType);
  parentPort!.postMessage({ ok: true, text, fields });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
