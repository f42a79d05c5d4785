import { describe, expect, it } from "vitest";
import { askOn, noteMaker } from "../testing/qa-notes.js";

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
