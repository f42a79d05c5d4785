import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { newPage, registerViaUi, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

async function receiptPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([400, 500]);
  ["HOME DEPOT", "Date: 03/14/2026", "Paint 65.00", "Subtotal 77.99", "TOTAL $84.12", "Thank you for shopping"].forEach((line, i) =>
    page.drawText(line, { x: 30, y: 460 - i * 20, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

describe("documents", () => {
  it("uploads a PDF receipt, shows it complete, opens its details with the read fields and downloads the original", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await registerViaUi(page, uniqueEmail("docs"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents", exact: true }).click();
    await page.getByText("No documents found").waitFor();

    await page.getByRole("tab", { name: "Upload" }).click();
    const pdf = await receiptPdf();
    await page.getByLabel("Choose documents to upload").setInputFiles({ name: "home-depot.pdf", mimeType: "application/pdf", buffer: pdf });
    const row = page.getByRole("list", { name: "Upload progress" }).getByRole("listitem").filter({ hasText: "home-depot.pdf" });
    await row.getByText("complete").waitFor();

    // Back to the list by itself; the background job reads the receipt and the card updates without a reload.
    const card = page.getByRole("article", { name: "Receipt from Home Depot" });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText("$84.12").waitFor();

    await card.getByRole("button", { name: /^Receipt from Home Depot Receipt/ }).click();
    const fields = page.locator("dl.doc-fields");
    await fields.getByText("home-depot.pdf").waitFor();
    await fields.getByText("Mar 14, 2026").waitFor();
    await page.getByRole("img", { name: "First page of home-depot.pdf" }).waitFor();
    await page.getByText("Page 1 of 1").waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Original" }).click()]);
    assert.equal(download.suggestedFilename(), "home-depot.pdf");
    const saved = await download.path();
    assert.ok(saved);
    assert.deepEqual(readFileSync(saved), pdf);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
