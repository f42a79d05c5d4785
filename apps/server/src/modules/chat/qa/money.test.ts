import { describe, expect, it } from "vitest";
import { findAmounts, formatAmount, homeDollars, spentAmount, writesOwnDollars } from "./money.js";

describe("money", () => {
  it("finds amounts with symbols before or after, thousands and bare cents", () => {
    expect(findAmounts("kent run: 14 2x6s + joist hangers $318.46 🙃")).toEqual([{ value: 318.46, currency: "$" }]);
    expect(findAmounts("sushi, i paid £16 for mine")).toEqual([{ value: 16, currency: "£" }]);
    expect(findAmounts("iced latte 4.90€ and ₹1,500 later")).toEqual([{ value: 4.9, currency: "€" }, { value: 1500, currency: "₹" }]);
    expect(findAmounts("sobeys 142.10 how is it always 140")).toEqual([{ value: 142.1, currency: "" }]);
    expect(findAmounts("ran 5k, 6am, 2x6")).toEqual([]);
    expect(findAmounts("window cleaner, 15 quid")).toEqual([{ value: 15, currency: "£" }]);
  });
  it("adds a note's amounts and leaves out what was not spent", () => {
    expect(spentAmount("vet visit, $96 exam + $31.20 meds")).toEqual({ value: 127.2, currency: "$" });
    for (const text of ["Hamish quoted $1850 for the railings", "owe Odalys $20", "dog-sitting, he's paying me $60", "refund of €89.99", "sold the couch for $80", "landscaper wanted $3k for the patio, doing it ourselves"]) expect(spentAmount(text)).toBeNull();
    expect(spentAmount("two festival passes, £85 each, £170 all in")).toEqual({ value: 170, currency: "£" });
    expect(spentAmount("dinner came to $96 including the $14 tip")).toEqual({ value: 96, currency: "$" });
    expect(formatAmount(538.28, "$")).toBe("$538.28");
    expect(formatAmount(8500, "₹")).toBe("₹8,500");
  });
});

describe("homeDollars", () => {
  const kiwi = ["Pak'nSave shop $263.80", "NZ$35 for the parking"];
  it("reads the country's dollars from any zone of the tz table, aliases and sub-zones included", () => {
    const own = () => writesOwnDollars(kiwi);
    expect(homeDollars("Pacific/Auckland", own)).toBe("NZD");
    expect(homeDollars("America/Indiana/Indianapolis", own)).toBe("US$");
    expect(homeDollars("Australia/Darwin", own)).toBe("AUD");
    expect(homeDollars("Europe/London", own)).toBeNull();
    expect(homeDollars("Not/AZone", own)).toBeNull();
    expect(homeDollars(undefined, own)).toBeNull();
  });

  it("is none where the writer never writes a bare $, and reads the notes only when the zone has dollars", () => {
    let reads = 0;
    const own = () => (reads++, writesOwnDollars(["S$12 kopi and kaya toast", "S$40 grab"]));
    expect(homeDollars("Asia/Singapore", own)).toBeNull();
    expect(homeDollars("Europe/Paris", own)).toBeNull();
    expect(reads).toBe(1);
  });
});
