import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callOpenAi, OpenAiCallError } from "./call.js";
import { requestChatCompletion } from "./chat.js";

/** A real HTTP server; each test queues handlers that answer one request each. */
type Handler = (res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let seen: Array<{ url: string; body: Record<string, unknown> }> = [];

const json = (status: number, body: unknown): Handler => (res) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const completion = (content: string) => json(200, { choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", body: JSON.parse(data || "{}") as Record<string, unknown> });
      (handlers.shift() ?? json(500, { error: { message: "no reply queued" } }))(res);
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
  handlers = [];
  seen = [];
});

const schema = { name: "answer", schema: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"], additionalProperties: false } };

describe("requestChatCompletion", () => {
  it("falls back to json_object, schema in the system message, on a server that refuses json_schema, and remembers it", async () => {
    const endpoint = { baseUrl, timeoutMs: 2000, maxRetries: 0 };
    const request = { model: "old-server-model", messages: [{ role: "system" as const, content: "Be brief." }, { role: "user" as const, content: "ok?" }], jsonSchema: schema };
    handlers.push(json(400, { error: { message: "response_format type json_schema is not supported by this server" } }), completion('{"ok":true}'));
    const first = await requestChatCompletion(endpoint, request);
    expect(first.format).toBe("json_object");
    expect(JSON.parse(first.text).choices[0].message.content).toBe('{"ok":true}');
    expect(seen.map((s) => (s.body.response_format as { type: string }).type)).toEqual(["json_schema", "json_object"]);
    const messages = seen[1]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toMatch(/^Be brief\.\n\nAnswer with one JSON object that follows this JSON Schema/);
    expect(messages[0]!.content).toContain('"required":["ok"]');

    // The next call to the same model goes straight to json_object.
    handlers.push(completion('{"ok":false}'));
    expect((await requestChatCompletion(endpoint, request)).format).toBe("json_object");
    expect(seen).toHaveLength(3);
    expect((seen[2]!.body.response_format as { type: string }).type).toBe("json_object");
  });

  it("does not fall back on a 400 about something else", async () => {
    handlers.push(json(400, { error: { message: "messages must not be empty" } }));
    const err = await requestChatCompletion({ baseUrl, maxRetries: 0 }, { model: "m", messages: [{ role: "user", content: "x" }], jsonSchema: schema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAiCallError);
    expect((err as OpenAiCallError).message).toMatch(/answered HTTP 400: .*must not be empty/);
    expect(seen).toHaveLength(1);
  });
});

describe("callOpenAi", () => {
  it("times out a server that stalls in the middle of its body, without retrying", async () => {
    handlers.push((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"choices": [');
    });
    const t0 = Date.now();
    const err = await callOpenAi({ baseUrl, timeoutMs: 200, maxRetries: 2 }, (client, options) =>
      client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] }, options),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAiCallError);
    expect((err as OpenAiCallError).failure).toBe("timeout");
    expect((err as OpenAiCallError).message).toMatch(/chat\/completions timed out after 200 ms/);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(seen).toHaveLength(1);
  });

  it("counts the time between retries against no attempt", async () => {
    // Each error answer comes at once; the SDK's backoff (about 0.5 s) is longer than the 300 ms budget.
    handlers.push(json(503, { error: { message: "busy" } }), completion("fine"));
    const answer = await callOpenAi({ baseUrl, timeoutMs: 300, maxRetries: 1 }, (client, options) =>
      client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] }, options),
    );
    expect(answer.attempts).toBe(2);
    expect(JSON.parse(answer.text).choices[0].message.content).toBe("fine");
  });
});
