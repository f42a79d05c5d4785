import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";
import { isDoneReport } from "./qa-cues.js";
import { areSiblings } from "./qa-siblings.js";
import { wordAffinity } from "./qa-words.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a span told in one clause and denied of something else in the next", () => {
  it("adds the hours held over though no relief came, not hours meant and taken back or only feared", () => {
    const notes = [
      note("2026-11-04T21:15", "stayed 2 hours past my shift, code in room 12"),
      note("2026-11-10T21:15", "meant to stay 2 hours past my shift, didn't"),
      note("2026-11-14T17:00", "couldn't do the 4-hour overtime block, childcare fell through"),
      note("2026-11-24T22:00", "held over 3 hours, no relief nurse showed"),
      note("2026-11-25T22:00", "might have to do 3 hours overtime tomorrow, no relief nurse"),
    ];
    const answer = ask("how many hours of overtime did I do this month?", notes);
    expect(answer.number).toBe(5);
  });
});

describe("a bare figure after a preposition of extent", () => {
  it("is a count, not money, so the note's hours still add up", () => {
    expect(findAmounts("midterm scripts: 3 hours tonight, only got through 40")).toEqual([]);
    expect(findAmounts("read up past 30 in the new book")).toEqual([]);
    expect(findAmounts("petrol 77 mobil")).toEqual([{ value: 77, currency: "" }]);
    const notes = [
      note("2026-11-02T22:00", "midterm scripts: 3 hours tonight, only got through 40"),
      note("2026-11-05T23:00", "4.5 more hours on the midterm, question 6 is killing me"),
    ];
    expect(ask("how long did the midterm grading take me?", notes).number).toBe(7.5);
  });
});

describe("two things of one family are not each other", () => {
  it("keeps a dog from a cat and tennis from squash, and a puppy a dog", () => {
    expect(areSiblings("dog", "cat")).toBe(true);
    expect(areSiblings("dog", "puppy")).toBe(false);
    expect(areSiblings("lunch", "dinner")).toBe(true);
    expect(areSiblings("dog", "vet")).toBe(false);
    expect(wordAffinity("dog", ["cat"])).toBe(0);
    expect(wordAffinity("dog", ["puppy"])).toBeGreaterThan(0.5);
  });

  it("counts dog walks without the cat's night, and tennis without squash", () => {
    const notes = [
      note("2026-11-02T07:00", "dog park with Bramble before work"),
      note("2026-11-03T02:00", "the cat chorus out back kept me up"),
      note("2026-11-05T07:00", "Bramble chased the frisbee at the park for an hour"),
      note("2026-11-06T18:00", "tennis with Ola at the club, lost 6-3", { entities: ["Ola"] }),
      note("2026-11-08T18:00", "squash with Ola, knees complaining", { entities: ["Ola"] }),
    ];
    expect(texts(ask("how many times did I take the dog to the park this month?", notes))).toEqual(["dog park with Bramble before work", "Bramble chased the frisbee at the park for an hour"]);
    expect(ask("how many times did I play tennis this month?", notes).number).toBe(1);
  });
});

describe("a participle after 'being'", () => {
  it("is a state going on, so a to-do that names one is still left", () => {
    expect(isDoneReport("ring Mum's bank about her card being blocked")).toBe(false);
    expect(isDoneReport("card blocked, rang the bank")).toBe(true);
    const notes = [
      note("2026-08-22T19:00", "book Mum's eye appointment at the optometrist"),
      note("2026-09-02T21:00", "ring Mum's bank about her card being blocked"),
    ];
    expect(texts(ask("anything I need to do for Mum?", notes))).toEqual(["book Mum's eye appointment at the optometrist", "ring Mum's bank about her card being blocked"]);
  });
});
