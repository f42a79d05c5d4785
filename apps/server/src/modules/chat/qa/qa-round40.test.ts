import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { significantFigures } from "./answers/sum-answer.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("the same standing payment told by other words", () => {
  it("adds a loan's instalment paid by its servicer's name into the loan's sum", () => {
    const notes = [
      note("2026-02-15T09:00", "car loan direct debit went out, $287"),
      note("2026-04-02T18:00", "a kingfisher on the jetty rail this morning"),
      note("2026-06-15T09:00", "paid $400 off the car loan, bonus month"),
      note("2026-09-15T09:00", "Westpac took its $287 again"),
      note("2026-10-03T12:00", "lunch at the Thai place, $24"),
    ];
    const a = ask("how much have I put toward the car loan this year?", notes);
    expect(a.number).toBe(974);
    expect(texts(a)).toContain("Westpac took its $287 again");
    expect(texts(a)).not.toContain("lunch at the Thai place, $24");
  });

  it("adds a share of the rent told in another tongue's word at the same amount", () => {
    const notes = [
      note("2026-09-01T09:00", "sent Karin my half of the rent, €612"),
      note("2026-10-01T09:00", "rent to Karin, €612"),
      note("2026-11-01T09:00", "my 612 for die Miete, done"),
      note("2026-11-05T19:00", "pizza with Jonas, €18"),
    ];
    expect(ask("how much rent have I paid since September?", notes).number).toBe(1836);
  });

  it("joins no note of a common round amount ('$50') to a sum", () => {
    const notes = [
      note("2026-10-02T09:00", "gym membership, $50"),
      note("2026-10-20T13:00", "gave $50 to the school fundraiser"),
    ];
    expect(ask("how much did I spend on the gym in October?", notes).number).toBe(50);
  });

  it("counts the significant figures of an amount", () => {
    expect(significantFigures(312)).toBe(3);
    expect(significantFigures(1480)).toBe(3);
    expect(significantFigures(58.25)).toBe(4);
    expect(significantFigures(650)).toBe(2);
    expect(significantFigures(20000)).toBe(1);
  });
});
