import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isForeign, petNamesIn } from "./answers/sum-answer.js";
import { othersKinOnly } from "./qa-relations.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a country's dollars beside a bare dollar sign", () => {
  it("are not the writer's own, even when they fill more of the notes", () => {
    const notes = [
      note("2026-07-02T10:00", "parking downtown, $14"),
      note("2026-07-20T12:00", "crab cakes at the harbour in Baltimore, US$41"),
      note("2026-07-21T09:00", "hotel for two nights, USD 310"),
      note("2026-07-23T15:00", "museum tickets for the three of them, US$54"),
    ];
    expect(isForeign("US$", notes)).toBe(true);
    expect(isForeign("$", notes)).toBe(false);
  });

  it("sum a trip no note names by its place as the one stay in that currency", () => {
    const notes = [
      note("2026-07-02T10:00", "parking downtown, $14"),
      note("2026-07-20T12:00", "crab cakes at the harbour, US$41"),
      note("2026-07-21T09:00", "hotel for two nights, USD 310"),
      note("2026-07-23T15:00", "museum tickets for the three of them, US$54"),
    ];
    const answer = ask("how much did we spend in US dollars in Maryland?", notes);
    expect(answer.number).toBe(405);
    expect(texts(answer)).not.toContain("parking downtown, $14");
  });
});

describe("a pet's name read from its things", () => {
  it("is a name two notes of pet things are for or belong to, not a place the vet is in", () => {
    const notes = [
      note("2026-03-01T10:00", "flea drops for Pickles, $22"),
      note("2026-05-01T10:00", "Pickles's checkup at the vet in Westboro, $95"),
      note("2026-06-01T10:00", "vet in Westboro again for Pickles, $60"),
    ];
    expect(petNamesIn(notes)).toEqual(["Pickles"]);
    expect(petNamesIn(notes.slice(0, 1))).toEqual([]);
  });

  it("costs the pet a thing bought for it that names no pet word", () => {
    const notes = [
      note("2026-03-01T10:00", "flea drops for Pickles, $22"),
      note("2026-05-01T10:00", "Pickles's checkup at the vet, $95"),
      note("2026-09-01T10:00", "a raincoat for Pickles, she looks ridiculous, $30"),
      note("2026-09-05T10:00", "a raincoat for me at the outlet, $80"),
    ];
    const answer = ask("how much have I spent on the dog this year?", notes);
    expect(answer.number).toBe(147);
  });
});

describe("gas for the car", () => {
  it("is asked as gas and told by the station or the tank", () => {
    const notes = [
      note("2026-10-03T07:00", "fill-up at the Irving, $58.40"),
      note("2026-10-12T07:00", "tank on fumes, Petro-Canada on the way to work, $61"),
      note("2026-10-15T19:00", "new rain jacket, $90"),
      note("2026-11-02T07:00", "Irving again, $55"),
    ];
    expect(ask("how much did I spend on gas in October?", notes).number).toBe(119.4);
  });
});

describe("a span asked of many", () => {
  it("is no time the writer spent", () => {
    const notes = [
      note("2026-11-06T09:00", "stayed 2 extra hours to finish the inventory"),
      note("2026-11-20T09:00", "the manager wants everyone staying 3 extra hours on Black Friday"),
      note("2026-11-24T09:00", "asked all of us to do four more hours next week"),
    ];
    expect(ask("how many hours of overtime did I do in November?", notes).number).toBe(2);
  });
});

describe("another's kin", () => {
  it("is told apart from one's own relation", () => {
    expect(othersKinOnly("Priya's uncle has his knee done on the 9th")).toBe(true);
    expect(othersKinOnly("Dad and Priya's uncle went fishing")).toBe(false);
    expect(othersKinOnly("knee surgery on the 9th")).toBe(false);
  });

  it("does not answer when one's own relation's event is", () => {
    const notes = [
      note("2026-11-10T10:00", "Dad's knee replacement is booked for January 14 at the General"),
      note("2026-11-20T10:00", "Priya's uncle has his knee surgery on the 9th"),
    ];
    expect(texts(ask("when is my dad's knee surgery?", notes))).toEqual(["Dad's knee replacement is booked for January 14 at the General"]);
  });
});
