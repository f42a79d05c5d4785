import type { QaCase, QaPrediction } from "./qa-case.js";

export interface QaScores {
  cases: number;
  cite_recall_at_5: number;
  cite_precision: number;
  number_exact: number | null;
}

/** Two numbers match when they agree to the cent. */
const sameNumber = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Macro averages over cases:
 * - recall@5: expected cites among the first five, over min(5, expected); cases expecting no
 *   cites are left out (there is nothing to recall);
 * - precision: expected cites among all the cites given; a case that cites nothing scores 1
 *   when it expects nothing and 0 otherwise, so answering nothing is never free;
 * - number_exact: over the cases that expect a number.
 */
export function scoreCases(cases: QaCase[], predictions: Map<string, QaPrediction>): QaScores {
  const recalls: number[] = [];
  const precisions: number[] = [];
  const numbers: number[] = [];
  for (const c of cases) {
    const p = predictions.get(c.id) ?? { id: c.id, cites: [], number: null, answer: "" };
    const expected = new Set(c.expect.cites);
    if (expected.size > 0) {
      const hits = p.cites.slice(0, 5).filter((id) => expected.has(id)).length;
      recalls.push(hits / Math.min(5, expected.size));
    }
    precisions.push(p.cites.length === 0 ? (expected.size === 0 ? 1 : 0) : p.cites.filter((id) => expected.has(id)).length / p.cites.length);
    if (c.expect.number !== null) numbers.push(p.number !== null && sameNumber(p.number, c.expect.number) ? 1 : 0);
  }
  const mean = (xs: number[]) => (xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000);
  return { cases: cases.length, cite_recall_at_5: mean(recalls) ?? 1, cite_precision: mean(precisions) ?? 1, number_exact: mean(numbers) };
}
