import type { DocumentType } from "@life/contracts";
import type { Extraction } from "../../../jobs/document-extractor.js";
import { extractFields } from "./document-fields.js";
import { extractDocumentText } from "./document-text.js";

/**
 * A document's text, then its fields from that text: what the extraction thread runs
 * (document-extract.thread.ts). Tests that are not about the thread call it in-process.
 */
export async function extractDocument(bytes: Uint8Array, mimeType: string, knownType: DocumentType | null): Promise<Extraction> {
  const text = await extractDocumentText(bytes, mimeType);
  return { text, fields: text.text ? extractFields(text.text, knownType) : null };
}
