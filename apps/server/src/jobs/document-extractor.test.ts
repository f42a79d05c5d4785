import { describe, expect, it } from "vitest";
import { makeReceiptPdf } from "../../test/document-fixtures.js";
import { extractDocument } from "../modules/documents/extraction/extract-document.js";
import { threadExtractor } from "./document-extractor.js";

// The other tests extract in-process (test/build-app.ts); this is the thread production runs each upload in.
describe("document extraction in a thread", () => {
  it("reads the same text and fields as in-process", async () => {
    const receipt = await makeReceiptPdf();
    const inThread = await threadExtractor()(receipt, "application/pdf", null);
    expect(inThread.text).toMatchObject({ method: "pdf", pages: 1 });
    expect(inThread.text.text).toContain("TOTAL $84.12");
    expect(inThread.fields).toMatchObject({ document_type: "receipt", amount: 84.12, currency: "USD" });
    expect(inThread).toEqual(await extractDocument(receipt, "application/pdf", null));
  }, 90_000);

  it("stops an extraction over its budget", async () => {
    const receipt = await makeReceiptPdf();
    await expect(threadExtractor(1)(receipt, "application/pdf", null)).rejects.toThrow("document extraction stopped after 0 s");
  });
});
