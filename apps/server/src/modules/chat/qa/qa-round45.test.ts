import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { othersQuantity } from "./spending-filters.js";

// Thursday 3 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 3 };
const note = noteMaker();
const ask = askOn(today);

describe("another's quantity told by a name is not the writer's", () => {
  it("adds up the writer's own kilos picked and passes over another's", () => {
    const notes = [
      note("2026-09-05T15:00", "picked 3 kg of cranberries by the old quarry"),
      note("2026-09-12T15:00", "Hanna picked 2 kg of cranberries, her first time"),
      note("2026-09-19T15:00", "picked 1.5 kg of cranberries along the ditch"),
    ];
    const answer = ask("how many kilos of cranberries did I pick?", notes);
    expect(answer.number).toBe(4.5);
    expect(texts(answer)).not.toContain("Hanna picked 2 kg of cranberries, her first time");
  });

  it("adds up the writer's own kilos sold and passes over a neighbour's sale", () => {
    const notes = [
      note("2026-10-02T12:00", "sold 12 kg of walnuts at the Saturday market"),
      note("2026-10-09T12:00", "Bruno sold 40 kg of walnuts to the co-op"),
      note("2026-10-16T12:00", "sold another 5 kg of walnuts to the baker"),
    ];
    expect(ask("how many kilos of walnuts did I sell this year?", notes).number).toBe(17);
  });

  it("reads a name opening the note before a verb of picking or trading as another's quantity, unless that one is asked of", () => {
    expect(othersQuantity("Hanna picked 2 kg of cranberries", [])).toBe(true);
    expect(othersQuantity("Bruno and Ada sold 40 kg of walnuts", [])).toBe(true);
    expect(othersQuantity("Hanna picked 2 kg of cranberries", ["Hanna"])).toBe(false);
    expect(othersQuantity("Sunday picked 2 kg of cranberries", [])).toBe(false);
    expect(othersQuantity("Finally sold 5 kg of walnuts", [])).toBe(false);
    expect(othersQuantity("picked 2 kg with Hanna", [])).toBe(false);
  });
});
