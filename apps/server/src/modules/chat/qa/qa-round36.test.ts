import { describe, expect, it } from "vitest";
import { askOn, noteMaker } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("days since the last time, told in the past with a weekday of another's clock", () => {
  it("takes a call told as done though its weekday reads a day ahead", () => {
    const notes = [
      note("2026-11-05T09:00", "phoned my sister, she's moving flats again"),
      // Thursday 26 November; "her Friday morning" in another time zone is no plan.
      note("2026-11-26T21:00", "phoned my sister at nine, her Friday morning, she sounded tired"),
    ];
    expect(ask("how many days since I last phoned my sister?", notes).number).toBe(4);
    // A call still ahead ("will phone… on Friday") is passed over as before.
    const ahead = [notes[0]!, note("2026-11-26T21:00", "will phone my sister on Friday, her birthday")];
    expect(ask("how many days since I last phoned my sister?", ahead).number).toBe(25);
  });
});

describe("another's hours told by a time sheet's verbs", () => {
  it("leaves out hours another clocked or logged", () => {
    const notes = [
      note("2026-11-03T21:00", "2 hours OT, handover ran long"),
      note("2026-11-10T21:00", "Priyanka clocked 5 hours overtime on nights"),
      note("2026-11-12T21:00", "Tomasz logged 4 hours overtime covering the ward"),
      note("2026-11-18T21:00", "stayed back 3 hours overtime for the audit"),
    ];
    expect(ask("how many hours of overtime did I do in November?", notes).number).toBe(5);
  });
});

describe("lakhs and crores", () => {
  it("reads a figure in lakhs or crores as its hundred thousands or ten millions", () => {
    expect(findAmounts("advance for the shop, 1.05 lakh")).toEqual([{ value: 105000, currency: "" }]);
    expect(findAmounts("Rs 2.5 lakhs for the car")).toEqual([{ value: 250000, currency: "₹" }]);
    expect(findAmounts("the plot went for 1 crore")).toEqual([{ value: 10000000, currency: "" }]);
    expect(findAmounts("a lakh of people at the rally")).toEqual([]);
  });

  it("adds a sum in lakhs to sums in thousands", () => {
    const notes = [
      note("2026-01-05T12:00", "tenant paid rent for three months ahead, 1.2 lakh"),
      note("2026-04-04T12:00", "rent came in from the tenant, Rs 40,000"),
    ];
    expect(ask("how much rent has the tenant paid us this year?", notes).number).toBe(160000);
  });
});
