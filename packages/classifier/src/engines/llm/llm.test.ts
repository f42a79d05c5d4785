import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClassifyInput, ClassifyResult } from "../../types.js";
import { estimateCommercialValue } from "../../value/index.js";
import { embedWithApi, LlmResolutionError, resolveWithLlm } from "./index.js";

/** A real HTTP server speaking the OpenAI protocol; each test queues the answers it should give. */
type Reply = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string>; hang?: boolean };
interface Seen {
  url: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}
let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(data || "{}") });
      const reply = replies.shift() ?? { status: 500, body: { error: "no reply queued" } };
      if (reply.hang) return; // never answers: the client must time out
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  replies = [];
  seen = [];
});

const input: ClassifyInput = {
  text: "finally ordered the tiles for the backsplash, Sam is installing them thursday at 2pm",
  now: new Date("2026-03-10T13:15:00.000Z"), // 10:15 in Halifax (ADT, UTC-3)
  timezone: "America/Halifax",
  context: {
    projects: [
      { id: "p1", title: "Kitchen renovation" },
      { id: "p2", title: "Q3 sales report" },
    ],
    tasks: [{ id: "t1", title: "Order backsplash tiles", parent_id: "p1" }],
    contacts: [{ id: "c1", name: "Sam Ortiz", relation: "contractor" }],
  },
};

const local: ClassifyResult = {
  recurrence: null,
  domain: "personal",
  subdomain: "home",
  ai_title: "Order backsplash tiles",
  priority: null,
  event_type: "acquisition_disposition",
  is_container: false,
  container_type: "Actions",
  parent_id: null,
  entities: ["Sam"],
  related_projects: [],
  scheduled_for: null,
  waiting_for: null,
  expected_date: null,
  confidence: 60,
  reasoning: "Local guess.",
  commercial_value: estimateCommercialValue(input.text, { domain: "personal", eventType: "acquisition_disposition" }),
  completes: null,
  resolution_action: null,
  resolution_confidence: null,
  resolution_reasoning: null,
  fallback_used: false,
};

const answer = {
  domain: "personal",
  subdomain: "Home",
  ai_title: "Tiles ordered; Sam installs Thursday 2pm",
  priority: null,
  event_type: "acquisition_disposition",
  is_container: false,
  container_type: "Actions",
  parent_id: "p1",
  entities: ["Sam", "Ghost Person"],
  related_project_ids: ["p1", "p404"],
  scheduled_local: "2026-03-12 14:00",
  waiting_for: null,
  expected_date: null,
  confidence: 0.9,
  reasoning: "The tiles for the kitchen backsplash were ordered.",
  completes: "t1",
  resolution_action: "mark_completed",
  resolution_confidence: 92,
  resolution_reasoning: "The thought reports the tiles as ordered.",
};

const completion = (content: string | null, extra: Record<string, unknown> = {}) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  model: "test-model-2026",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 1234, completion_tokens: 210, total_tokens: 1444 },
  ...extra,
});

const config = () => ({ baseUrl, model: "test-model", apiKey: "sk-test", timeoutMs: 2000, maxRetries: 2 });

async function failure(promise: Promise<unknown>): Promise<LlmResolutionError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmResolutionError);
  return err as LlmResolutionError;
}

