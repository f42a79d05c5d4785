import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { sentByAsked } from "./money-from.js";
import { readQuestion } from "./qa-question.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Wednesday 2 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 2 };
const note = noteMaker();
const ask = askOn(today);

describe("money sent by the person asked", () => {
  it("sums what a named sender sent, with no 'me' in the question, and leaves out what the writer sent them", () => {
    const notes = [
      note("2026-02-03T20:00", "Ravi transferred £120 for Nani's physio"),
      note("2026-05-11T19:00", "Ravi bhai banked in £80 for Nani's groceries"),
      note("2026-06-20T12:00", "I sent Ravi £50 for Nani's taxi"),
      note("2026-09-14T18:00", "Ravi says he'll send money for the new bed next month"),
    ];
    const a = ask("How much has Ravi sent for Nani this year?", notes, ["Ravi", "Nani"]);
    expect(a.number).toBe(200);
    expect(texts(a)).not.toContain("I sent Ravi £50 for Nani's taxi");
  });

  it("takes money 'from' the sibling asked by kin, named in the notes", () => {
    const notes = [
      note("2026-01-10T09:00", "my sister Ines in Lisbon started a new job at the port"),
      note("2026-03-02T16:00", "collected €300 from Ines at the Western Union desk"),
      note("2026-07-19T10:00", "Remitly from Ines, €150, for the roof"),
      note("2026-08-01T10:00", "bought Ines's old sewing machine from her for €60"),
    ];
    expect(ask("How much has my sister sent me this year?", notes, ["Ines"]).number).toBe(450);
  });

  it("reads such a question as money in, and the writer's own sending as no such question", () => {
    expect(readQuestion("How much has Ravi sent for Nani this year?", today, ["Ravi", "Nani"]).flow).toBe("in");
    expect(readQuestion("How much have I sent Ravi this year?", today, ["Ravi"]).flow).toBeNull();
  });

  it("stays fast on long near-miss strings", () => {
    const long = `${"from from ravi sent ".repeat(30)}£5`;
    expect(fastestMs(() => sentByAsked(long, ["ravi"]))).toBeLessThan(5);
    expect(fastestMs(() => readQuestion(`how much has ${"ravi ".repeat(120)}sent`, today, []))).toBeLessThan(5);
  });
});
