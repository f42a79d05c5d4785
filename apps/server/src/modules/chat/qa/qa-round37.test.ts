import { describe, expect, it } from "vitest";
import { askOn, noteMaker } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a sum's parts named by the thing's own name, learned from a note naming both", () => {
  it("counts what was spent on the car by its name, not the word asked", () => {
    const notes = [
      note("2026-11-03T12:00", "car insurance on the Jazz renewed, £412"),
      note("2026-11-11T12:00", "a new key fob cut for the Jazz, £65"),
      note("2026-11-20T12:00", "dinner with Ruth at the Thai place, £38"),
    ];
    expect(ask("how much did I spend on the car in November?", notes).number).toBe(477);
  });

  it("counts a child's things for the activity written as theirs", () => {
    const notes = [
      note("2026-08-28T12:00", "paid off the balance for Leo's summer hockey camp, $240"),
      note("2026-09-04T12:00", "U12 registration for Leo, $40"),
      note("2026-09-19T12:00", "new trainers for Leo at Sports Direct, $60"),
      note("2026-10-10T12:00", "skate sharpening for Leo's hockey, $35"),
      note("2026-10-20T12:00", "lunch with Deirdre in town, $31"),
    ];
    expect(ask("what has hockey cost us since September?", notes).number).toBe(135);
  });
});

describe("the baht's sign", () => {
  it("reads ฿ as the baht the notes also write THB and baht", () => {
    expect(findAmounts("new boots for the kid, ฿1,290")).toEqual([{ value: 1290, currency: "THB" }]);
    const notes = [
      note("2026-11-04T12:00", "gas refill for the stall, ฿420"),
      note("2026-11-12T12:00", "gas for the stall again, 380 baht"),
      note("2026-11-19T12:00", "stall gas, THB 410"),
    ];
    expect(ask("how much did I spend on gas this month?", notes).number).toBe(1210);
  });
});

describe("lakhs and crores, only where the figure is money already", () => {
  it("scales a figure read as money and makes none of a figure that was not", () => {
    expect(findAmounts("rent for three months in advance, 1.05 lakh")).toEqual([{ value: 105_000, currency: "" }]);
    expect(findAmounts("car loan paid off, Rs 2.5 lakhs")).toEqual([{ value: 250_000, currency: "₹" }]);
    // A bare whole figure in lakhs with no word of money was no amount, and stays none.
    expect(findAmounts("a 2 lakh people at the rally")).toEqual([]);
  });
});
