import { commercialValue, domains, eventTypes, llmDebugData } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { classifyLocal } from "./pipeline.js";
import type { ClassifyContext, ClassifyInput, ClassifyOutput } from "./types.js";

/**
 * A guard against regular expressions that backtrack on hostile input: every context field is
 * user-controlled and has no length limit upstream. Normal classifications take milliseconds;
 * the bound is loose enough for a busy CI machine and still orders of magnitude below what
 * catastrophic backtracking costs on these inputs.
 */
const BOUND_MS = 1000;

const METACHARACTERS = ["A(a+)+c", "C++ Guild", "Foo(bar", "[abc", "x{2,}", "\\d+$", "^.*?|", "(?<n>)", "a**", ")(", "$&$1", "]]]"];
/** Long enough that a rule quadratic in a field's length costs seconds, not milliseconds. */
const N = 50_000;
const RUNS = [
  "a".repeat(N),
  `A${"a".repeat(N)}!`,
  "(".repeat(N / 2) + ")".repeat(N / 2),
  `a${"-".repeat(N)}b`,
  `a${".".repeat(N)}`,
  "@".repeat(N),
  "Aa ".repeat(N / 3),
  `${"a,".repeat(N / 2)}x`,
  `call ${"x ".repeat(N / 2)}`,
  "😀".repeat(N / 2),
];
const HOSTILE = [...METACHARACTERS, ...RUNS];

function contextOf(strings: string[]): ClassifyContext {
  return {
    projects: strings.map((s, i) => ({ id: `p${i}`, title: `Project ${s}` })),
    tasks: strings.map((s, i) => ({ id: `t${i}`, title: `Call ${s}`, parent_id: `p${i}` })),
    contacts: strings.map((s, i) => ({ id: `c${i}`, name: s, relation: `client – ${s}` })),
    waiting: strings.map((s, i) => ({ id: `w${i}`, title: s, waiting_for: s })),
  };
}

function largeContext(): ClassifyContext {
  const words = ["Kitchen", "Garden", "Roof", "Taxes", "Launch", "Wedding", "Move", "Garage", "Quarterly", "Website"];
  return {
    projects: Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, title: `${words[i % 10]} ${words[(i * 7) % 10]} plan ${i}` })),
    tasks: Array.from({ length: 300 }, (_, i) => ({ id: `t${i}`, title: `Order the ${words[i % 10]!.toLowerCase()} parts ${i}`, parent_id: `p${i % 300}` })),
    contacts: Array.from({ length: 600 }, (_, i) => ({ id: `c${i}`, name: `Person${i} Surname${i}`, relation: i % 2 ? `client – Company${i} Ltd` : "friend" })),
  };
}

const input = (text: string, context: ClassifyContext): ClassifyInput => ({
  text,
  now: new Date("2026-03-10T12:15:00Z"),
  timezone: "America/Halifax",
  context,
});

function timed(inp: ClassifyInput): { out: ClassifyOutput; ms: number } {
  const t0 = performance.now();
  const out = classifyLocal(inp);
  return { out, ms: performance.now() - t0 };
}

/** The result is in the contract's shape and only points at ids the context holds. */
function expectSane({ result, debug }: ClassifyOutput, context: ClassifyContext): void {
  expect(domains).toContain(result.domain);
  expect(eventTypes).toContain(result.event_type);
  expect(result.ai_title.length).toBeLessThanOrEqual(60);
  expect(result.confidence).toBeGreaterThanOrEqual(0);
  expect(result.confidence).toBeLessThanOrEqual(100);
  if (result.parent_id) expect(context.projects?.map((p) => p.id)).toContain(result.parent_id);
  if (result.completes) expect(context.tasks?.map((t) => t.id)).toContain(result.completes);
  expect(commercialValue.safeParse(result.commercial_value).success).toBe(true);
  expect(llmDebugData.safeParse(debug).success).toBe(true);
}

// Load the text models and the embedding table, and compile the rules, before anything is timed.
for (const text of ["warm up", "send Foo the quote tomorrow, waiting on Bo"]) classifyLocal(input(text, contextOf(["Warm Up"])));

describe("classification on hostile context", () => {
  it.each(HOSTILE.map((s) => [s.length > 40 ? `${s.slice(0, 12)}… (${s.length} chars)` : s, s]))("stays fast with %s in every context field", (_label, s) => {
    const context = contextOf([s]);
    for (const text of [`send ${s} the quote tomorrow`, "buy milk", `${s} hasn't paid, waiting on ${s}`]) {
      const { out, ms } = timed(input(text, context));
      expect(ms).toBeLessThan(BOUND_MS);
      expectSane(out, context);
    }
  });

  it("stays fast with every hostile string in one context", () => {
    const context = contextOf(HOSTILE);
    const { out, ms } = timed(input("finally called Foo about the C++ Guild invoice", context));
    expect(ms).toBeLessThan(BOUND_MS);
    expectSane(out, context);
  });

  it.each(RUNS.map((s) => [`${s.slice(0, 12)}… (${s.length} chars)`, s]))("stays fast on the thought %s", (_label, s) => {
    const context = contextOf(METACHARACTERS);
    const { out, ms } = timed(input(s, context));
    expect(ms).toBeLessThan(BOUND_MS);
    expectSane(out, context);
  });

  it("stays fast with 600 contacts and 300 tasks and projects", () => {
    const context = largeContext();
    // The first pass embeds 300 project texts into the engine's cache: linear, not what is timed here.
    classifyLocal(input("warm up", context));
    for (const text of ["ordered the kitchen parts 12", "Person599 wants the Company599 quote by friday", "email Person7 about the roof plan"]) {
      const { out, ms } = timed(input(text, context));
      expect(ms).toBeLessThan(BOUND_MS);
      expectSane(out, context);
    }
  });
});
