import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { activityNamed, doesActivity } from "./activities.js";
import { minutesIn, unitAsked } from "./durations.js";
import { isDecision, isOccurrence } from "./qa-cues.js";
import { readQuestion } from "./qa-question.js";
import { termRange } from "./qa-seasons.js";
import { categoriesNamed, inCategory } from "./spending-categories.js";
import { notYetSpent, othersDoing } from "./spending-filters.js";

// Thursday 10 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 10 };
const note = noteMaker();
const ask = askOn(today);

describe("academic terms as ranges", () => {
  it("reads the fall, winter and summer terms and 'this semester' north of the equator", () => {
    expect(termRange("what did i spend this term?", today, true)).toMatchObject({ from: { year: 2026, month: 9, day: 1 }, to: { year: 2026, month: 12, day: 11 } });
    expect(termRange("how often did i swim over the winter term?", today, true)).toMatchObject({ from: { year: 2026, month: 1, day: 1 }, to: { year: 2026, month: 5, day: 1 } });
    expect(termRange("books bought last semester", { year: 2027, month: 2, day: 3 }, true)).toMatchObject({ from: { year: 2026, month: 9, day: 1 }, to: { year: 2027, month: 1, day: 1 } });
    expect(termRange("what's on in the summer term", today, false)).toMatchObject({ from: { year: 2027, month: 5, day: 1 } });
  });

  it("leaves a season, a bare 'the term' and the southern hemisphere to the other ranges", () => {
    expect(termRange("how many times did i swim this winter?", today, true)).toBeNull();
    expect(termRange("what did the term deposit pay?", today, true)).toBeNull();
    expect(termRange("what did i spend this term?", today, true, "Australia/Sydney")).toBeNull();
  });

  it("counts within the winter term, not December before it", () => {
    const notes = [
      note("2026-01-14T18:00", "swam 40 lengths at the rec centre"),
      note("2026-03-02T18:00", "swam before the lab, pool nearly empty"),
      note("2025-12-20T18:00", "swam with my cousin over the break"),
    ];
    expect(ask("how many times did I swim over the winter term?", notes).number).toBe(2);
  });
});

describe("time a thing took, and spans with a word between", () => {
  it("reads 'how long did X take me' as hours, not 'how long did the parcel take'", () => {
    expect(unitAsked("how long did the tax return take me?")).toBe("hour");
    expect(unitAsked("how long did the parcel take to arrive?")).toBeNull();
    expect(minutesIn("3 more hours on the tax return")).toBe(180);
    expect(minutesIn("two extra hours")).toBeNull();
  });

  it("adds the spans of the thing's notes", () => {
    const notes = [
      note("2026-11-02T20:00", "tax return: 2 hours sorting receipts"),
      note("2026-11-04T20:00", "1.5 more hours on the tax return, nearly there"),
      note("2026-11-05T20:00", "watched a film, 2 hours"),
    ];
    expect(ask("how long did the tax return take me?", notes).number).toBe(3.5);
  });
});

describe("a count's verb done to a thing is no activity", () => {
  it("counts reports run, not runs", () => {
    expect(readQuestion("how many reports did I run last week?", today, []).activity).toBeNull();
    expect(readQuestion("how many times did I run last week?", today, []).activity).toEqual(activityNamed("run"));
    expect(readQuestion("how many days did I run in November?", today, []).activity).toEqual(activityNamed("run"));
    expect(readQuestion("how many walks did I get in?", today, []).activity).toEqual(activityNamed("walks"));
  });

  it("does not count what could not be done", () => {
    expect(isOccurrence("oven broke, could not bake the bread", null)).toBe(false);
    expect(isOccurrence("baked two loaves of rye", null)).toBe(true);
  });
});

describe("kinds and categories a question names by another word", () => {
  it("counts climbing told by its grades", () => {
    expect(doesActivity(activityNamed("how many times did I climb?")!, "finally topped the yellow V4 at the gym")).toBe(true);
  });

  it("takes a city's transit card and bike share as getting around", () => {
    const transport = categoriesNamed(["getting", "around"]);
    expect(inCategory(transport, "topped up the monthly pass, $97")).toBe(true);
    expect(inCategory(transport, "BIXI to the market, $3")).toBe(true);
    expect(inCategory(transport, "bought a notebook, $3")).toBe(false);
  });
});

describe("decisions agreed and promised", () => {
  it("reads 'agreed' and 'told X I'll' as decided, and 'agree' in a question as a decision asked", () => {
    expect(isDecision("we agreed the spare room is the office", null)).toBe(true);
    expect(isDecision("told Prof. Haines I'll run the tutorial next year", null)).toBe(true);
    expect(isDecision("told Sam it was raining", null)).toBe(false);
    expect(readQuestion("what did my flatmates and I agree about the bills?", today, []).kind).toBe("decision");
  });

  it("answers what was agreed about the dishes", () => {
    const notes = [
      note("2026-10-02T20:00", "we agreed: whoever cooks doesn't do the dishes"),
      note("2026-10-09T20:00", "Sam left the recycling out again"),
      note("2026-10-20T20:00", "bought a new kettle"),
    ];
    expect(texts(ask("what did the flatmates and I agree about the dishes?", notes))).toEqual(["we agreed: whoever cooks doesn't do the dishes"]);
  });
});

describe("money not spent and doings not one's own", () => {
  it("leaves out a price to come", () => {
    expect(notYetSpent("landlord says rent goes up to $1,450 in July")).toBe(true);
    expect(notYetSpent("the bus fare will be $3.75 next year")).toBe(true);
    expect(notYetSpent("going to 3 shops for the cheapest eggs, $6")).toBe(false);
    expect(notYetSpent("paid the rent, $1,450")).toBe(false);
  });

  it("takes another talking to a third person as their doing, not a call of one's own", () => {
    expect(othersDoing("Priya talking to her sister for ages on speaker", [])).toBe(true);
    expect(othersDoing("Priya talked to me about the lease", [])).toBe(false);
  });
});
