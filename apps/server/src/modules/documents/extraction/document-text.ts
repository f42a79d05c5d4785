import { createRequire } from "node:module";
import path from "node:path";

/** How the text was read, kept in the document's metadata. */
export type TextMethod = "pdf" | "docx" | "doc" | "ocr" | "pdf+ocr" | "none";

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

/** A page with fewer characters than this has no real text layer (a scan, perhaps with a page number). */
const MIN_PAGE_TEXT_CHARS = 20;
/** Scanned pages read by OCR per document; each costs seconds (EXTRACTION_BUDGET_MS bounds the whole). */
export const MAX_OCR_PAGES = 10;

type OcrWorker = Awaited<ReturnType<(typeof import("tesseract.js"))["createWorker"]>>;

async function ocrWorker(): Promise<OcrWorker> {
  const { createWorker, OEM } = await import("tesseract.js");
  return createWorker("eng", OEM.LSTM_ONLY, { langPath: ocrLangPath(), cacheMethod: "none", gzip: true, logger: () => undefined });
}

/**
 * The text layer page by page; a page without one (a scan) is read by OCR of the images it
 * paints, for the first MAX_OCR_PAGES such pages.
 */
async function pdfText(bytes: Uint8Array): Promise<DocumentText> {
  const { extractTextItems, getDocumentProxy } = await import("unpdf");
  // pdf.js refuses a Buffer (tests pass one; the extraction thread gets a plain Uint8Array).
  // Verbosity 0: pdf.js's warnings (e.g. fonts it cannot compile for drawing on Node 20, which
  // reading text and images does not need) would only fill the log.
  const pdf = await getDocumentProxy(Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes, { verbosity: 0 });
  let worker: OcrWorker | undefined;
  try {
    const { totalPages, items } = await extractTextItems(pdf);
    // Lines as the PDF draws them: the fields are found line by line (a total and its amount).
    const pages = items.map((page) => page.map((item) => item.str + (item.hasEOL ? "\n" : " ")).join("").replace(/[ \t]+\n/g, "\n"));
    let ocrPages = 0;
    for (let index = 0; index < pages.length && ocrPages < MAX_OCR_PAGES; index += 1) {
      if (pages[index]!.replace(/\s+/g, "").length >= MIN_PAGE_TEXT_CHARS) continue;
      const { pageImages } = await import("./pdf-page-images.js");
      const images = await pageImages(pdf, index + 1);
      if (images.length === 0) continue;
      worker ??= await ocrWorker();
      const read: string[] = [];
      for (const image of images) read.push((await worker.recognize(image)).data.text);
      pages[index] = `${pages[index]!.trim()}\n${read.join("\n")}`.trim();
      ocrPages += 1;
    }
    const method: TextMethod = ocrPages === 0 ? "pdf" : ocrPages === totalPages ? "ocr" : "pdf+ocr";
    return { text: pages.join("\n\f\n"), method, pages: totalPages };
  } finally {
    await worker?.terminate();
    await pdf.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<DocumentText> {
  const mammoth = await import("mammoth");
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: result.value, method: "docx" };
}

/** Word 97-2003: the OLE compound file's piece table, read by word-extractor (pure JS). */
async function docText(bytes: Uint8Array): Promise<DocumentText> {
  const { default: WordExtractor } = await import("word-extractor");
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return { text: document.getBody(), method: "doc" };
}

async function imageText(bytes: Uint8Array): Promise<DocumentText> {
  const worker = await ocrWorker();
  try {
    const result = await worker.recognize(Buffer.from(bytes));
    return { text: result.data.text, method: "ocr" };
  } finally {
    await worker.terminate();
  }
}

/** The text of a PDF, a DOCX, a legacy .doc or an image (by OCR). */
export async function extractDocumentText(bytes: Uint8Array, mimeType: string): Promise<DocumentText> {
  let result: DocumentText;
  if (mimeType === "application/pdf") result = await pdfText(bytes);
  else if (mimeType === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") result = await docxText(bytes);
  else if (mimeType === "application/msword") result = await docText(bytes);
  else if (mimeType.startsWith("image/")) result = await imageText(bytes);
  else result = { text: "", method: "none" };
  // PostgreSQL text cannot hold NUL; some PDFs carry it in their text.
  const text = result.text.replaceAll("\u0000", "").trim();
  return { ...result, text: text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text };
}
