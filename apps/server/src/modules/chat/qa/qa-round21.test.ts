import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { headcountAsked, headcountIn } from "./headcount.js";
import { isOccurrence } from "./qa-cues.js";
import { readRange } from "./qa-range.js";
import { christmasRange, seasonRange } from "./qa-seasons.js";
import { toldAsPresent } from "./answers/presents.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const d = (year: number, month: number, day: number) => ({ year, month, day });
const note = noteMaker();
const ask = askOn(today);

describe("since a season", () => {
  it("runs from the start of the latest such season to today, or the one before for 'last'", () => {
    expect(seasonRange("how much did i spend on the van since the summer?", today, true)).toEqual({ from: d(2026, 6, 1), to: d(2026, 12, 1), label: "since the summer" });
    expect(seasonRange("how many walks since last spring", today, true)).toMatchObject({ from: d(2025, 3, 1), to: d(2026, 12, 1) });
    expect(seasonRange("since the winter", d(2026, 1, 20), true)).toMatchObject({ from: d(2025, 12, 1) });
    // South of the equator the summer starts in December.
    expect(seasonRange("since the summer", d(2026, 4, 2), true, "Australia/Perth")).toMatchObject({ from: d(2025, 12, 1) });
  });

  it("leaves a season named as a thing, and ranges of other shapes, alone", () => {
    expect(seasonRange("since the summer fete what have i sold", today, true)).toMatchObject({ label: "since the summer" });
    expect(seasonRange("how many summer camps since june", today, true)).toBeNull();
    expect(readRange("how much since september?", today, true)).toMatchObject({ from: d(2026, 9, 1) });
  });

  it("sums what was spent in the season and after it, not before it", () => {
    const notes = [
      note("2026-05-10T10:00", "van wipers, £14"),
      note("2026-07-02T10:00", "van service at the garage, £210"),
      note("2026-10-01T10:00", "van MOT, £54"),
    ];
    expect(ask("how much have I spent on the van since the summer?", notes).number).toBe(264);
  });
});

describe("this Christmas", () => {
  it("is the run-up from November and the holidays, the latest begun when asked of the past", () => {
    expect(christmasRange("what did i spend on presents this christmas", d(2026, 12, 18), true)).toEqual({ from: d(2026, 11, 1), to: d(2026, 12, 19), label: "this Christmas" });
    expect(christmasRange("what did i spend this christmas", d(2027, 1, 3), true)).toMatchObject({ from: d(2026, 11, 1), to: d(2027, 1, 4) });
    expect(christmasRange("what did i spend this xmas", d(2027, 3, 3), true)).toMatchObject({ from: d(2026, 11, 1), to: d(2027, 1, 7) });
    expect(christmasRange("what are we doing this christmas", d(2026, 10, 3), false)).toMatchObject({ from: d(2026, 11, 1), to: d(2027, 1, 7) });
  });

  it("takes no range from Christmas named as a thing", () => {
    expect(christmasRange("what did we decide about christmas", today, true)).toBeNull();
    expect(christmasRange("how much on christmas presents", today, true)).toBeNull();
  });
});

describe("presents told by the act in a sum of presents", () => {
  it("reads a thing got for someone, or a thing for someone with its price, as a present", () => {
    expect(toldAsPresent("got Mari the rugby ball she wanted, £30")).toBe(true);
    expect(toldAsPresent("dinosaur book for Iolo from Waterstones, £12")).toBe(true);
    expect(toldAsPresent("dinosaur book for Iolo from Waterstones, £12.99")).toBe(true);
    expect(toldAsPresent("flowers for Siân's birthday, £25")).toBe(false);
    expect(toldAsPresent("petrol, £60, for the trip")).toBe(false);
  });

  it("adds the presents of the season, not last year's, a price only seen, or another's gift", () => {
    const notes = [
      note("2025-12-12T18:00", "got Mari a scooter, £60"),
      note("2026-11-12T18:00", "got Mari the rugby ball she wanted, £30"),
      note("2026-11-20T18:00", "dinosaur book for Iolo from Waterstones, £12"),
      note("2026-11-22T18:00", "the doll's house Mari likes is £90 in John Lewis, too much"),
      note("2026-11-24T18:00", "Nia got her brother a scarf, £18"),
    ];
    const answer = ask("how much have I spent on presents for the kids this Christmas?", notes);
    expect(answer.number).toBe(42);
    expect(texts(answer)).toHaveLength(2);
  });
});

describe("how many turned up, with no people named", () => {
  it("asks a headcount of people, and reads 'N of us' as one", () => {
    expect(headcountAsked("how many turned up to the quiz night?")).toBe("people");
    expect(headcountAsked("how many came to the barbecue")).toBe("people");
    expect(headcountAsked("how many times did i go")).toBeNull();
    expect(headcountAsked("how many came")).toBe("people");
    expect(headcountIn("quiz night at the club, 18 of us squeezed round two tables", "people")).toBe(18);
    expect(headcountIn("12 players came to the trial", "people")).toBe(12);
    expect(headcountIn("table booked for 20", "people")).toBeNull();
    expect(headcountIn("bought 30 raffle tickets", "people")).toBeNull();
  });

  it("adds who came, not a booking's size", () => {
    const notes = [
      note("2026-11-10T19:00", "booked the function room for 30 for the quiz night"),
      note("2026-11-21T23:00", "quiz night at the club, 18 of us squeezed round two tables"),
    ];
    expect(ask("how many turned up to the quiz night?", notes).number).toBe(18);
  });
});

