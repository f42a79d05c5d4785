import { describe, expect, it } from "vitest";
import { detectType, extractFields, findDocumentDate, findTotal, findVendor, formatMoney } from "./document-fields.js";

describe("findTotal", () => {
  it("takes the largest total, not the subtotal or a bigger line item", () => {
    expect(findTotal("Subtotal 77.99\nTax 6.13\nTOTAL $84.12\nCash 100.00")).toEqual({ amount: 84.12, currency: "USD" });
    expect(findTotal("Total 10.00\nGrand total: 12.50\nSub-total 99.00")).toEqual({ amount: 12.5, currency: null });
  });

  it("reads symbols and codes before or after, and thousands separators", () => {
    expect(findTotal("Amount due: €1.234,56")).toEqual({ amount: 1234.56, currency: "EUR" });
    expect(findTotal("Total 1,234.56 CAD")).toEqual({ amount: 1234.56, currency: "CAD" });
    expect(findTotal("TOTAL GBP 15.00")).toEqual({ amount: 15, currency: "GBP" });
    expect(findTotal("Balance due 42.00\nPaid with £ card")).toEqual({ amount: 42, currency: null });
  });

  it("falls back to the largest amount with a currency when no line says total", () => {
    expect(findTotal("Coffee $3.50\nCake $4.25")).toEqual({ amount: 4.25, currency: "USD" });
    expect(findTotal("no money here")).toBeNull();
  });
});

describe("findDocumentDate", () => {
  it("reads the usual formats and prefers a line that says date", () => {
    expect(findDocumentDate("Printed 2026-01-02\nInvoice date: 14 March 2026")).toBe("2026-03-14");
    expect(findDocumentDate("03/14/2026")).toBe("2026-03-14");
    expect(findDocumentDate("14/03/2026")).toBe("2026-03-14");
    expect(findDocumentDate("14.03.2026")).toBe("2026-03-14");
    expect(findDocumentDate("Sept. 5th, 2025")).toBe("2025-09-05");
    expect(findDocumentDate("02/30/2026 is not a day")).toBeNull();
  });
});

describe("detectType and the rest", () => {
  it("tells the kinds apart", () => {
    expect(detectType("INVOICE\nBill to: ACME\nDue date 2026-01-01\nTotal 5.00")).toBe("invoice");
    expect(detectType("This Agreement is made between the parties… WHEREAS")).toBe("contract");
    expect(detectType("Dear Sam,\nThanks.\nSincerely, Jo")).toBe("letter");
    expect(detectType("buy milk")).toBe("note");
    expect(detectType("")).toBe("other");
  });

  it("names the letterhead and builds the title", () => {
    expect(findVendor("RECEIPT\nHOME DEPOT #1234\nBEST BUY\n")).toBe("Best Buy");
    const fields = extractFields("HOME DEPOT\nDate: 03/14/2026\nTOTAL $84.12");
    expect(fields).toMatchObject({ document_type: "receipt", title: "Receipt from Home Depot", amount: 84.12, currency: "USD" });
    expect(extractFields("Project report\nClient results for the quarter", null)).toMatchObject({ document_type: "report", domains: ["systems"] });
    // The person's choice of type wins.
    expect(extractFields("TOTAL $5.00", "invoice").document_type).toBe("invoice");
  });

  it("formats money with the currency's symbol or code", () => {
    expect(formatMoney(84.12, "USD")).toBe("$84.12");
    expect(formatMoney(3, "EUR")).toBe("€3.00");
    expect(formatMoney(3, "CHF")).toBe("3.00 CHF");
    expect(formatMoney(3, null)).toBe("$3.00");
  });
});
