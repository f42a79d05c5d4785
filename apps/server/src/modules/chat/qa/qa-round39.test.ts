import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { spentAmount } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("'worth it' praises what was paid", () => {
  it("reads the amount of a note that calls it worth it, the queue or every cent", () => {
    expect(spentAmount("gelato by the harbour, €6.80, worth it")?.value).toBe(6.8);
    expect(spentAmount("Hawksmoor, worth the wait, £64")?.value).toBe(64);
    expect(spentAmount("tasting menu at Aria, $210, worth every cent")?.value).toBe(210);
  });

  it("still reads no spending in a value or a price compared", () => {
    expect(spentAmount("the van's worth maybe $6,000 now")).toBeNull();
    expect(spentAmount("her ring is worth £2,000")).toBeNull();
    expect(spentAmount("the same headphones cost $180 back home, so worth it")).toBeNull();
  });

  it("adds a meal called worth it into a trip's spending", () => {
    const notes = [
      note("2026-11-06T12:00", "ferry to the island, NZ$64 return"),
      note("2026-11-06T19:00", "fish and chips on the wharf, worth the queue, NZ$32.50"),
      note("2026-11-07T10:00", "kayak hire on the island, NZ$90"),
    ];
    expect(ask("how much did we spend in NZ dollars on the island trip?", notes).number).toBe(186.5);
  });
});

describe("a thing priced and walked on from", () => {
  it("leaves a price seen in a window and walked on by out of a sum", () => {
    const notes = [
      note("2026-11-02T12:00", "lunch at the harbour café, $28"),
      note("2026-11-02T15:00", "a leather jacket in a shop window for $340, walked on by"),
      note("2026-11-03T12:00", "dinner at the noodle bar, $41"),
      note("2026-11-03T16:00", "a silver bracelet at the market, $95, walked past it"),
    ];
    expect(ask("how much did I spend this month?", notes).number).toBe(69);
  });
});

describe("a thing only nearly done is not counted", () => {
  it("leaves out 'almost called in sick, went anyway' from the days called in sick", () => {
    const notes = [
      note("2026-02-03T06:00", "called in sick, fever and chills"),
      note("2026-05-10T06:00", "rang the ward that I am sick, no shift today"),
      note("2026-07-14T06:00", "almost called in sick, went in anyway"),
      note("2026-09-20T06:00", "nearly skipped the gym, dragged myself there"),
      note("2026-10-20T06:00", "called in sick again, stomach bug"),
    ];
    const a = ask("how many times did I call in sick this year?", notes);
    expect(a.number).toBe(3);
    expect(texts(a)).not.toContain("almost called in sick, went in anyway");
  });

  it("still counts a visit told with 'nearly' before a measure", () => {
    const notes = [
      note("2026-11-03T07:00", "gym before work, legs day"),
      note("2026-11-10T07:00", "gym, nearly an hour on the rower"),
      note("2026-11-17T07:00", "gym again, shoulders"),
    ];
    expect(ask("how many times did I go to the gym this month?", notes).number).toBe(3);
  });
});
