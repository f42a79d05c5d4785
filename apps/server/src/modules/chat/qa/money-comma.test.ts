import { describe, expect, it } from "vitest";
import { findAmounts, spentAmount } from "./money.js";
import { fastestMs } from "../../../../test/fastest-run.js";

describe("money written with a decimal comma", () => {
  it("reads cents after a comma and thousands grouped by a space or a dot, beside a currency", () => {
    expect(findAmounts("K-Market for the week, 61,35 €")).toEqual([{ value: 61.35, currency: "€" }]);
    expect(findAmounts("rent went out, 1 245,00 € and the phone 19,90€")).toEqual([
      { value: 1245, currency: "€" },
      { value: 19.9, currency: "€" },
    ]);
    expect(findAmounts("Lidl € 12,50")).toEqual([{ value: 12.5, currency: "€" }]);
    expect(findAmounts("new tyres 1.234,56 EUR")).toEqual([{ value: 1234.56, currency: "€" }]);
    expect(findAmounts("ferry shop 149,90 kr")).toEqual([{ value: 149.9, currency: "kr" }]);
    expect(findAmounts("winter coat, 2 300 €")).toEqual([{ value: 2300, currency: "€" }]);
    expect(spentAmount("paid the dentist 85,50 € today")).toEqual({ value: 85.5, currency: "€" });
  });

  it("leaves comma-grouped thousands and a bare comma figure as they were read", () => {
    expect(findAmounts("the quote was 4,600 $")).toEqual([{ value: 4600, currency: "$" }]);
    expect(findAmounts("$1,250 deposit")).toEqual([{ value: 1250, currency: "$" }]);
    expect(findAmounts("€2,500 for the flights")).toEqual([{ value: 2500, currency: "€" }]);
    expect(findAmounts("scored 12,50 in the quiz")).toEqual([]);
  });

  it("stays fast on a long run of digits, commas and spaces", () => {
    const text = `${"1 2,3 ".repeat(100)}x`;
    const ms = fastestMs(() => {
      findAmounts(text);
      findAmounts(`${"9 999 ".repeat(100)}€ 1`);
    });
    expect(ms).toBeLessThan(20);
  });
});
