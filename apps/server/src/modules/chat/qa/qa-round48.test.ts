import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a currency named by a word or code the tables lacked: the riyal and the pa'anga", () => {
  it("reads the riyal by its code, its sign and its name, and not a lower-case 'sr'", () => {
    expect(findAmounts("mandi at the place near the souq, 42 riyals")).toEqual([{ value: 42, currency: "SAR" }]);
    expect(findAmounts("gym membership SAR 180 for the quarter")).toEqual([{ value: 180, currency: "SAR" }]);
    expect(findAmounts("laundry down the road, SR 16")).toEqual([{ value: 16, currency: "SAR" }]);
    expect(findAmounts("mobile recharge, 35 SAR")).toEqual([{ value: 35, currency: "SAR" }]);
    expect(findAmounts("sr 5 is the form number")).toEqual([]);
  });

  it("adds riyals written three ways into one sum", () => {
    const notes = [
      note("2026-11-23T20:00", "mandi at the place near the souq, 42 riyals"),
      note("2026-11-25T13:00", "broasted chicken with the night shift, SR 31"),
      note("2026-11-27T21:00", "pizza with my flatmates, my part SAR 38"),
      note("2026-11-28T09:00", "hot again, the AC in the lounge is dripping"),
    ];
    expect(ask("how much did I spend last week?", notes).number).toBe(111);
  });

  it("takes a loan and its repayments in riyals as one currency", () => {
    const notes = [
      note("2026-09-02T19:00", "lent my flatmate Marites SAR 600 for her plane ticket"),
      note("2026-10-01T19:00", "Marites paid back 250 riyals"),
      note("2026-11-01T19:00", "Marites gave me another SR 100, more next month"),
    ];
    const a = ask("how much does my flatmate still owe me?", notes);
    expect(a.number).toBe(250);
    expect(texts(a)).toContain("Marites paid back 250 riyals");
  });

  it("reads pa'anga by name and by code beside the T$ the same notes write, and not 'top' of a list", () => {
    expect(findAmounts("bus fare to Hihifo and back, 6 pa'anga")).toEqual([{ value: 6, currency: "$" }]);
    expect(findAmounts("machete and a file for the bush, TOP 45")).toEqual([{ value: 45, currency: "$" }]);
    expect(findAmounts("the top 10 hymns for the feast")).toEqual([]);
    const notes = [
      note("2026-11-04T08:00", "taxi to the airport for the early flight, 15 pa'anga"),
      note("2026-11-12T17:00", "taxi home with the baskets, T$9"),
      note("2026-11-20T07:00", "taxi to the clinic in the rain, TOP 6"),
      note("2026-11-21T07:00", "walked to church, nice and cool"),
    ];
    expect(ask("how much did I spend on taxis this month?", notes).number).toBe(30);
  });

  it("stays fast on long runs of figures beside the new signs and words", () => {
    const text = `${"SR 1 TOP 2 3 pa ".repeat(40)}x`;
    const ms = fastestMs(() => {
      findAmounts(text);
      findAmounts(`${"9,9 riyal".repeat(60)}`);
      findAmounts(`${"1 pa'an".repeat(85)}`);
    });
    expect(ms).toBeLessThan(5);
  });
});
