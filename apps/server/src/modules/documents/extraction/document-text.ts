import { createRequire } from "node:module";
import path from "node:path";

/** How the text was read, kept in the document's metadata. */
export type TextMethod = "pdf" | "docx" | "ocr" | "none";

export interface DocumentText {
  text: string;
  method: TextMethod;
  pages?: number;
}

/** Kept per document; a longer text is cut here (a 500-page manual adds nothing to a receipt's fields). */
export const MAX_TEXT_CHARS = 500_000;

const require = createRequire(import.meta.url);

/** English LSTM data shipped by @tesseract.js-data/eng; read from disk, never downloaded. */
export function ocrLangPath(): string {
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

async function pdfText(bytes: Uint8Array): Promise<DocumentText> {
  const { extractTextItems } = await import("unpdf");
  const { totalPages, items } = await extractTextItems(bytes);
  // Lines as the PDF draws them: the fields are found line by line (a total and its amount).
  const text = items
    .map((page) => page.map((item) => item.str + (item.hasEOL ? "\n" : " ")).join(""))
    .join("\n\f\n")
    .replace(/[ \t]+\n/g, "\n");
  return { text, method: "pdf", pages: totalPages };
}

async function docxText(bytes: Uint8Array): Promise<DocumentText> {
  const mammoth = await import("mammoth");
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: result.value, method: "docx" };
}

async function imageText(bytes: Uint8Array): Promise<DocumentText> {
  const { createWorker, OEM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, { langPath: ocrLangPath(), cacheMethod: "none", gzip: true, logger: () => undefined });
  try {
    const result = await worker.recognize(Buffer.from(bytes));
    return { text: result.data.text, method: "ocr" };
  } finally {
    await worker.terminate();
  }
}

/** The text of a PDF, a DOCX or an image (by OCR). Legacy .doc files have no reader here: "none". */
export async function extractDocumentText(bytes: Uint8Array, mimeType: string): Promise<DocumentText> {
  let result: DocumentText;
  if (mimeType === "application/pdf") result = await pdfText(bytes);
  else if (mimeType === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") result = await docxText(bytes);
  else if (mimeType.startsWith("image/")) result = await imageText(bytes);
  else result = { text: "", method: "none" };
  // PostgreSQL text cannot hold NUL; some PDFs carry it in their text.
  const text = result.text.replaceAll("\u0000", "").trim();
  return { ...result, text: text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text };
}
