import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { ADDS_TO_LAST } from "./answers/lookup-answer.js";
import { isDecision } from "./qa-cues.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Thursday 26 November 2026; notes are written as [ISO local time, text] in UTC.
const note = noteMaker();
const ask = askOn({ year: 2026, month: 11, day: 26 });

describe("what a carer buys for an elder's sugar, pressure or eyes is health spending", () => {
  it("sums strips, lancets, a blood pressure monitor and eye drops as medicines", () => {
    const notes = [
      note("2026-09-03T10:00", "test strips and lancets for Nan's sugar, £18"),
      note("2026-09-21T16:00", "blood pressure monitor for Nan off Amazon, £34.99"),
      note("2026-10-08T11:30", "Nan's eye drops, £6.50"),
      note("2026-10-12T19:00", "new drill bits, £12"),
    ];
    const a = ask("how much have I spent on Nan's medicines since September?", notes);
    expect(a.number).toBe(59.49);
    expect(texts(a)).not.toContain("new drill bits, £12");
  });
});

describe("a note that says it adds to the one before is the rest of the answer", () => {
  it("takes the 'also picked up…' note written within the hour after the haul", () => {
    const notes = [
      note("2026-11-14T11:00", "Borough market with my sister: I bought a wheel of cheddar and two jars of honey"),
      note("2026-11-14T11:40", "also picked up a sourdough loaf for Dad at the market stall"),
      note("2026-11-14T15:00", "my sister bought half of Borough, olives everything"),
      note("2026-11-20T09:00", "also need to call the plumber"),
    ];
    const a = ask("what did I buy at Borough market?", notes);
    expect(texts(a)).toContain("also picked up a sourdough loaf for Dad at the market stall");
    expect(texts(a)).not.toContain("also need to call the plumber");
  });

  it("reads 'also' only at a note's opening", () => {
    expect(ADDS_TO_LAST.test("also picked up a loaf")).toBe(true);
    expect(ADDS_TO_LAST.test("Dr Lee also said rest it")).toBe(true);
    expect(ADDS_TO_LAST.test("the market was also busy today")).toBe(false);
  });

  it("stays fast on a long run of near-matches", () => {
    const long = `${"also ".repeat(60)}${"x ".repeat(200)}`;
    const ms = fastestMs(() => ADDS_TO_LAST.test(`a b ${long}`) && ADDS_TO_LAST.test(` ${"word ".repeat(150)}also`));
    expect(ms).toBeLessThan(5);
  });
});

describe("a refusal told to the one who asked is the decision", () => {
  it("answers what was decided about an offer by 'told X no'", () => {
    const notes = [
      note("2026-11-02T18:00", "Brightwell offered me the deputy role at their Leeds office"),
      note("2026-11-09T21:00", "told Brightwell no thanks, staying put where the commute is ten minutes"),
      note("2026-11-12T08:00", "Brightwell's office is right by the station"),
    ];
    expect(texts(ask("what did I decide about the job at Brightwell?", notes))).toEqual(["told Brightwell no thanks, staying put where the commute is ten minutes"]);
  });

  it("leaves 'told him no need' out, and stays fast", () => {
    expect(isDecision("told him no need to bring anything", null)).toBe(false);
    expect(isDecision("told Ms. Okoro no, not this year", null)).toBe(true);
    const ms = fastestMs(() => isDecision(`${"told a b ".repeat(80)}nope`, null));
    expect(ms).toBeLessThan(5);
  });
});
