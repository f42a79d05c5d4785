import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { othersVisit } from "./spending-filters.js";

// Thursday 3 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 3 };
const note = noteMaker();
const ask = askOn(today);

describe("another's visit is not the writer's", () => {
  it("counts the writer's visits to a parent and passes over another's", () => {
    const notes = [
      note("2026-11-02T14:00", "visited Grandma at the nursing home, she was chatty"),
      note("2026-11-09T14:00", "Oskar visited Grandma after football"),
      note("2026-11-20T14:00", "Henrik dropped in on Grandma with flowers"),
      note("2026-11-23T14:00", "visited Grandma, we did a crossword together"),
    ];
    const answer = ask("how many times did I visit Grandma in November?", notes);
    expect(answer.number).toBe(2);
    expect(texts(answer)).not.toContain("Oskar visited Grandma after football");
  });

  it("passes over another's visit when the question also names the place", () => {
    const notes = [
      note("2026-11-05T15:00", "visited Grandma at the hospital, she was asleep"),
      note("2026-11-12T15:00", "Henrik dropped in on Grandma at the hospital with flowers"),
      note("2026-11-19T15:00", "visited Grandma at the hospital again, her colour is back"),
    ];
    expect(ask("how many times did I visit Grandma in hospital in November?", notes).number).toBe(2);
  });

  it("reads a name opening the note before \"visited\" or \"dropped in\" as another's visit, not the writer's own", () => {
    expect(othersVisit("Oskar visited Grandma after football", ["Grandma"])).toBe(true);
    expect(othersVisit("Henrik dropped in on Grandma with flowers", ["Grandma"])).toBe(true);
    expect(othersVisit("Grandma visited the hairdresser, then I took her home", ["Grandma"])).toBe(false);
    expect(othersVisit("Oskar visited Grandma after football", ["Oskar"])).toBe(false);
    expect(othersVisit("Finally visited Grandma", ["Grandma"])).toBe(false);
    expect(othersVisit("Sunday visited Grandma", ["Grandma"])).toBe(false);
  });
});
