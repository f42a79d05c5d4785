import { describe, expect, it } from "vitest";
import { boundContext, CONTEXT_LIMITS } from "./bounded-context.js";
import { resolveLocal } from "./index.js";

const long = (prefix: string, n: number) => `${prefix} ${"word ".repeat(n)}`;

describe("boundContext", () => {
  it("cuts every matched string to its limit and keeps ids and links", () => {
    const bounded = boundContext({
      projects: [{ id: "p1", title: long("Kitchen", 500) }],
      tasks: [{ id: "t1", title: long("Order", 500), parent_id: "p1" }],
      contacts: [{ id: "c1", name: long("Ana", 500), relation: long("client –", 500) }, { id: "c2", name: "Bo", relation: null }],
      waiting: [{ id: "w1", title: long("Refund", 500), waiting_for: long("Bank", 500) }],
    });
    expect(bounded.projects?.[0]).toEqual({ id: "p1", title: long("Kitchen", 500).slice(0, CONTEXT_LIMITS.title) });
    expect(bounded.tasks?.[0]?.title).toHaveLength(CONTEXT_LIMITS.title);
    expect(bounded.tasks?.[0]?.parent_id).toBe("p1");
    expect(bounded.contacts?.[0]?.name).toHaveLength(CONTEXT_LIMITS.name);
    expect(bounded.contacts?.[0]?.relation).toHaveLength(CONTEXT_LIMITS.relation);
    expect(bounded.contacts?.[1]).toEqual({ id: "c2", name: "Bo", relation: null });
    expect(bounded.waiting?.[0]?.waiting_for).toHaveLength(CONTEXT_LIMITS.title);
  });
});

describe("the local engine with an over-long project title", () => {
  it("still matches the project and reports its full title", () => {
    const title = `Kitchen renovation ${"and more details ".repeat(40)}`;
    const result = resolveLocal({
      text: "ordered the backsplash tiles for the kitchen renovation",
      now: new Date("2026-03-10T12:15:00Z"),
      timezone: "America/Halifax",
      context: { projects: [{ id: "p1", title }] },
    });
    expect(title.length).toBeGreaterThan(CONTEXT_LIMITS.title);
    expect(result.parent_id).toBe("p1");
    expect(result.related_projects).toEqual([title]);
  });
});