describe("resolveWithLlm", () => {
  it("sends a strict JSON-schema request and maps a valid answer", async () => {
    replies.push({ body: completion(JSON.stringify(answer)) });
    const out = await resolveWithLlm(input, local, config());

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body).toMatchObject({
      model: "test-model",
      temperature: 0,
      response_format: { type: "json_schema", json_schema: { name: "thought_classification", strict: true } },
    });
    const schema = (req.body.response_format as { json_schema: { schema: Record<string, unknown> } }).json_schema.schema;
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    expect(schema.required).toEqual(expect.arrayContaining(["domain", "event_type", "scheduled_local", "completes"]));
    const messages = req.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toContain("reminder_intention");
    expect(messages[1]!.content).toContain("2026-03-10 10:15 (Tuesday), time zone America/Halifax");
    expect(messages[1]!.content).toContain("t1: Order backsplash tiles (project p1)");

    expect(out.model).toBe("test-model-2026");
    expect(out.prompt_tokens).toBe(1234);
    expect(out.completion_tokens).toBe(210);
    expect(out.user_message).toBe(messages[1]!.content);
    expect(out.raw_response).toBe(JSON.stringify(answer));
    expect(out.result).toMatchObject({
      subdomain: "home",
      parent_id: "p1",
      related_projects: ["Kitchen renovation"],
      entities: ["Sam"],
      scheduled_for: "2026-03-12T17:00:00.000Z",
      confidence: 90,
      completes: "t1",
      resolution_confidence: 92,
      fallback_used: false,
      commercial_value: local.commercial_value,
    });
  });

  it("accepts an answer wrapped in a ```json fence and an all-day date", async () => {
    const fenced = "```json\n" + JSON.stringify({ ...answer, scheduled_local: "2026-03-12" }) + "\n```";
    replies.push({ body: completion(fenced) });
    const out = await resolveWithLlm(input, local, { baseUrl, model: "m" });
    expect(out.result.scheduled_for).toBe("2026-03-12");
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it("drops ids that are not in the context and enforces the container rule", async () => {
    const odd = { ...answer, parent_id: "p99", completes: "t99", related_project_ids: [], event_type: "project", is_container: false, container_type: "Tasks" };
    replies.push({ body: completion(JSON.stringify(odd)) });
    const { result } = await resolveWithLlm(input, local, config());
    expect(result).toMatchObject({
      parent_id: null,
      completes: null,
      resolution_action: null,
      resolution_confidence: null,
      is_container: true,
      container_type: "Projects",
    });
    // New labels, new estimate; unchanged labels keep the local one (first test).
    expect(result.commercial_value).toEqual(
      estimateCommercialValue(input.text, { domain: "personal", eventType: "project" }),
    );
  });

  it("fails on malformed JSON content and keeps the raw answer", async () => {
    replies.push({ body: completion('{"domain": "personal", oops') });
    const err = await failure(resolveWithLlm(input, local, config()));
    expect(err.message).toMatch(/not valid JSON/);
    expect(err.details.raw_response).toBe('{"domain": "personal", oops');
    expect(err.details.user_message).toContain("Kitchen renovation");
    expect(seen).toHaveLength(1);
  });

  it("fails on a schema-invalid answer", async () => {
    replies.push({ body: completion(JSON.stringify({ ...answer, event_type: "banana", confidence: "high" })) });
    const err = await failure(resolveWithLlm(input, local, config()));
    expect(err.message).toMatch(/failed validation/);
    expect(err.message).toMatch(/event_type/);
  });

  it("fails on an impossible date and on an empty or refused answer", async () => {
    replies.push({ body: completion(JSON.stringify({ ...answer, scheduled_local: "2026-02-30 10:00" })) });
    expect((await failure(resolveWithLlm(input, local, config()))).message).toMatch(/not a real date/);
    replies.push({ body: { choices: [{ message: { content: null, refusal: "I can't help" } }] } });
    expect((await failure(resolveWithLlm(input, local, config()))).message).toMatch(/refused/);
    replies.push({ body: { nothing: true } });
    expect((await failure(resolveWithLlm(input, local, config()))).message).toMatch(/not a chat completion/);
  });

  it("retries a 500 and succeeds", async () => {
    replies.push({ status: 500, body: { error: "boom" } }, { body: completion(JSON.stringify(answer)) });
    const out = await resolveWithLlm(input, local, config());
    expect(out.result.completes).toBe("t1");
    expect(seen).toHaveLength(2);
  });

  it("retries a 429 honouring Retry-After", async () => {
    replies.push({ status: 429, headers: { "retry-after": "0" }, body: {} }, { body: completion(JSON.stringify(answer)) });
    await resolveWithLlm(input, local, config());
    expect(seen).toHaveLength(2);
  });

  it("gives up after the retries on a persistent 500", async () => {
    replies.push(...Array.from({ length: 3 }, () => ({ status: 500, body: { error: { message: "overloaded" } } })));
    const err = await failure(resolveWithLlm(input, local, config()));
    expect(err.message).toMatch(/HTTP 500 after 3 attempt/);
    expect(err.message).toMatch(/overloaded/);
    expect(err.details.status).toBe(500);
    expect(seen).toHaveLength(3);
  });

  it("does not retry other 4xx", async () => {
    replies.push({ status: 401, body: { error: { message: "bad key" } } });
    const err = await failure(resolveWithLlm(input, local, config()));
    expect(err.message).toMatch(/HTTP 401: .*bad key/);
    expect(seen).toHaveLength(1);
  });

  it("times out when the server never answers", async () => {
    replies.push({ hang: true });
    const t0 = Date.now();
    const err = await failure(resolveWithLlm(input, local, { ...config(), timeoutMs: 150 }));
    expect(err.message).toMatch(/timed out after 150 ms/);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(seen).toHaveLength(1);
  });

  it("retries and reports a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await failure(resolveWithLlm(input, local, { baseUrl: `http://127.0.0.1:${port}`, model: "m", maxRetries: 1 }));
    expect(err.message).toMatch(/unreachable after 2 attempt/);
  });
});

describe("embedWithApi", () => {
  const cfg = () => ({ baseUrl: `${baseUrl}/`, model: "embed-small", apiKey: "sk-emb", timeoutMs: 2000 });

  it("posts to /embeddings and returns vectors in input order", async () => {
    replies.push({
      body: {
        object: "list",
        data: [
          { object: "embedding", index: 1, embedding: [0, 1, 0] },
          { object: "embedding", index: 0, embedding: [0.5, 0.25, -1] },
        ],
        model: "embed-small",
      },
    });
    const out = await embedWithApi(["ordered the tiles", "Kitchen renovation"], cfg());
    expect(seen[0]!.url).toBe("/v1/embeddings");
    expect(seen[0]!.headers.authorization).toBe("Bearer sk-emb");
    expect(seen[0]!.body).toMatchObject({ model: "embed-small", input: ["ordered the tiles", "Kitchen renovation"] });
    expect(out.map((v) => Array.from(v))).toEqual([[0.5, 0.25, -1], [0, 1, 0]]);
    expect(out[0]).toBeInstanceOf(Float32Array);
  });

  it("retries a 503 and rejects a wrong count", async () => {
    replies.push({ status: 503, body: {} }, { body: { data: [{ index: 0, embedding: [1, 2] }] } });
    await expect(embedWithApi(["a", "b"], cfg())).rejects.toThrow(/1 embeddings for 2 texts/);
    expect(seen).toHaveLength(2);
  });

  it("returns [] without a call for no texts", async () => {
    expect(await embedWithApi([], cfg())).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});
