import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Documents the tests make themselves, instead of committing opaque binaries. */

export const RECEIPT_LINES = [
  "HOME DEPOT",
  "Store #1234 Halifax NS",
  "Date: 03/14/2026",
  "Hammer 12.99",
  "Paint 65.00",
  "Subtotal 77.99",
  "Tax 6.13",
  "TOTAL $84.12",
  "VISA ****1234",
  "Thank you for shopping",
];

/** A one-page PDF receipt with text (not an image), as a till or a web shop prints it. */
export async function makeReceiptPdf(lines: string[] = RECEIPT_LINES, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = pdf.addPage([400, 500]);
    lines.forEach((line, i) => page.drawText(line, { x: 30, y: 460 - i * 20, size: 12, font }));
  }
  return Buffer.from(await pdf.save());
}

export const LETTER_PARAGRAPHS = ["Maple Street Dental", "March 3, 2026", "Dear Alex,", "Your next check-up is booked for April.", "Kind regards,", "Dr. Jane Smith"];

export async function makeLetterDocx(paragraphs: string[] = LETTER_PARAGRAPHS): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }] });
  return Packer.toBuffer(doc);
}

/** A PNG of printed text, for OCR. */
export async function makeTextPng(lines: string[]): Promise<Buffer> {
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(900, 60 + lines.length * 60);
  const g = canvas.getContext("2d");
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#000000";
  g.font = "36px DejaVu Sans, Liberation Sans, sans-serif";
  lines.forEach((line, i) => g.fillText(line, 40, 70 + i * 60));
  return canvas.encode("png");
}

/**
 * A PDF as a scanner makes it: each scanned page is only an image of printed text, with no
 * text layer. Pages of real text (`textPages`) come first, for a PDF that mixes both.
 */
export async function makeScannedPdf(scans: string[][], textPages: string[][] = []): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of textPages) {
    const page = pdf.addPage([400, 500]);
    lines.forEach((line, i) => page.drawText(line, { x: 30, y: 460 - i * 20, size: 12, font }));
  }
  for (const lines of scans) {
    const image = await pdf.embedPng(await makeTextPng(lines));
    // Drawn at half size: the page is 450 pt wide, the scan 900 px (about 144 dpi).
    const page = pdf.addPage([image.width / 2, image.height / 2]);
    page.drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
  }
  return Buffer.from(await pdf.save());
}
