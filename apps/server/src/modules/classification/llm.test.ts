import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LlmDebugData, Thought } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, debugOf, registerUser, testConfig, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";

/** A local server speaking the OpenAI chat-completions protocol; each test queues its answers. */
type Reply = { status?: number; raw?: string; body?: unknown };
let server: Server;
let replies: Reply[] = [];
let requests: Array<{ url: string; body: { model?: string; messages?: Array<{ content: string }> } }> = [];
let t: TestApp;
let token: string;

const answer = {
  domain: "systems",
  subdomain: "finance",
  ai_title: "Send Q3 budget draft to Sarah",
  priority: "high",
  event_type: "communication",
  is_container: false,
  container_type: "Tasks",
  parent_id: null,
  entities: ["Sarah"],
  related_project_ids: [],
  scheduled_local: null,
  waiting_for: null,
  expected_date: null,
  confidence: 91,
  reasoning: "An e-mail to send at work.",
  completes: null,
  resolution_action: null,
  resolution_confidence: null,
  resolution_reasoning: null,
};
const completion = (content: string) => ({
  model: "fake-model-2026",
  choices: [{ message: { content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 321, completion_tokens: 45 },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", body: JSON.parse(data || "{}") });
      const reply = replies.shift() ?? { status: 500, body: { error: "no reply queued" } };
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await buildTestApp({
    processing: { ...testConfig().processing, llm: { baseUrl, model: "fake-model", maxRetries: 0, timeoutMs: 5_000 } },
  });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  replies = [];
  requests = [];
});

type WithDebug = Thought & { llm_debug_data: LlmDebugData | null };

async function captureAndProcess(text: string): Promise<{ captured: WithDebug; processed: WithDebug }> {
  const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } });
  const thought = response.json<{ data: Thought }>().data;
  const captured = { ...thought, llm_debug_data: await debugOf(t.app, token, thought.id) };
  await drainJobs(t.app);
  const stored = (await t.app.inject({ method: "GET", url: `/api/thoughts/${thought.id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
  const processed = { ...stored, llm_debug_data: await debugOf(t.app, token, thought.id) };
  return { captured, processed };
}

describe("the LLM engine in the job", () => {
  it("never runs at capture, and its valid answer replaces the local result", async () => {
    replies.push({ body: completion(JSON.stringify(answer)) });
    const { captured, processed } = await captureAndProcess("Email Sarah the Q3 budget draft");
    // Capture only stores and queues; the model is asked once, by the job.
    expect(captured).toMatchObject({ processing_status: "queued", domain: null, llm_debug_data: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/v1/chat/completions");
    expect(requests[0]!.body.model).toBe("fake-model");

    expect(processed).toMatchObject({ processing_status: "done", ai_title: "Send Q3 budget draft to Sarah", domain: "systems", container_type: "Tasks" });
    expect(processed.flexible_attributes).toMatchObject({ fallback_used: false, priority: "high", confidence: 91 });
    expect(processed.llm_debug_data).toMatchObject({ model: "fake-model-2026", prompt_tokens: 321, completion_tokens: 45, error: null });
  });

  it("falls back to the local engine on a 500, keeping the error", async () => {
    replies.push({ status: 500, body: { error: { message: "overloaded" } } });
    const { processed } = await captureAndProcess("Call the dentist to book a cleaning");
    expect(processed.processing_status).toBe("done");
    expect(processed.domain).not.toBeNull();
    expect(processed.flexible_attributes.fallback_used).toBe(true);
    expect(processed.llm_debug_data?.error).toMatch(/500/);
  });

  it("falls back on an answer that is not JSON", async () => {
    replies.push({ body: completion("Sure! Here is the classification: domain=personal") });
    const { processed } = await captureAndProcess("Buy a birthday present for Mum");
    expect(processed.flexible_attributes.fallback_used).toBe(true);
    expect(processed.llm_debug_data?.error).toMatch(/not valid JSON/);
  });

  it("reports the model as the engine on the admin status page", async () => {
    // The first account of this database, registered in beforeAll, is the admin.
    const status = await t.app.inject({ method: "GET", url: "/api/debug/marching-orders-status", headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(status.json().engine).toBe("llm:fake-model");
  });
});
