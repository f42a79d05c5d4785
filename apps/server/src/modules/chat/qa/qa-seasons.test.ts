import { describe, expect, it } from "vitest";
import { fortnightRange, holidayRange, seasonRange } from "./qa-seasons.js";
import { readRange } from "./qa-range.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("seasonRange", () => {
  it("reads a past season as the latest one begun, March to May in the north", () => {
    expect(seasonRange("how much did i spend on the car in the spring?", d(2026, 7, 10), true)).toEqual({ from: d(2026, 3, 1), to: d(2026, 6, 1), label: "in the spring" });
  });
  it("cuts a season still on at today", () => {
    expect(seasonRange("what did i spend this spring", d(2026, 4, 15), true)).toEqual({ from: d(2026, 3, 1), to: d(2026, 4, 16), label: "in the spring" });
  });
  it("takes winter across the new year, and last winter as the one before when this one is on", () => {
    expect(seasonRange("in the winter", d(2026, 2, 10), true)).toMatchObject({ from: d(2025, 12, 1), to: d(2026, 2, 11) });
    expect(seasonRange("last winter", d(2026, 2, 10), true)).toMatchObject({ from: d(2024, 12, 1), to: d(2025, 3, 1) });
  });
  it("turns the seasons round south of the equator", () => {
    expect(seasonRange("over the summer", d(2026, 3, 19), true, "Australia/Melbourne")).toMatchObject({ from: d(2025, 12, 1), to: d(2026, 3, 1) });
  });
  it("points at the next one when asked about plans", () => {
    expect(seasonRange("what's planned for the summer", d(2026, 4, 2), false)).toMatchObject({ from: d(2026, 6, 1), to: d(2026, 9, 1) });
  });
  it("ignores a season that is not a time", () => {
    expect(seasonRange("when did i buy the spring onions", d(2026, 4, 2), true)).toBeNull();
  });
});

describe("holidayRange", () => {
  it("reads the holidays as Dec 20 to Jan 6 round the latest Christmas", () => {
    expect(holidayRange("which films did we watch over the holidays?", d(2026, 1, 10), true)).toEqual({ from: d(2025, 12, 20), to: d(2026, 1, 7), label: "over the holidays" });
    expect(holidayRange("what did we spend over christmas", d(2026, 12, 27), true)).toMatchObject({ from: d(2026, 12, 20), to: d(2026, 12, 28) });
  });
  it("leaves christmas presents and the summer holidays alone", () => {
    expect(holidayRange("how much did i spend on christmas presents", d(2026, 1, 10), true)).toBeNull();
    expect(holidayRange("what did we do over the summer holidays", d(2026, 9, 10), true)).toBeNull();
    expect(holidayRange("what did we decide for christmas?", d(2026, 12, 1), true)).toBeNull();
  });
});

describe("fortnightRange", () => {
  it("is the 14 days to today", () => {
    expect(fortnightRange("petrol in the past fortnight", d(2026, 3, 19))).toMatchObject({ from: d(2026, 3, 5), to: d(2026, 3, 20) });
  });
});

describe("readRange", () => {
  it("reads calendar ranges after dates and before weeks", () => {
    expect(readRange("how much did i spend on the car in the spring?", d(2026, 7, 10), true)?.label).toBe("in the spring");
    expect(readRange("how much did we spend eating out over the holidays?", d(2026, 1, 12), true)?.label).toBe("over the holidays");
  });
});
