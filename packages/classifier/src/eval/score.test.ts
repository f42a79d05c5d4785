import { describe, expect, it } from "vitest";
import type { EvalCase, Prediction } from "./cases.js";
import { scheduleMatches, scoreCases } from "./score.js";

function kase(id: string, expect: EvalCase["expect"]): EvalCase {
  return { id, text: "x", now: "2026-03-10T09:00:00", timezone: "America/Halifax", context: {}, expect };
}
function pred(id: string, p: Partial<Prediction> = {}): Prediction {
  return {
    id, domain: "personal", event_type: "task", is_container: false, priority: null, scheduled_local: null,
    entities: [], waiting_for: null, completes: null, parent: null, ...p,
  };
}
const score = (cases: EvalCase[], preds: Prediction[]) => scoreCases(cases, new Map(preds.map((p) => [p.id, p])));

describe("scheduleMatches", () => {
  it("compares minutes, dates and nulls", () => {
    expect(scheduleMatches("2026-03-10 09:00", "2026-03-10 09:00")).toBe(true);
    expect(scheduleMatches("2026-03-10 09:00", "2026-03-10 09:01")).toBe(false);
    expect(scheduleMatches("2026-03-10", "2026-03-10")).toBe(true);
    expect(scheduleMatches("2026-03-10", "2026-03-10 15:00")).toBe(true);
    expect(scheduleMatches("2026-03-10", "2026-03-11")).toBe(false);
    expect(scheduleMatches(null, null)).toBe(true);
    expect(scheduleMatches(null, "2026-03-10")).toBe(false);
    expect(scheduleMatches("2026-03-10", null)).toBe(false);
  });
});

describe("scoreCases", () => {
  it("scores each field only on cases that carry it", () => {
    const cases = [
      kase("a", { domain: "personal", event_type: "task", priority: "high", scheduled_local: "2026-03-11" }),
      kase("b", { domain: "social", event_type: "contact" }),
    ];
    const r = score(cases, [pred("a", { priority: "high", scheduled_local: "2026-03-11" }), pred("b", { priority: "low" })]);
    expect(r.cases).toBe(2);
    expect(r.domain).toBe(0.5);
    expect(r.event_type).toBe(0.5);
    expect(r.priority).toBe(1);
    expect(r.scheduled_local).toBe(1);
    expect(r.completes).toBe(1);
  });

  it("micro-averages entities case-insensitively", () => {
    const cases = [kase("a", { entities: ["Ana", "Bo"] }), kase("b", { entities: [] })];
    const r = score(cases, [pred("a", { entities: ["ana"] }), pred("b", { entities: ["Zed"] })]);
    expect(r.entities_precision).toBe(0.5);
    expect(r.entities_recall).toBe(0.5);
    expect(r.entities_f1).toBe(0.5);
  });

  it("treats a non-null completes/parent as a positive that must name the right id", () => {
    const cases = [
      kase("a", { completes: "t1", parent: "p1" }),
      kase("b", { completes: null, parent: null }),
      kase("c", { completes: "t2", parent: null }),
    ];
    const r = score(cases, [
      pred("a", { completes: "t1", parent: "p2" }),
      pred("b", { completes: "t9" }),
      pred("c", { completes: null }),
    ]);
    // completes: tp 1 (a), fp 1 (b), fn 1 (c) → f1 = 2/4
    expect(r.completes_f1).toBe(0.5);
    expect(r.completes).toBe(0.3333);
    // parent: a wrong id is a false positive and a false negative → f1 = 0
    expect(r.parent_f1).toBe(0);
    expect(r.parent).toBe(0.6667);
  });

  it("scores waiting_for on presence", () => {
    const cases = [kase("a", { waiting_for: "Bo: the keys" }), kase("b", { waiting_for: null }), kase("c", { waiting_for: "refund" })];
    const r = score(cases, [pred("a", { waiting_for: "something else" }), pred("b", { waiting_for: "x" }), pred("c")]);
    expect(r.waiting_for).toBe(0.3333);
    expect(r.waiting_for_f1).toBe(0.5);
  });

  it("gives 1 when nothing could be wrong, and fails on a missing prediction", () => {
    const r = score([kase("a", { domain: "personal" })], [pred("a")]);
    expect(r.completes_f1).toBe(1);
    expect(r.priority).toBe(1);
    expect(() => score([kase("a", {})], [])).toThrow(/no prediction/);
  });
});
