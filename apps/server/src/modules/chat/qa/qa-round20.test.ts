import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { headcount } from "./answers/headcount-answer.js";
import { headcountAsked, headcountIn } from "./headcount.js";
import { kindMembers, namesKindOf } from "./qa-kinds.js";
import { readQuestion } from "./qa-question.js";
import { words } from "./qa-words.js";

// Thursday 10 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 10 };
const note = noteMaker();
const ask = askOn(today);

describe("a kind's word is met by itself, its stem or a slip, not by another word one letter off", () => {
  it("takes no known word for a slip of a kind's word", () => {
    // "market" is one letter from "marked", "least" from "lease", "lower" from "loyer", "delay" from "belay".
    expect(namesKindOf(["marking"], words("farmers market, $40 of veg"))).toBe(false);
    expect(namesKindOf(["renters"], words("at least text me back"))).toBe(false);
    expect(namesKindOf(["apartment"], words("the lower shelf is broken"))).toBe(false);
    expect(namesKindOf(["climbing"], words("train delay, 20 minutes"))).toBe(false);
  });

  it("still meets stems and slips no dictionary knows", () => {
    expect(namesKindOf(["marking"], words("marked 30 quizzes, 1.5 hours"))).toBe(true);
    expect(namesKindOf(["housework"], words("did the laundary finally"))).toBe(true);
    expect(namesKindOf(["renters"], words("the tenant called"))).toBe(true);
  });

  it("reads no kind from a question's word one letter off a kind's key", () => {
    // "making" and "parking" are one letter from "marking", "reaching" from "teaching", "shores" from "chores".
    expect(kindMembers("making")).toEqual([]);
    expect(kindMembers("parking").some((m) => m.join(" ") === "scripts")).toBe(false);
    expect(kindMembers("shores")).toEqual([]);
    expect(kindMembers("marking").length).toBeGreaterThan(0);
  });
});

describe("kinds for climbing, housework, a TA's work, marking, columns and a rented home", () => {
  it("knows climbing by its grades, sessions and gear", () => {
    expect(namesKindOf(["climbing"], words("finally sent the pink V3"))).toBe(true);
    expect(namesKindOf(["climbing"], words("new chalk bag and finger tape, $21"))).toBe(true);
    expect(namesKindOf(["climb"], words("top roping with Sam, arms gone"))).toBe(true);
    expect(namesKindOf(["climbing"], words("projected costs for the quarter"))).toBe(false);
  });

  it("knows housework by its chores, not by a housewarming or any rotation", () => {
    expect(namesKindOf(["housework"], words("rota: I do the bins, Sam does the dishes"))).toBe(true);
    expect(namesKindOf(["chores"], words("hoovered the stairs and did the ironing"))).toBe(true);
    expect(namesKindOf(["housework"], words("went to the housewarming"))).toBe(false);
    expect(namesKindOf(["housework"], words("tyre rotation at the garage"))).toBe(false);
  });

  it("knows a TA's work and marking by what is taught and marked", () => {
    expect(namesKindOf(["ta"], words("office hours: 5 came, all about stoichiometry"))).toBe(true);
    expect(namesKindOf(["grading"], words("corrected 25 essays tonight"))).toBe(true);
    expect(namesKindOf(["marking"], words("midterm scripts: 3 hours"))).toBe(true);
    expect(namesKindOf(["ta"], words("the section of the store with garden stuff"))).toBe(false);
  });

  it("knows column chromatography by its silica and fractions", () => {
    expect(namesKindOf(["chromatography"], words("purified the crude on silica"))).toBe(true);
    expect(namesKindOf(["columns"], words("flash column on compound 14"))).toBe(true);
  });

  it("knows what is put toward an apartment by its rent, not by a share of anything", () => {
    expect(namesKindOf(["apartment"], words("e-transfer for my part of the rent, $415"))).toBe(true);
    expect(namesKindOf(["apartment"], words("my 415 for the loyer"))).toBe(true);
    expect(namesKindOf(["apartment"], words("did my part on the group project"))).toBe(false);
    expect(namesKindOf(["apartment"], words("my share of the pizza, $12"))).toBe(false);
  });

  it("adds what went on climbing by its gear and passes", () => {
    const notes = [
      note("2026-11-04T20:00", "ten-visit punch card at the bouldering gym, $140"),
      note("2026-11-12T17:00", "chalk bag and finger tape, $21.50"),
      note("2026-11-20T19:00", "farmers market, $35"),
      note("2026-11-22T19:00", "parking downtown, $12"),
    ];
    expect(ask("what did climbing cost me in November?", notes).number).toBe(161.5);
  });

  it("answers what was agreed about the housework from a chores note", () => {
    const notes = [
      note("2026-10-02T20:00", "we agreed on a bathroom rotation, my week is the first"),
      note("2026-10-09T20:00", "agreed to meet Jo at the café on Friday"),
      note("2026-10-20T20:00", "bought a new kettle"),
    ];
    expect(texts(ask("what did the flatmates and I agree about the housework?", notes))).toEqual(["we agreed on a bathroom rotation, my week is the first"]);
  });
});

