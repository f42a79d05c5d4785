import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";
import { saidByAsked, tellsWords } from "./said-by-54.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("someone's words asked about a thing", () => {
  it("answers nothing when the notes naming the thing tell nobody's words", () => {
    const notes = [
      note("2026-09-02T08:00", "Pita took the goats in to the vet"),
      note("2026-10-11T17:00", "the dog's leg is swollen again after the paddock run"),
      note("2026-11-20T09:00", "must ring the vet about the dog's leg"),
    ];
    const answer = ask("What did the vet say about the dog's leg?", notes);
    expect(answer.notes).toEqual([]);
  });

  it("still answers from a telling put without 'says': reckons, a speaker's colon, an owned letter, a follow-on", () => {
    const reckons = [note("2026-10-01T10:00", "the gutters need clearing"), note("2026-10-02T10:00", "sparky reckons the switchboard needs replacing, asbestos backing")];
    expect(texts(ask("what did the electrician say about the switchboard?", reckons))).toContain("sparky reckons the switchboard needs replacing, asbestos backing");
    const letter = [note("2026-11-03T12:00", "the insurance's letter came, the claim for the ute is approved minus the excess")];
    expect(texts(ask("what did the insurance say about the ute claim?", letter))).toEqual(["the insurance's letter came, the claim for the ute is approved minus the excess"]);
    const followOn = [
      note("2026-11-10T10:00", "saw the physio this morning, he says rest it"),
      note("2026-11-10T10:10", "no running on the bad ankle for three weeks, ice twice a day"),
    ];
    expect(texts(ask("what did the physio say about my ankle?", followOn))).toContain("no running on the bad ankle for three weeks, ice twice a day");
  });

  it("leaves a forecast and the writer's own words to the old lookup", () => {
    for (const q of ["what did the forecast say about the weekend?", "what did I tell Sam about the party?", "what did the vet say?", "what was that café Imke told me about?"]) {
      expect(readQuestion(q, today, []).saidBy ?? null).toBeNull();
    }
    expect(readQuestion("What did Dr. Hala say about Youssef's inhaler?", today, []).saidBy).toEqual(["dr", "hala"]);
    expect(saidByAsked("what did my accountant say about the home office deduction?")).toEqual(["accountant"]);
    expect(saidByAsked("where did Aunty Ronke say to buy the lace?")).toBeNull();
  });

  it("tells a telling from a note that only names a message or a rate", () => {
    for (const t of ["league emailed: no points deducted", "per the doctor, core exercises daily", "Emma's text said the gate code changed", "word back from the council, the permit is fine", 'the ranger: "track closed past the falls"', "Bev thinks the van needs new tyres"]) {
      expect(tellsWords(t)).toBe(true);
    }
    for (const t of ["must text the landlady about the ceiling", "diesel $1.89 per litre at Roma", "filed the claim for the accident with the insurance", "Emilio keeps talking about building a second floor", "need a letter box for the new place", "called the garage to book the van in"]) {
      expect(tellsWords(t)).toBe(false);
    }
  });
});

describe("someone's words asked: speed", () => {
  it("stays fast on long near-miss strings", () => {
    const text = `${"per cent letters emails'ss words: ".repeat(40)}`;
    expect(fastestMs(() => tellsWords(text))).toBeLessThan(5);
    const q = `what did ${"the very long-winded ".repeat(40)} say about it`;
    expect(fastestMs(() => saidByAsked(q))).toBeLessThan(5);
  });
});
