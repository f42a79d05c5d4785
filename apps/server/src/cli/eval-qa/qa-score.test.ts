import { describe, expect, it } from "vitest";
import type { QaCase, QaPrediction } from "./qa-case.js";
import { scoreCases } from "./qa-score.js";

const base = { now: "2026-01-01T10:00:00", timezone: "UTC", thoughts: [], question: "?" };
const kase = (id: string, cites: string[], number: number | null): QaCase => ({ ...base, id, expect: { cites, number } });
const pred = (id: string, cites: string[], number: number | null): [string, QaPrediction] => [id, { id, cites, number, answer: "" }];

describe("scoreCases", () => {
  it("counts recall in the first five, precision over every cite and numbers to the cent", () => {
    const cases = [kase("a", ["n1", "n2"], 10.5), kase("b", ["n1", "n2", "n3", "n4", "n5", "n6"], null)];
    const predictions = new Map([pred("a", ["n3", "n1"], 10.501), pred("b", ["n9", "n1", "n2", "n3", "n4", "n5"], null)]);
    const scores = scoreCases(cases, predictions);
    // a: 1/2 recalled, 1/2 precise; b: 4 of the first five over min(5, 6), 5/6 precise.
    expect(scores.cite_recall_at_5).toBe(Math.round(((0.5 + 0.8) / 2) * 1000) / 1000);
    expect(scores.cite_precision).toBe(Math.round(((0.5 + 5 / 6) / 2) * 1000) / 1000);
    expect(scores.number_exact).toBe(1);
  });

  it("scores an empty answer by whether nothing was expected", () => {
    const cases = [kase("a", [], 0), kase("b", ["n1"], 3)];
    const scores = scoreCases(cases, new Map([pred("a", [], 0), pred("b", [], 2)]));
    expect(scores.cite_recall_at_5).toBe(0);
    expect(scores.cite_precision).toBe(0.5);
    expect(scores.number_exact).toBe(0.5);
  });

  it("counts a missing prediction as an empty answer", () => {
    expect(scoreCases([kase("a", ["n1"], null)], new Map()).cite_precision).toBe(0);
  });
});
