import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";
import { stayPlaceAsked, staySpan } from "./stay-span.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("a stay asked in days, told by an arrival and a return", () => {
  it("runs from the arrival to the return, the town arrived at tied to the place asked by the return note alone", () => {
    const notes = [
      note("2026-09-02T09:00", "booked the flights for the Fiji wedding, $640 return"),
      note("2026-09-20T15:00", "landed in Nadi, warm rain and a guy playing ukulele at arrivals"),
      note("2026-09-21T10:00", "kava with the groom's uncles, my tongue went numb"),
      note("2026-09-23T18:00", "sunset over the reef, the bride cried"),
      note("2026-09-26T22:00", "back in Auckland, Fiji done, suitcase full of sand"),
      note("2026-10-02T08:00", "rain all week on the North Shore"),
    ];
    const answer = ask("how many days was I in Fiji?", notes, []);
    expect(answer.number).toBe(6);
    expect(texts(answer)).toEqual(["landed in Nadi, warm rain and a guy playing ukulele at arrivals", "back in Auckland, Fiji done, suitcase full of sand"]);
  });

  it("answers 'how long was I in…' in days, over a range, from a journey there to the note leaving", () => {
    const notes = [
      note("2026-11-30T12:00", "Mum wants everyone in Lautoka for Diwali next year"),
      note("2026-12-20T11:00", "travelled to Lautoka with the kids, the bus was late"),
      note("2026-12-22T19:00", "curry at Aunty Prem's, the whole street came"),
      note("2026-12-27T17:00", "left Lautoka after lunch, the kids slept the whole way"),
    ];
    const over = askOn({ year: 2026, month: 12, day: 30 });
    const answer = over("how long was I in Lautoka over Christmas?", notes, []);
    expect(answer.number).toBe(7);
    expect(texts(answer)).toEqual(["travelled to Lautoka with the kids, the bus was late", "left Lautoka after lunch, the kids slept the whole way"]);
  });

  it("reads the place of a stay only from a stay's own frame, not from hours, work days or days since", () => {
    expect(stayPlaceAsked("how many days was i in the azores?")).toEqual(["azores"]);
    expect(stayPlaceAsked("how many days was i in obuasi over christmas?")).toEqual(["obuasi"]);
    expect(stayPlaceAsked("how long did we stay in ponta delgada last month")).toEqual(["ponta", "delgada"]);
    for (const q of ["how long was I at the gym this week?", "how long did I spend on my CPD in November?", "how many days did I work in Nadi?", "how many days since I was in Nadi?", "how many days were we up to camp?", "how long did the restumping take?"]) {
      expect(readQuestion(q, today, []).stayPlace ?? null).toBeNull();
    }
  });

  it("takes no one else's arrival, no plan and no end that names neither the place nor its town for a stay", () => {
    const another = [
      note("2026-10-01T10:00", "Mele arrived in Suva for the conference"),
      note("2026-10-05T10:00", "Mele left Suva, says the hotel was awful"),
    ];
    expect(staySpan(["suva"], another, null)).toBeNull();
    const planned = [
      note("2026-10-01T10:00", "flew to Suva next week, must remember the adapter"),
      note("2026-10-08T10:00", "back home from Suva"),
    ];
    expect(staySpan(["suva"], planned, null)).toBeNull();
    const unnamed = [
      note("2026-10-01T10:00", "landed in Labasa, tiny airport"),
      note("2026-10-04T10:00", "back home, washing on"),
    ];
    expect(staySpan(["vanua", "levu"], unnamed, null)).toBeNull();
    expect(ask("how many days was I in Suva?", another, ["Mele"]).text).not.toContain("days: from");
  });

  it("stays fast on long near-miss strings", () => {
    const question = `how many days was i in ${"the over ".repeat(70)}`;
    expect(fastestMs(() => stayPlaceAsked(question))).toBeLessThan(5);
    const long = note("2026-10-01T10:00", `we just ${"landed in back in left the ".repeat(25)}`);
    const end = note("2026-10-03T10:00", `${"back back in left left the ".repeat(25)}suva`);
    expect(fastestMs(() => staySpan(["suva", "suva", "suva"], [long, end], null))).toBeLessThan(5);
  });
});
