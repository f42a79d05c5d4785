import { llmDebugData } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { EMBEDDING_DIMENSIONS } from "./embeddings/index.js";
import { classify, classifyLocal } from "./pipeline.js";
import type { ClassifyInput } from "./types.js";

const input: ClassifyInput = {
  text: "finally called the roofer, he's coming thursday at 8am",
  now: new Date("2026-03-10T12:15:00Z"),
  timezone: "America/Halifax",
  context: {
    projects: [{ id: "p1", title: "Roof repair" }, { id: "p2", title: "Spring garden" }],
    tasks: [{ id: "t1", title: "Call the roofer about the leak", parent_id: "p1" }],
    contacts: [{ id: "c1", name: "Dana Ruiz", relation: "sister" }],
  },
  contextDurationMs: 4.5,
};

describe("classifyLocal", () => {
  it("returns a result and debug data in the contract's shape", () => {
    const { result, debug, embedding } = classifyLocal(input);
    expect(llmDebugData.safeParse(debug).success).toBe(true);
    expect(debug.model).toBe("local-nlp-v1");
    expect(debug.prompt_tokens).toBe(0);
    expect(debug.total_tokens).toBe(0);
    expect(debug.error).toBeNull();
    expect(JSON.parse(debug.raw_response)).toEqual(JSON.parse(JSON.stringify(result)));
    expect(JSON.parse(debug.user_message).text).toBe(input.text);
    const s = debug.ai_pipeline_status;
    expect(s.step_1_rag_context_building.context_stats).toEqual({
      total_context_items: 4, projects_found: 2, tasks_found: 1, contacts_found: 1, completable_tasks_found: 1,
    });
    expect(s.step_1_rag_context_building.duration_ms).toBe(4.5);
    expect(s.step_2_llm_entity_resolution.action).toBe("complete_task");
    expect(s.step_2_llm_entity_resolution.model).toBe("local-nlp-v1");
    expect(s.step_2_llm_entity_resolution.relationships_found).toBeGreaterThanOrEqual(2);
    expect(embedding).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(s.step_3_embedding_generation.dimensions).toBe(EMBEDDING_DIMENSIONS);
    expect(s.pipeline_complete).toBe(true);
    expect(s.pipeline_failed).toBe(false);
    // The total adds the caller's context time to the measured steps (each rounded to 1 µs).
    const steps = s.step_1_rag_context_building.duration_ms + debug.processing_time_ms + s.step_3_embedding_generation.duration_ms;
    expect(s.total_pipeline_duration_ms).toBeGreaterThanOrEqual(steps - 0.002);
  });

  it("resolves the completion, its project and the visit time", () => {
    const { result } = classifyLocal(input);
    expect(result.completes).toBe("t1");
    expect(result.resolution_action).toBe("complete_task");
    expect(result.parent_id).toBe("p1");
    expect(result.scheduled_for).toBe("2026-03-12T11:00:00.000Z");
    expect(result.fallback_used).toBe(false);
    expect(result.ai_title.length).toBeLessThanOrEqual(60);
    expect(result.reasoning.length).toBeGreaterThan(20);
  });

  it("is deterministic", () => {
    expect(classifyLocal(input).result).toEqual(classifyLocal(input).result);
  });
});

describe("classify", () => {
  it("runs the local engine when no LLM is configured", async () => {
    const out = await classify(input);
    expect(out.result).toEqual(classifyLocal(input).result);
  });

  it("falls back to the local result when the LLM fails, keeping the error", async () => {
    const failing = (async () => new Response("boom", { status: 500 })) as unknown as typeof fetch;
    const { result, debug } = await classify(input, {
      llm: { baseUrl: "http://127.0.0.1:9/v1", model: "test-model", maxRetries: 0, timeoutMs: 1000 },
      fetch: failing,
    });
    expect(result.fallback_used).toBe(true);
    expect(result.completes).toBe("t1");
    expect(debug.error).toMatch(/500|test-model/);
    expect(debug.ai_pipeline_status.step_2_llm_entity_resolution.fallback_from).toBe("test-model");
    expect(llmDebugData.safeParse(debug).success).toBe(true);
  });
});

describe("classify with a hanging LLM", () => {
  it("gives up at the overall deadline and keeps the local result", async () => {
    const hanging = ((_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))) as unknown as typeof fetch;
    const { result, debug } = await classify(input, {
      llm: { baseUrl: "http://127.0.0.1:9/v1", model: "slow-model", maxRetries: 0, timeoutMs: 50 },
      fetch: hanging,
    });
    expect(result.fallback_used).toBe(true);
    expect(debug.error).toMatch(/slow-model/);
  });
});

describe("a thought about an open project", () => {
  const base = { now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax" };
  it("is filed under it rather than read as a new project when it lists no steps", () => {
    const context = { projects: [{ id: "p1", title: "Basement renovation" }, { id: "p2", title: "Team newsletter" }] };
    // The fifth round's model reads "loft conversion plan for this year" as a task even with no project open.
    const text = "basement renovation this year";
    // With no projects open the text model reads it as a new project.
    expect(classifyLocal({ ...base, text, context: {} }).result.event_type).toBe("project");
    const { result } = classifyLocal({ ...base, text, context });
    expect(result.event_type).not.toBe("project");
    expect(result.parent_id).toBe("p1");
  });

  it("still starts a new project when it lists the steps", () => {
    const context = { projects: [{ id: "p1", title: "Loft conversion" }] };
    const { result } = classifyLocal({ ...base, text: "loft conversion phase two: skylights, insulation, flooring, a bathroom", context });
    expect(result.event_type).toBe("project");
    expect(result.parent_id).toBeNull();
  });
});