describe("an intention told in the past, and a place shut", () => {
  it("is no occurrence", () => {
    expect(isOccurrence("meant to go for a run, rain came in", null)).toBe(false);
    expect(isOccurrence("was going to swim but the lane was full", null)).toBe(false);
    expect(isOccurrence("leisure centre shut for repairs, went home", null)).toBe(false);
    expect(isOccurrence("ran 5k along the river", null)).toBe(true);
    expect(isOccurrence("shut my eyes for a minute after the swim", null)).toBe(true);
  });

  it("leaves them out of a count", () => {
    const notes = [
      note("2026-11-03T08:00", "gym, legs and core"),
      note("2026-11-10T08:00", "meant to get to the gym, overslept"),
      note("2026-11-17T08:00", "gym shut for a refit, walked home"),
      note("2026-11-24T08:00", "gym, bench and rows"),
    ];
    expect(ask("how many times did I go to the gym in November?", notes).number).toBe(2);
  });
});

describe("a name's 's before a past participle is 'has'", () => {
  it("makes the name the doer, so the span is theirs; a possessive stays an owner", async () => {
    const { othersDoing } = await import("./spending-filters.js");
    expect(othersDoing("Gwen's done 16 hours of overtime, show-off", [])).toBe(true);
    expect(othersDoing("Gwen's been to the pool three times", [])).toBe(true);
    expect(othersDoing("Gwen's done 16 hours", ["Gwen"])).toBe(false);
    expect(othersDoing("Gwen's van needs tyres", [])).toBe(false);
    expect(othersDoing("stayed on 2 hours past the end of shift", [])).toBe(false);
    const notes = [
      note("2026-11-06T09:00", "stayed 2 hours past my finish, late job"),
      note("2026-11-20T19:00", "Gwen's done 16 hours of overtime this month"),
      note("2026-11-24T09:00", "overtime shift on the weekend, 10 hours"),
    ];
    expect(ask("how many hours of overtime did I do in November?", notes).number).toBe(12);
  });
});

describe("what did I get someone for an occasion", () => {
  it("is asked of presents given by the act, not of what the person got or another gave", async () => {
    const { readQuestion } = await import("./qa-question.js");
    expect(readQuestion("what did I get Iolo for his birthday?", today, ["Iolo"]).giftGiven).toBe(true);
    expect(readQuestion("what did we buy Nana?", today, ["Nana"]).giftGiven).toBe(true);
    expect(readQuestion("what did I get Iolo to fix?", today, ["Iolo"]).giftGiven).toBe(false);
    expect(readQuestion("what did Iolo get for his birthday?", today, ["Iolo"]).giftGiven).toBe(false);
    const notes = [
      note("2026-10-02T18:00", "Iolo wants every Lego set going"),
      note("2026-10-05T18:00", "picked up the goalie gloves Iolo keeps on about, hid them in the loft"),
      note("2026-10-09T18:00", "Nain bought Iolo a torch"),
      note("2026-10-12T18:00", "Iolo's birthday tea at the Italian, lovely"),
    ];
    const answer = ask("what did I get Iolo for his birthday?", notes, ["Iolo", "Nain"]);
    expect(texts(answer)).toEqual(["picked up the goalie gloves Iolo keeps on about, hid them in the loft"]);
  });
});

describe("arranged with someone", () => {
  it("is a decision, told as 'sorted with', as 'agreed with' is; sorting a thing is not", async () => {
    const { isDecision } = await import("./qa-cues.js");
    expect(isDecision("sorted with Cat: New Year at hers, we bring the food", null)).toBe(true);
    expect(isDecision("sorted it out with the school, Iolo starts Monday", null)).toBe(true);
    expect(isDecision("sorted the recycling and the bins", null)).toBe(false);
  });
});

describe("going to someone's home", () => {
  it("is not met by that someone coming the other way", async () => {
    const { readQuestion } = await import("./qa-question.js");
    const { hostCameOver } = await import("./answers/occurrence-answers.js");
    expect(readQuestion("how many times did we go down to Nain's in October?", today, []).hostVisited).toBe("nain");
    expect(readQuestion("how many times have I been over to Sal's?", today, []).hostVisited).toBe("sal");
    expect(readQuestion("how many times did I go to the gym?", today, []).hostVisited).toBeNull();
    expect(hostCameOver("Nain came to ours for Sunday lunch", "nain")).toBe(true);
    expect(hostCameOver("my nain popped over with a cake", "nain")).toBe(true);
    expect(hostCameOver("drove up to Nain's, she did a roast", "nain")).toBe(false);
    expect(hostCameOver("Sal came too", "nain")).toBe(false);
    const notes = [
      note("2026-10-04T18:00", "drove up to Nain's with the kids, roast for an army"),
      note("2026-10-11T18:00", "Nain came to ours for a change"),
      note("2026-10-25T18:00", "afternoon at Nain's in Bala, she did the crossword with Iolo"),
    ];
    expect(ask("how many times did we go down to Nain's in October?", notes).number).toBe(2);
  });
});

describe("look-alikes of a season and of a home", () => {
  it("reads 'since the fall' as an accident, and 'Owen's party' as no home", async () => {
    const { readQuestion } = await import("./qa-question.js");
    expect(seasonRange("how has my ankle been since the fall?", today, true)).toBeNull();
    expect(seasonRange("how much since last fall", today, true)).toMatchObject({ from: d(2025, 9, 1) });
    expect(readQuestion("how many kids came to Owen's party?", today, []).hostVisited).toBeNull();
    expect(readQuestion("how many times have I been down to Mum's since we moved?", today, []).hostVisited).toBe("mum");
    expect(readQuestion("how many times did we go to Nain's?", today, []).hostVisited).toBe("nain");
  });
});
