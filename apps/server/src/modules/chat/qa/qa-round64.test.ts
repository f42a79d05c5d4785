import { describe, expect, it } from "vitest";
import { findAmounts, spentAmount, totalAsAsked } from "./money.js";

describe("Round 64: dot-grouped thousands and a peso home", () => {
  it("reads a figure grouped by dots beside a currency as thousands, a comma before its cents", () => {
    expect(findAmounts("paid the UTE bill at the Abitab, $ 2.340, at least the heater months are over")).toEqual([{ value: 2340, currency: "$" }]);
    expect(findAmounts("the cleaning company's aguinaldo is in, UYU 17.050")).toEqual([{ value: 17050, currency: "UYU" }]);
    expect(findAmounts("burgers after swimming, all four of us, 11.800 kr.")).toEqual([{ value: 11800, currency: "kr" }]);
    expect(findAmounts("winter swimming course for the twins, kr. 18.000")).toEqual([{ value: 18000, currency: "kr" }]);
    expect(findAmounts("paid the frístund, ISK 21.400")).toEqual([{ value: 21400, currency: "kr" }]);
    expect(findAmounts("library fine, 2450 krónur")).toEqual([{ value: 2450, currency: "kr" }]);
    expect(findAmounts("feria again, tomatoes and bananas, $U 540")).toEqual([{ value: 540, currency: "UYU" }]);
    expect(findAmounts("CLP 120.000 for the tyres, then $41.200")).toEqual([{ value: 120000, currency: "CLP" }, { value: 41200, currency: "$" }]);
    expect(findAmounts("new boots, 1.234,56 €")).toEqual([{ value: 1234.56, currency: "€" }]);
    expect(spentAmount("van serviced: oil, filters, brakes checked, 42.000 kr.")).toEqual({ value: 42000, currency: "kr" });
  });

  it("leaves comma-grouped thousands, decimal commas and bare dotted figures as they were", () => {
    expect(findAmounts("$1,250.50 for the deck and 1,100 for paint")).toEqual([{ value: 1250.5, currency: "$" }]);
    expect(findAmounts("Shein order, US$ 38,50")).toEqual([{ value: 38.5, currency: "US$" }]);
    expect(findAmounts("coffee $4.50")).toEqual([{ value: 4.5, currency: "$" }]);
    expect(findAmounts("ran 2.500 m on the track")).toEqual([]);
    expect(findAmounts("the cambio sells the dollar at 41,20")).toEqual([]);
    expect(findAmounts("updated to 1.100, then paid $5")).toEqual([{ value: 5, currency: "$" }]);
  });

  it("adds the pesos written out and the home peso's sign to '$' at a peso's home, not elsewhere", () => {
    const feria = [{ value: 780, currency: "$" }, { value: 1150, currency: "MXN" }, { value: 540, currency: "UYU" }];
    expect(totalAsAsked(feria, null, "America/Montevideo")).toEqual({ text: "$2,470", number: 2470 });
    expect(totalAsAsked(feria.slice(0, 2), null, "America/Mexico_City")).toEqual({ text: "$1,930", number: 1930 });
    expect(totalAsAsked(feria.slice(0, 2), null, "America/Toronto")).toEqual({ text: "$780 + 1,150 MXN", number: 1150 });
    // Dollars asked at a peso's home stay the US dollars Round 58 shows them as.
    expect(totalAsAsked([{ value: 24.99, currency: "$" }, { value: 780, currency: "UYU" }], "$", "America/Montevideo").text).toBe("US$24.99 + 780 UYU");
  });
});
