import type { EvalCase, Prediction } from "./cases.js";

export interface EvalReport {
  cases: number;
  domain: number;
  event_type: number;
  is_container: number;
  priority: number;
  scheduled_local: number;
  waiting_for: number;
  completes: number;
  parent: number;
  entities_precision: number;
  entities_recall: number;
  entities_f1: number;
  completes_f1: number;
  parent_f1: number;
  waiting_for_f1: number;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;
/** An empty denominator means nothing could go wrong: scored 1. */
const ratio = (num: number, den: number): number => (den === 0 ? 1 : num / den);
const f1 = (c: Counts): number => ratio(2 * c.tp, 2 * c.tp + c.fp + c.fn);

/** Timed labels match on the same local minute, date-only ones on the same local date, null on null. */
export function scheduleMatches(expected: string | null, predicted: string | null): boolean {
  if (expected === null || predicted === null) return expected === predicted;
  if (/^\d{4}-\d{2}-\d{2}$/.test(expected)) return predicted.slice(0, 10) === expected;
  return predicted === expected;
}

/** F1 counts where a non-null label is a positive and a prediction counts only when it is the same. */
function idCounts(c: Counts, expected: string | null, predicted: string | null): void {
  if (expected !== null && predicted === expected) c.tp++;
  else {
    if (predicted !== null) c.fp++;
    if (expected !== null) c.fn++;
  }
}

/**
 * The scoring contract of issue 3: each field scored only on cases whose `expect` has the key;
 * waiting_for scores presence; entities are case-insensitive sets, micro-averaged.
 */
export function scoreCases(cases: EvalCase[], predictions: Map<string, Prediction>): EvalReport {
  const acc: Record<string, { ok: number; n: number }> = {};
  const hit = (field: string, ok: boolean) => {
    const a = (acc[field] ??= { ok: 0, n: 0 });
    a.n++;
    if (ok) a.ok++;
  };
  const entities: Counts = { tp: 0, fp: 0, fn: 0 };
  const completes: Counts = { tp: 0, fp: 0, fn: 0 };
  const parent: Counts = { tp: 0, fp: 0, fn: 0 };
  const waiting: Counts = { tp: 0, fp: 0, fn: 0 };

  for (const c of cases) {
    const p = predictions.get(c.id);
    if (!p) throw new Error(`no prediction for case ${c.id}`);
    const e = c.expect;
    if ("domain" in e) hit("domain", p.domain === e.domain);
    if ("event_type" in e) hit("event_type", p.event_type === e.event_type);
    if ("is_container" in e) hit("is_container", p.is_container === e.is_container);
    if ("priority" in e) hit("priority", p.priority === (e.priority ?? null));
    if ("scheduled_local" in e) hit("scheduled_local", scheduleMatches(e.scheduled_local ?? null, p.scheduled_local));
    if ("waiting_for" in e) {
      const expected = (e.waiting_for ?? null) !== null;
      const predicted = p.waiting_for !== null;
      hit("waiting_for", expected === predicted);
      if (expected && predicted) waiting.tp++;
      else if (predicted) waiting.fp++;
      else if (expected) waiting.fn++;
    }
    if ("completes" in e) {
      hit("completes", p.completes === (e.completes ?? null));
      idCounts(completes, e.completes ?? null, p.completes);
    }
    if ("parent" in e) {
      hit("parent", p.parent === (e.parent ?? null));
      idCounts(parent, e.parent ?? null, p.parent);
    }
    if (e.entities) {
      const gold = new Set(e.entities.map((x) => x.trim().toLowerCase()));
      const pred = new Set(p.entities.map((x) => x.trim().toLowerCase()));
      for (const x of pred) if (gold.has(x)) entities.tp++; else entities.fp++;
      for (const x of gold) if (!pred.has(x)) entities.fn++;
    }
  }
  const accuracy = (field: string) => round(ratio(acc[field]?.ok ?? 0, acc[field]?.n ?? 0));
  const precision = ratio(entities.tp, entities.tp + entities.fp);
  const recall = ratio(entities.tp, entities.tp + entities.fn);
  return {
    cases: cases.length,
    domain: accuracy("domain"),
    event_type: accuracy("event_type"),
    is_container: accuracy("is_container"),
    priority: accuracy("priority"),
    scheduled_local: accuracy("scheduled_local"),
    waiting_for: accuracy("waiting_for"),
    completes: accuracy("completes"),
    parent: accuracy("parent"),
    entities_precision: round(precision),
    entities_recall: round(recall),
    entities_f1: round(f1(entities)),
    completes_f1: round(f1(completes)),
    parent_f1: round(f1(parent)),
    waiting_for_f1: round(f1(waiting)),
  };
}
