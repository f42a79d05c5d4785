import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { LlmDebugData } from "@life/contracts";
import { ThoughtsView } from "../thoughts-view";
import { renderWithProviders } from "../../../testing/render";
import { listOf, makeThought } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";

const debug: LlmDebugData = {
  model: "local-nlp-v1",
  processing_time_ms: 3.482,
  prompt_tokens: 0,
  completion_tokens: 0,
  total_tokens: 0,
  system_prompt: "local-nlp-v1: offline deterministic engine",
  user_message: '{"text":"ordered the tiles"}',
  raw_response: '{"domain":"personal","event_type":"task"}',
  error: null,
  ai_pipeline_status: {
    step_1_rag_context_building: {
      status: "completed",
      duration_ms: 1.25,
      context_stats: { total_context_items: 7, projects_found: 2, tasks_found: 3, contacts_found: 1, completable_tasks_found: 3 },
    },
    step_2_llm_entity_resolution: {
      status: "completed",
      total_tokens: 0,
      confidence: 87,
      action: "create_task",
      relationships_found: 2,
      model: "local-nlp-v1",
      fallback_used: false,
    },
    step_3_embedding_generation: {
      status: "completed",
      duration_ms: 0.412,
      dimensions: 100,
      embedding_type: "wink-sg-100d-int8",
      error: null,
    },
    pipeline_complete: true,
    pipeline_failed: false,
    failure_reason: null,
    total_pipeline_duration_ms: 5.144,
  },
};

async function renderExpanded() {
  // The feed's card carries no explanation (lists trim it); the debug read brings the whole attributes.
  const thought = makeThought({ ai_title: "Order the tiles", flexible_attributes: { tags: ["home"] } });
  const attributes = { tags: ["home"], confidence: 87, reasoning: "Mentions tiles, which belong to the kitchen project." };
  const api = mockApi({
    "GET /thoughts": { body: listOf([thought]) },
    [`GET /thoughts/${thought.id}/debug`]: { body: { data: { id: thought.id, llm_debug_data: debug, flexible_attributes: attributes } } },
  });
  const utils = renderWithProviders(<ThoughtsView />);
  const card = await screen.findByRole("article", { name: "Order the tiles" });
  // The feed itself never loads the debug data; opening the card does.
  expect(api.calls(`GET /thoughts/${thought.id}/debug`)).toHaveLength(0);
  await utils.user.click(within(card).getByRole("button", { expanded: false }));
  await within(card).findByText("Processing time");
  expect(api.calls(`GET /thoughts/${thought.id}/debug`)).toHaveLength(1);
  return { ...utils, card, thought };
}

/** The label → value pairs of the first list in `section` (the overview, or a step's fields). */
function rows(section: HTMLElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const dt of section.querySelector("dl")!.querySelectorAll("dt")) result[dt.textContent ?? ""] = dt.nextElementSibling?.textContent ?? "";
  return result;
}

describe("the pipeline debug panels", () => {
  it("show each step with the spec's fields and their values", async () => {
    const { card } = await renderExpanded();
    const panel = within(card).getByRole("region", { name: "AI pipeline details" });
    expect(rows(panel)).toMatchObject({
      Model: "local-nlp-v1",
      "Processing time": "3.5 ms",
      "Pipeline duration": "5.1 ms",
      Pipeline: "complete",
      Tokens: "0 prompt · 0 completion · 0 total",
      Confidence: "87%",
      Reasoning: "Mentions tiles, which belong to the kitchen project.",
    });
    expect(rows(within(panel).getByRole("region", { name: "Step 1: RAG context building" }))).toEqual({
      Duration: "1.3 ms",
      "Context items": "7",
      "Projects found": "2",
      "Tasks found": "3",
      "Contacts found": "1",
      "Completable tasks": "3",
    });
    expect(rows(within(panel).getByRole("region", { name: "Step 2: LLM entity resolution" }))).toEqual({
      Model: "local-nlp-v1",
      Action: "create_task",
      Confidence: "87%",
      "Relationships found": "2",
      Tokens: "0",
      "fallback used": "no",
    });
    const step3 = within(panel).getByRole("region", { name: "Step 3: Embedding generation" });
    expect(rows(step3)).toEqual({ Duration: "0.412 ms", Dimensions: "100", "Embedding type": "wink-sg-100d-int8", Error: "—" });
    expect(step3.textContent).toContain("completed");
  });

  it("keep the raw prompt, message and response folded in details", async () => {
    const { card, user } = await renderExpanded();
    const system = within(card).getByText("System prompt").closest("details")!;
    expect(system.open).toBe(false);
    await user.click(within(card).getByText("System prompt"));
    expect(system.open).toBe(true);
    expect(system.textContent).toContain("local-nlp-v1: offline deterministic engine");
    const raw = within(card).getByText("Raw response").closest("details")!;
    expect(raw.querySelector("pre")!.textContent).toBe('{\n  "domain": "personal",\n  "event_type": "task"\n}');
    expect(within(card).getByText("User message").closest("details")!.textContent).toContain('"text": "ordered the tiles"');
  });

  it("copy everything, with the spec's message", async () => {
    const { card, user, thought } = await renderExpanded();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(within(card).getByRole("button", { name: "Copy debug info" }));
    expect(await screen.findByText("Debug information copied to clipboard!")).toBeTruthy();
    const copied = JSON.parse(writeText.mock.calls[0]![0] as string);
    expect(copied).toMatchObject({ thought_id: thought.id, processing_status: "done", llm_debug_data: debug });
    expect(copied.flexible_attributes).toMatchObject({ confidence: 87, reasoning: "Mentions tiles, which belong to the kitchen project." });
  });

  it("say so when the debug data cannot be loaded", async () => {
    const thought = makeThought({ ai_title: "Y" });
    mockApi({ "GET /thoughts": { body: listOf([thought]) }, [`GET /thoughts/${thought.id}/debug`]: { status: 500, body: { error: "boom" } } });
    const { user } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article", { name: "Y" });
    await user.click(within(card).getByRole("button", { expanded: false }));
    expect((await within(card).findByRole("alert")).textContent).toBe("Could not load the AI pipeline data");
  });

  it("show a failed pipeline's reason", async () => {
    const failed = {
      ...debug,
      error: "LLM answered 500",
      ai_pipeline_status: { ...debug.ai_pipeline_status, pipeline_complete: false, pipeline_failed: true, failure_reason: "timeout" },
    };
    const thought = makeThought({ ai_title: "X" });
    mockApi({
      "GET /thoughts": { body: listOf([thought]) },
      [`GET /thoughts/${thought.id}/debug`]: { body: { data: { id: thought.id, llm_debug_data: failed, flexible_attributes: {} } } },
    });
    const { user } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article", { name: "X" });
    await user.click(within(card).getByRole("button", { expanded: false }));
    await within(card).findByText("Pipeline");
    expect(rows(within(card).getByRole("region", { name: "AI pipeline details" }))).toMatchObject({
      Pipeline: "failed: timeout",
      Error: "LLM answered 500",
    });
  });
});
