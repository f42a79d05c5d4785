import { describe, expect, it } from "vitest";
import { askOn, noteMaker } from "../testing/qa-notes.js";
import { isTodo, isTodoNotReport } from "./qa-cues.js";
import { isBookingAhead, tripSpending } from "./qa-episode.js";
import { sameWord, stem } from "./qa-words.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("stems of words ending in a double consonant", () => {
  it("keeps a short word's ll, ss, ff or zz, so a past form does not meet another word", () => {
    expect(stem("rolled")).toBe(stem("roll"));
    expect(sameWord("rolled", "role")).toBe(false);
    expect(sameWord("filled", "file")).toBe(false);
    expect(stem("passed")).toBe(stem("pass"));
    // Doubling before a suffix is still undone.
    expect(stem("jogging")).toBe(stem("jog"));
    expect(stem("travelled")).toBe(stem("travel"));
    expect(stem("cancelled")).toBe(stem("cancel"));
  });
  it("counts no note as an interview for a word that only shares letters with the job kind", () => {
    const notes = [
      note("2026-04-20T10:00", "final day at Quillon, handed in my laptop"),
      note("2026-04-28T12:00", "interview at Bramwell, felt ok"),
      note("2026-05-02T18:00", "the barrels rolled down the lane in the storm"),
      note("2026-05-07T11:00", "panel interview with the trust, three of them"),
    ];
    const a = ask("how many job interviews since I left Quillon?", notes);
    expect(a.number).toBe(2);
  });
});

describe("a verb whose past is its base", () => {
  it("reads 'put in for …' as a report when counting, yet as a to-do elsewhere", () => {
    expect(isTodo("put in for the warehouse supervisor job at Tarrant")).toBe(true);
    expect(isTodoNotReport("put in for the warehouse supervisor job at Tarrant")).toBe(false);
    expect(isTodoNotReport("need to put in for annual leave")).toBe(true);
    expect(isTodoNotReport("email the landlord about the boiler")).toBe(true);
  });
  it("counts an application told as 'put in for'", () => {
    const notes = [
      note("2026-04-01T10:00", "made redundant this morning, still in shock"),
      note("2026-04-09T10:00", "applied to Fernleigh for the buyer role"),
      note("2026-04-21T10:00", "put in for the warehouse supervisor job at Tarrant"),
    ];
    const a = ask("how many jobs have I applied for since I was made redundant?", notes);
    expect(a.number).toBe(2);
  });
});

describe("a trip's bookings before it starts", () => {
  it("knows a stay or the way there from a shop or a bill", () => {
    expect(isBookingAhead("hotel by the harbour for two nights $280")).toBe(true);
    expect(isBookingAhead("flights to Halifax $410")).toBe(true);
    expect(isBookingAhead("sobeys $64.10")).toBe(false);
  });
  it("adds the stay booked between the note naming the trip and the trip's own run", () => {
    const notes = [
      note("2026-04-10T19:00", "coach tickets to Quebec City $96 return"),
      note("2026-04-12T09:00", "guesthouse near the old walls, two nights $240"),
      note("2026-04-14T18:00", "pharmacy $18.40"),
      note("2026-04-24T12:00", "crepes on rue Saint-Jean $31"),
      note("2026-04-24T19:30", "poutine and beers $44"),
      note("2026-04-25T11:00", "funicular and museum $27"),
      note("2026-04-28T09:00", "internet bill $70"),
    ];
    const found = tripSpending(["quebec", "trip"], notes, () => true).map((n) => n.text).sort();
    expect(found).toEqual(
      [
        "coach tickets to Quebec City $96 return",
        "guesthouse near the old walls, two nights $240",
        "crepes on rue Saint-Jean $31",
        "poutine and beers $44",
        "funicular and museum $27",
      ].sort(),
    );
  });
});
