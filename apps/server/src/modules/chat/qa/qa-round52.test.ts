import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { PAY_KIND_ASKED, payOfKind } from "./pay-kind.js";
import { readQuestion } from "./qa-question.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("a kind of pay asked as money received", () => {
  it("adds the overtime pay told by its kind and its slip, leaving another's, a plan and last year's out", () => {
    const notes = [
      note("2025-12-20T18:00", "overtime for the Christmas rush came through, 300 €"),
      note("2026-03-31T18:00", "extra shift pay on the March slip, 150 €"),
      note("2026-06-30T18:00", "OT for covering Marko, 220 € on the payslip"),
      note("2026-07-02T12:00", "Marko got 500 € overtime this month, lucky him"),
      note("2026-08-10T12:00", "overtime is killing me, 12 hour days"),
      note("2026-09-30T18:00", "overtime for the refit weeks came through, 410 €"),
      note("2026-10-05T12:00", "need to ask HR about the overtime pay for October, 90 €"),
    ];
    const answer = ask("How much overtime pay have I had this year?", notes);
    expect(answer.number).toBe(780);
    expect(texts(answer)).toEqual(["extra shift pay on the March slip, 150 €", "OT for covering Marko, 220 € on the payslip", "overtime for the refit weeks came through, 410 €"]);
  });

  it("reads the question of a kind of pay received, not paying or hours", () => {
    expect(readQuestion("how much overtime pay have I received this year?", today, []).flow).toBe("in");
    expect(readQuestion("How much overtime pay have I had this year?", today, []).payKind).toBe(true);
    for (const q of ["how much did I pay for overtime parking this year?", "how many hours of overtime did I do this month?", "how much did I spend on the pay and display this year?"]) {
      expect(readQuestion(q, today, []).payKind ?? false).toBe(false);
    }
    const slip = payOfKind(["overtime"]);
    expect(slip("payslip shows 480 for overtime")).toBe(true);
    expect(slip("extra cheese on the pizza, 3 €")).toBe(false);
    expect(slip("must chase the overtime pay, 90 €")).toBe(false);
  });
});

describe("a kind of pay asked: speed", () => {
  it("stays fast on long near-miss strings", () => {
    const pay = `how much ${"overtime extra ".repeat(40)}pays have i`;
    expect(fastestMs(() => PAY_KIND_ASKED.test(pay))).toBeLessThan(5);
    const text = `${"payslipp slipss got ".repeat(30)} overtime`;
    expect(fastestMs(() => payOfKind(["overtime"])(text))).toBeLessThan(5);
  });
});
