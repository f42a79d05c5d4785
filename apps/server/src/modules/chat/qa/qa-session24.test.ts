import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("what was bought at a place", () => {
  it("takes the place, not the verb of buying, as the topic", () => {
    expect(readQuestion("what did I buy at the hardware store last month?", today, []).topic).toEqual(["hardware", "store"]);
    expect(readQuestion("what did we get from the farmers market?", today, []).topic).not.toContain("get");
    // Buying with no place keeps its verb: "what did I buy for the party" asks about buying.
    expect(readQuestion("what did I buy for the party?", today, []).topic).toContain("buy");
  });

  it("finds the trip's notes, which do not repeat the verb", () => {
    const notes = [
      note("2026-10-07T11:00", "Ikea run: bookshelf for the hall and a pack of tealights"),
      note("2026-10-12T18:00", "lunch with Dana, her new job sounds awful"),
      note("2026-09-02T11:00", "Ikea again, just meatballs"),
    ];
    expect(texts(ask("what did I buy at Ikea last month?", notes))).toEqual(["Ikea run: bookshelf for the hall and a pack of tealights"]);
  });
});
