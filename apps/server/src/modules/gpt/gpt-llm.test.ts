import type { CreatedApiKeyResponse, GptParseResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "../chat/testing/fake-openai.js";
import { splitConversation } from "./conversation-split.js";
import { SPLIT_SYSTEM_PROMPT } from "./llm-split.js";

/** POST /api/gpt/parse with an LLM configured, against a local server speaking the OpenAI protocol. */
let fake: FakeOpenAi;
let t: TestApp;
let user: User;
let token: string;
let key: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const base = testConfig();
  t = await buildTestApp({
    processing: { ...base.processing, llm: { baseUrl: fake.baseUrl, model: "split-model", timeoutMs: 2000 } },
    limits: { ...base.limits, dailyLlm: 3 },
  });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  key = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const parse = (conversation: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/gpt/parse", headers: { "x-api-key": key, ...headers }, payload: { conversation } });
const feed = async () => (await t.app.inject({ method: "GET", url: "/api/thoughts?limit=100", headers: bearer(token) })).json<{ data: Thought[] }>().data;

const CONVERSATION = [
  "User: ok so this week is a mess. the car is making that grinding noise again, and it needs looking at before the trip.",
  "Assistant: That sounds stressful. Anything else?",
  "User: yeah my sister's birthday is on the 14th, I want to get her that pottery class she mentioned. oh and I promised Kofi I'd review his slides before thursday",
].join("\n");

const MODEL_ITEMS = [
  { title: "Get the car's grinding noise checked before the trip", content: "Get the car's grinding noise checked before the trip", type: "task" },
  { title: "Buy sister a pottery class for her birthday", content: "Buy my sister the pottery class she mentioned for her birthday on the 14th", type: "acquisition_disposition" },
  { title: "Review Kofi's slides before Thursday", content: "I promised Kofi I'd review his slides before thursday", type: "decision_commitment" },
];

describe("POST /api/gpt/parse with an LLM", () => {
  it("has the model split the conversation under a strict schema, and captures each thought", async () => {
    fake.reply(completionReply({ items: MODEL_ITEMS }));
    const response = await parse(CONVERSATION);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GptParseResponse>();

    expect(fake.seen).toHaveLength(1);
    const sent = fake.seen[0]!.json as { model: string; messages: Array<{ role: string; content: string }>; response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: { items: { items: { required: string[] } } } } } } };
    expect(sent.model).toBe("split-model");
    expect(fake.seen[0]!.headers.authorization).toBeUndefined();
    expect(sent.messages[0]).toEqual({ role: "system", content: SPLIT_SYSTEM_PROMPT });
    expect(sent.messages[1]!.content).toContain("pottery class she mentioned");
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "conversation_thoughts", strict: true } });
    expect(sent.response_format.json_schema.schema.properties.items.items.required).toEqual(["title", "content", "type"]);

    expect(body.success).toBe(true);
    expect(body.items.map((i) => i.content)).toEqual(MODEL_ITEMS.map((i) => i.content));
    for (const item of body.items) expect(item.title.length).toBeGreaterThan(0);
    // Not classified yet: the answer carries the model's reading of each piece.
    expect(body.items.map((i) => i.type)).toEqual(MODEL_ITEMS.map((i) => i.type));
    const captured = await feed();
    for (const item of MODEL_ITEMS) {
      const thought = captured.find((th) => th.original_input === item.content);
      // Saved through the capture service, so queued for its classify job like any capture.
      expect(thought?.processing_status).toBe("queued");
    }
    // The assistant's words are not captured.
    expect(captured.some((th) => th.original_input.includes("sounds stressful"))).toBe(false);
  });

  it("splits locally when the model's answer is malformed or fails the schema", async () => {
    const local = splitConversation(CONVERSATION);
    expect(local).not.toEqual(MODEL_ITEMS.map((i) => i.content));
    fake.reply(completionReply('{"items": [{"title": "oops"'), completionReply({ items: [{ title: "x", content: "y", type: "banana" }] }));
    for (const idempotencyKey of ["malformed", "invalid"]) {
      const response = await parse(CONVERSATION, { "idempotency-key": idempotencyKey });
      expect(response.statusCode).toBe(200);
      expect(response.json<GptParseResponse>().items.map((i) => i.content)).toEqual(local);
    }
    expect(fake.seen).toHaveLength(2);
  });

  it("splits locally, without asking, once the daily LLM quota is used up", async () => {
    // Three units a day, all used above.
    const response = await parse("I need to book the MOT for the car. Also text Priya about saturday.");
    expect(response.statusCode).toBe(200);
    expect(response.json<GptParseResponse>().items.map((i) => i.content)).toEqual(["I need to book the MOT for the car.", "Text Priya about saturday."]);
    expect(fake.seen).toHaveLength(0);
  });
});
