import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { LETTER_PARAGRAPHS, makeLetterDocx, makeScannedPdf } from "../../../../test/document-fixtures.js";
import { makeWord97Doc } from "../../../../test/word97-fixture.js";
import { extractDocumentText } from "./document-text.js";
import { toPnm } from "./pdf-page-images.js";

const DOC = "application/msword";
const soffice = process.env.SOFFICE ?? "soffice";
const haveSoffice = await promisify(execFile)(soffice, ["--version"]).then(
  () => true,
  () => false,
);

describe("legacy .doc", () => {
  it("reads the text of a Word 97-2003 file", async () => {
    const result = await extractDocumentText(makeWord97Doc(["Dear Sam,", "The lease renews on 1 June 2026.", "Regards, Pat"]), DOC);
    expect(result).toEqual({ method: "doc", text: "Dear Sam,\nThe lease renews on 1 June 2026.\nRegards, Pat" });
  });

  it("fails on an OLE file that is not a Word document", async () => {
    const CFB = (await import("cfb")).default;
    const other = CFB.utils.cfb_new();
    CFB.utils.cfb_add(other, "Workbook", Buffer.alloc(4096, 1));
    await expect(extractDocumentText(Buffer.from(CFB.write(other, { type: "buffer" }) as Uint8Array), DOC)).rejects.toThrow();
  });

  // A .doc as LibreOffice writes it (piece table, formatting runs, 8-bit text), made from a DOCX
  // at test time. LibreOffice is not installed by CI (about 50 packages); without it this is skipped.
  it.skipIf(!haveSoffice)("reads a .doc written by LibreOffice (skipped when `soffice` is not installed: apt-get install libreoffice-writer-nogui)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "life-doc-"));
    writeFileSync(path.join(dir, "letter.docx"), await makeLetterDocx());
    await promisify(execFile)(soffice, ["--headless", `-env:UserInstallation=file://${dir}/profile`, "--convert-to", "doc", "--outdir", dir, path.join(dir, "letter.docx")], { timeout: 90_000 });
    const result = await extractDocumentText(readFileSync(path.join(dir, "letter.doc")), DOC);
    expect(result).toEqual({ method: "doc", text: LETTER_PARAGRAPHS.join("\n") });
  }, 120_000);
});

describe("scanned PDFs", () => {
  it("keeps the text layer of text pages and reads pages without one by OCR", async () => {
    const pdf = await makeScannedPdf([["PAGE TWO WAS SCANNED", "Total 18.40"]], [["Page one has a text layer", "Invoice number 77"]]);
    const result = await extractDocumentText(pdf, "application/pdf");
    expect(result.method).toBe("pdf+ocr");
    expect(result.pages).toBe(2);
    const [first, second] = result.text.split("\f").map((page) => page.trim());
    expect(first).toBe("Page one has a text layer\nInvoice number 77");
    expect(second).toContain("PAGE TWO WAS SCANNED");
    expect(second).toContain("18.40");
  }, 120_000);

  it("turns pdf.js images into PNM files tesseract reads: 1-bit scans unpacked, transparency over white", () => {
    // 200×40 pixels, 1 bit each, rows of 25 bytes: black except the first pixel of each row.
    const oneBit = Buffer.alloc(25 * 40, 0);
    for (let y = 0; y < 40; y += 1) oneBit[y * 25] = 0x80;
    const grey = toPnm({ width: 200, height: 40, kind: 1, data: oneBit })!;
    const header = Buffer.from("P5\n200 40\n255\n");
    expect(grey.subarray(0, header.length).equals(header)).toBe(true);
    const pixels = grey.subarray(header.length);
    expect([pixels[0], pixels[1], pixels[200], pixels[201]]).toEqual([255, 0, 255, 0]);

    const rgba = new Uint8ClampedArray(200 * 40 * 4);
    rgba.set([0, 0, 0, 0, 0, 0, 0, 255], 0); // a transparent pixel, then an opaque black one
    const colour = toPnm({ width: 200, height: 40, kind: 3, data: rgba })!;
    const body = colour.subarray(Buffer.from("P6\n200 40\n255\n").length);
    expect([...body.subarray(0, 6)]).toEqual([255, 255, 255, 0, 0, 0]);
    // An icon is not worth reading.
    expect(toPnm({ width: 16, height: 16, kind: 2, data: new Uint8ClampedArray(16 * 16 * 3) })).toBeNull();
  });
});