describe("how many came: the sum of the numbers noted, not a count of the notes", () => {
  it("reads the people counted from 'how many <people> came / showed up / turned up'", () => {
    expect(headcountAsked("how many students came to see me during office hours in november?")).toBe("students");
    expect(headcountAsked("how many people turned up to the open days?")).toBe("people");
    expect(headcountAsked("how many kids have come to practice?")).toBe("kids");
    expect(headcountAsked("how many times did sam come over?")).toBeNull();
    expect(headcountAsked("how many books did i read?")).toBeNull();
  });

  it("reads a note's number of them, a number that came, and nobody as none", () => {
    expect(headcountIn("office hours: 3 students, stoichiometry again", "students")).toBe(3);
    expect(headcountIn("5 came by office hours, lab report panic", "students")).toBe(5);
    expect(headcountIn("packed before the final, nine new students", "students")).toBe(9);
    expect(headcountIn("nobody at office hours, it snowed", "students")).toBe(0);
    expect(headcountIn("office hours 2-4pm as usual", "students")).toBeNull();
  });

  it("finds no number in a word an object's prototype holds", () => {
    expect(headcountIn("constructor students came to the site office", "students")).toBeNull();
    expect(headcountIn("toString came up in the code review", "people")).toBeNull();
  });

  it("adds the numbers of one's own sessions in range, leaving out another's", () => {
    const notes = [
      note("2026-10-27T16:00", "office hours: 6 students, all about limiting reagents"),
      note("2026-11-03T16:00", "office hours: 3 students, stoichiometry again"),
      note("2026-11-10T16:00", "5 came by office hours, lab report panic"),
      note("2026-11-17T16:00", "nobody at office hours, it snowed"),
      note("2026-11-18T17:00", "Kwame had 12 at his office hours, he bribes them with cookies"),
      note("2026-11-24T16:00", "office hours packed before the final, 9 students"),
    ];
    const answer = ask("how many students came to see me during office hours in November?", notes, ["Kwame"]);
    expect(answer.number).toBe(17);
    expect(texts(answer)).toEqual(["office hours: 3 students, stoichiometry again", "5 came by office hours, lab report panic", "office hours packed before the final, 9 students"]);
  });

  it("leaves the question to the count of notes when none gives a number", () => {
    const notes = [note("2026-11-03T19:00", "book club at Ana's, good turnout"), note("2026-11-17T19:00", "book club, we did Piranesi")];
    const q = readQuestion("how many people came to book club in November?", today, []);
    expect(q.headcount).toBe("people");
    expect(headcount(q, notes, { timeZone: "UTC", searched: "2 notes" }, "people")).toBeNull();
  });
});
