import { describe, expect, it } from "vitest";
import { askOn, noteMaker } from "../testing/qa-notes.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("money made by selling, asked as made", () => {
  it("takes what the writer made selling a thing as money in, not money spent on it", () => {
    const notes = [
      note("2026-11-07T12:00", "craft fair: sold nine scarves, took in $180"),
      note("2026-11-10T12:00", "bought yarn for the scarves, $64"),
    ];
    const answer = ask("how much did I make selling scarves this month?", notes);
    expect(answer.number).toBe(180);
    expect(answer.text).not.toMatch(/spent/i);
  });

  it("reads 'by selling' the same way, and leaves a purchase asked as spent alone", () => {
    const notes = [
      note("2026-11-14T12:00", "sold the two ewe lambs to the Hansens, they paid me $450"),
      note("2026-11-15T12:00", "fencing wire for the lamb pen, $75"),
    ];
    expect(ask("how much have we made by selling the lambs?", notes).number).toBe(450);
    expect(ask("how much did I spend on the lamb pen?", notes).number).toBe(75);
  });
});
