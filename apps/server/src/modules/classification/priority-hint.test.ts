import { classifyLocal, type ClassifyResult } from "@life/classifier";
import type { Thought } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, withStandInLlm, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { applyPriorityHint, priorityHintFrom } from "./priority-hint.js";

function result(overrides: Partial<ClassifyResult>): ClassifyResult {
  const base = classifyLocal({ text: "a note", now: new Date("2026-03-02T15:00:00Z"), timezone: "America/Halifax", context: {} }).result;
  return { ...base, priority: null, completes: null, reasoning: "Looks like a task.", ...overrides };
}

describe("priorityHintFrom / applyPriorityHint", () => {
  it("gives no hint for balanced or no answer, and changes nothing without one", () => {
    expect(priorityHintFrom(null)).toBeNull();
    expect(priorityHintFrom("balanced")).toBeNull();
    const task = result({ domain: "social", subdomain: "kids", event_type: "task" });
    expect(applyPriorityHint(task, priorityHintFrom("balanced"))).toEqual(task);
  });

  it("raises a thing to do in the chosen area to high priority and says why", () => {
    const cases: Array<[Parameters<typeof priorityHintFrom>[0], Partial<ClassifyResult>]> = [
      ["family", { domain: "social", subdomain: "kids", event_type: "task" }],
      ["family", { domain: "social", subdomain: "family", event_type: "communication" }],
      ["career", { domain: "systems", subdomain: "clients", event_type: "reminder_intention" }],
      ["health", { domain: "personal", subdomain: "health", event_type: "task" }],
      ["health", { domain: "personal", subdomain: "fitness", event_type: "decision_commitment" }],
    ];
    for (const [focus, fields] of cases) {
      const raised = applyPriorityHint(result(fields), priorityHintFrom(focus));
      expect(raised.priority, `${focus} ${JSON.stringify(fields)}`).toBe("high");
      expect(raised.reasoning).toMatch(/^Looks like a task\. Priority high: .+ comes first in your setup\.$/);
    }
  });

  it("leaves other areas, notes and feelings, reports of something done and any stated priority as they are", () => {
    const family = priorityHintFrom("family");
    for (const fields of [
      { domain: "systems", subdomain: "clients", event_type: "task" },
      { domain: "social", subdomain: "friends", event_type: "task" },
      { domain: "social", subdomain: "kids", event_type: "emotion_state" },
      { domain: "social", subdomain: "kids", event_type: "observation_insight" },
      { domain: "social", subdomain: "kids", event_type: "task", completes: "t-1" },
      { domain: "social", subdomain: "kids", event_type: "task", priority: "low" },
    ] as Array<Partial<ClassifyResult>>) {
      const before = result(fields);
      expect(applyPriorityHint(before, family), JSON.stringify(fields)).toEqual(before);
    }
  });
});

describe("classification with the setup's ai_priority", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(withStandInLlm(), { classificationEngines: { classify: async (input) => classifyLocal(input) } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const capture = async (token: string, text: string) =>
    (await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } })).json<{ data: Thought }>().data;
  const read = async (token: string, id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/thoughts/${id}`, headers: bearer(token) })).json<{ data: Thought }>().data;

  it("marks a family to-do high for a family-focused person once the job has classified it, and not for others", async () => {
    const focused = (await registerUser(t.app)).token;
    const other = (await registerUser(t.app)).token;
    const saved = await t.app.inject({ method: "PUT", url: "/api/setup", headers: bearer(focused), payload: { answers: { ai_priority: "family" }, phase: 4 } });
    expect(saved.statusCode).toBe(200);

    const text = "Sign Maya's permission slip for the school trip by Friday";
    const mine = await capture(focused, text);
    const theirs = await capture(other, text);
    const work = await capture(focused, "Email the client the revised proposal tomorrow");
    const stated = await capture(focused, "No rush, sign Maya's permission slip for the school trip");
    // Capture only stores and queues; the job's pipeline applies the hint.
    expect(mine.flexible_attributes.priority ?? null).toBeNull();
    await drainJobs(t.app);

    const after = await read(focused, mine.id);
    expect(after.processing_status).toBe("done");
    expect(after.flexible_attributes.priority).toBe("high");
    expect((await read(other, theirs.id)).flexible_attributes.priority ?? null).toBeNull();
    expect((await read(focused, work.id)).flexible_attributes.priority ?? null).toBeNull();
    expect((await read(focused, stated.id)).flexible_attributes.priority).toBe("low");
    const debug = await t.app.inject({ method: "GET", url: `/api/thoughts/${mine.id}/debug`, headers: bearer(focused) });
    expect(debug.json<{ data: { flexible_attributes: { reasoning?: string } } }>().data.flexible_attributes.reasoning).toContain("family comes first in your setup");
  });
});
