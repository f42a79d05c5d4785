import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { currencyNamed, findAmounts, spentAmount } from "./money.js";
import { othersRelationNamed, relationForms } from "./qa-relations.js";
import { othersDoing, othersPet } from "./spending-filters.js";
import { figureOf } from "./told-count.js";

// Tuesday 1 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 1 };
const note = noteMaker();
const ask = askOn(today);

describe("the Korean won", () => {
  it("reads the sign, the code and the word after a figure, and not the verb", () => {
    expect(findAmounts("galbi for four, ₩96,000")).toEqual([{ value: 96000, currency: "₩" }]);
    expect(findAmounts("KRW 7,500 for the umbrella")).toEqual([{ value: 7500, currency: "₩" }]);
    expect(findAmounts("the cab was 13,200 won")).toEqual([{ value: 13200, currency: "₩" }]);
    // "Won" before a figure is the verb.
    expect(findAmounts("we won 2-1 in extra time")).toEqual([]);
    expect(currencyNamed("how much did i spend in won last month")).toBe("₩");
  });

  it("sums won spending, leaving out another's and a price only seen", () => {
    const notes = [
      note("2026-11-03T19:00", "bulgogi lunch with the team, ₩14,000"),
      note("2026-11-10T19:00", "noodles by the station, 8,500 won"),
      note("2026-11-12T19:00", "Soo-bin paid for the karaoke room, ₩30,000"),
      note("2026-11-20T19:00", "the galbi place says ₩45,000 per person"),
    ];
    expect(ask("how much did I spend on lunch and noodles in November?", notes).number).toBe(22500);
  });
});

describe("a balance told is no payment", () => {
  it("leaves out a balance down to a figure, and keeps a payment on the same loan", () => {
    expect(spentAmount("car loan balance is down to $9,400")).toBeNull();
    expect(spentAmount("card balance now at £1,210")).toBeNull();
    expect(spentAmount("car loan payment, $380")).toEqual({ currency: "$", value: 380 });
  });
});

describe("another's calling in sick", () => {
  it("is their doing, not the writer's", () => {
    expect(othersDoing("Marisol called in sick again, I took her shift", [])).toBe(true);
    expect(othersDoing("Marisol called in sick again, I took her shift", ["Marisol"])).toBe(false);
    expect(othersDoing("Kwabena stayed home with the flu", [])).toBe(true);
    expect(othersDoing("called in sick with a fever", [])).toBe(false);
  });
});

describe("another's pet", () => {
  it("leaves a possessed pet's costs out of the writer's pet spending", () => {
    expect(othersPet("Dev's dog had his teeth cleaned, $400", [])).toBe(true);
    expect(othersPet("Dev's dog had his teeth cleaned, $400", ["Dev"])).toBe(false);
    expect(othersPet("Dev's birthday present, $40", [])).toBe(false);
    // An owner's name joined by a hyphen is a name all the same.
    expect(othersPet("Hye-won's puppy swallowed a sock, $300 at the vet", [])).toBe(true);
    const notes = [
      note("2026-03-02T19:00", "Pepper's shots at the animal hospital, $80"),
      note("2026-06-02T19:00", "Dev's cat had surgery, $900"),
      note("2026-09-02T19:00", "cat litter and treats, $35"),
    ];
    const answer = ask("how much have I spent on the cat this year?", notes);
    expect(answer.number).toBe(115);
    expect(texts(answer)).not.toContain("Dev's cat had surgery, $900");
  });
});

describe("a span asked of the writer", () => {
  it("is no time spent", () => {
    const notes = [
      note("2026-11-05T19:00", "ran the Saturday revision club, 3 hours"),
      note("2026-11-20T19:00", "the head wants 4 extra hours of revision club from me in December"),
    ];
    expect(ask("how many hours of revision club did I run in November?", notes).number).toBe(3);
  });
});

describe("a count asked as things stand", () => {
  it("reads the figure straight before the thing counted", () => {
    expect(figureOf("two new riders joined, so 27 riders now", "riders")).toBe(27);
    expect(figureOf("twelve riders on the list", "riders")).toBe(12);
    expect(figureOf("riders met at 7", "riders")).toBeNull();
  });

  it("answers 'how many X do I have now' with the newest figure of them, not another's", () => {
    const notes = [
      note("2026-09-01T19:00", "new term: 30 pupils in the choir"),
      note("2026-10-10T19:00", "three left for the orchestra, 27 pupils now"),
      note("2026-11-14T19:00", "five joined after the concert, 32 pupils in total"),
      note("2026-11-20T19:00", "Grainne has 45 pupils, no idea how"),
    ];
    const answer = ask("how many pupils do I have now?", notes, ["Grainne"]);
    expect(answer.number).toBe(32);
    expect(texts(answer)).toEqual(["five joined after the concert, 32 pupils in total"]);
    // Not asked as things stand: a count of notes as before.
    expect(ask("how many pupils do I have?", notes, ["Grainne"]).notes.length).not.toBe(1);
  });
});

describe("a partner's relation", () => {
  it("is written as another's: 'Tomás's mum', 'his mother'", () => {
    const forms = relationForms("mother")!;
    expect(othersRelationNamed("Tomás's mum rang about Sunday", forms)).toBe(true);
    expect(othersRelationNamed("his mother brought soup", forms)).toBe(true);
    expect(othersRelationNamed("my mum brought soup", forms)).toBe(false);
  });

  it("counts her visits by another's relation, not the writer's mother or notes naming no one's", () => {
    const notes = [
      note("2026-10-03T19:00", "Tomás's mum came over with a tray of empanadas"),
      note("2026-10-12T19:00", "my mum came over to see the new curtains"),
      note("2026-10-20T19:00", "his mother dropped in unannounced again"),
      note("2026-10-25T19:00", "came home to a flooded bathroom"),
    ];
    const answer = ask("how many times has my husband's mother come over in October?", notes);
    expect(answer.number).toBe(2);
    expect(texts(answer)).toEqual(["Tomás's mum came over with a tray of empanadas", "his mother dropped in unannounced again"]);
  });
});
