import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv } from "ajv";
import { eventTypes, type CreatedApiKeyResponse, type GptParseResponse, type Thought, type User } from "@life/contracts";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeUser } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;
let key: string;

const PUBLIC_URL = "https://life.example.com";

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  key = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
});
afterAll(async () => {
  await t.app.close();
});

const parse = (conversation: unknown, headers: Record<string, string> = { "x-api-key": key }) =>
  t.app.inject({ method: "POST", url: "/api/gpt/parse", headers, payload: { conversation } });
const feed = async () => (await t.app.inject({ method: "GET", url: "/api/thoughts?limit=100", headers: bearer(token) })).json<{ data: Thought[] }>().data;

const CONVERSATION = [
  "User: Can you help me sort out my week?",
  "Assistant: Of course! What is on your mind?",
  "User: I need to call the dentist tomorrow at 3pm. Also buy milk and eggs on the way home; remind me to send Sarah the budget report by Friday.",
  "I'm waiting for Tom to send the signed contract. Thanks!",
].join("\n");

describe("POST /api/gpt/parse", () => {
  it("splits a multi-topic conversation into several thoughts, captures each and returns them", async () => {
    const response = await parse(CONVERSATION);
    expect(response.statusCode).toBe(200);
    const body = response.json<GptParseResponse>();
    expect(body.success).toBe(true);
    expect(body.items.map((i) => i.content)).toEqual([
      "Can you help me sort out my week?",
      "I need to call the dentist tomorrow at 3pm.",
      "Buy milk and eggs on the way home",
      "Remind me to send Sarah the budget report by Friday.",
      "I'm waiting for Tom to send the signed contract.",
    ]);
    // The title and type are the local engine's reading of each piece, before the job classifies it.
    for (const item of body.items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(eventTypes).toContain(item.type);
    }
    let captured = await feed();
    for (const item of body.items) expect(captured.map((th) => th.original_input)).toContain(item.content);
    expect(captured.filter((th) => body.items.some((i) => i.content === th.original_input)).every((th) => th.processing_status === "queued")).toBe(true);
    // Classified by the job like any capture: the waiting-for line is tracked as such.
    await drainJobs(t.app);
    captured = await feed();
    expect(captured.find((th) => th.original_input.startsWith("I'm waiting for Tom"))?.waiting_for).toBeTruthy();
    // The assistant's words are not the user's thoughts.
    expect(captured.some((th) => th.original_input.includes("What is on your mind"))).toBe(false);
  });

  it("creates nothing new when retried with the same Idempotency-Key", async () => {
    const headers = { "x-api-key": key, "idempotency-key": "gpt-call-7" };
    const first = await parse("Renew the passport. Book the vet for the cat.", headers);
    const count = (await feed()).length;
    const again = await parse("Renew the passport. Book the vet for the cat.", headers);
    expect(again.json()).toEqual(first.json());
    expect((await feed()).length).toBe(count);
  });

  it("answers success false with no items when nothing in it is a thought", async () => {
    const response = await parse("Thanks! OK.");
    expect(response.json()).toEqual({ success: false, items: [] });
  });

  it("refuses an empty conversation, a missing key and a shortcut key", async () => {
    expect((await parse("  ")).json()).toEqual({ error: "conversation must not be empty" });
    expect((await parse("Buy milk", {})).statusCode).toBe(401);
    const shortcut = (await t.app.inject({ method: "POST", url: "/api/api-keys/shortcut", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
    expect((await parse("Buy milk", { "x-api-key": shortcut })).statusCode).toBe(403);
  });
});

describe("POST /api/gpt/test", () => {
  it("names the GPT key and the account", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/gpt/test", headers: { "x-api-key": key } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`"Life Intelligence GPT".*${user.email.replace(/[.+]/g, "\\$&")}`));
  });
});

describe("the parseConversation OpenAPI schema", () => {
  let doc: OpenAPIV3.Document;
  beforeAll(async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/gpt/openapi.json" });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenAPIV3.Document>();
  });

  it("is a valid OpenAPI 3.0 document for this server's public URL", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.0");
    expect(doc.servers?.[0]?.url).toBe(PUBLIC_URL);
  });

  it("defaults to http://localhost:3099 without PUBLIC_URL", async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: "GET", url: "/api/gpt/openapi.json" });
      expect(response.json<OpenAPIV3.Document>().servers?.[0]?.url).toBe("http://localhost:3099");
    } finally {
      await plain.app.close();
    }
  });

  it("matches the live endpoint: path, key header, request and response", async () => {
    const [path, item] = Object.entries(doc.paths)[0]!;
    const operation = item!.post!;
    expect(operation.operationId).toBe("parseConversation");
    const scheme = doc.components!.securitySchemes!.apiKey as OpenAPIV3.ApiKeySecurityScheme;
    expect(scheme).toMatchObject({ type: "apiKey", in: "header" });

    const ajv = new Ajv({ strict: false });
    const requestSchema = (operation.requestBody as OpenAPIV3.RequestBodyObject).content["application/json"]!.schema!;
    const responseSchema = (operation.responses["200"] as OpenAPIV3.ResponseObject).content!["application/json"]!.schema!;
    const validRequest = ajv.compile(requestSchema);
    const validResponse = ajv.compile(responseSchema);

    // A request the schema accepts, sent as a GPT action sends it, is accepted live…
    const body = { conversation: "Pick up the dry cleaning on Thursday. Call Grandma this weekend." };
    expect(validRequest(body)).toBe(true);
    const live = await t.app.inject({ method: "POST", url: path, headers: { [scheme.name]: key }, payload: body });
    expect(live.statusCode).toBe(200);
    // …and its answer is what the schema promises.
    expect(validResponse(live.json()), JSON.stringify(validResponse.errors)).toBe(true);
    expect(live.json<GptParseResponse>().items).toHaveLength(2);

    // What the schema refuses, the endpoint refuses.
    expect(validRequest({})).toBe(false);
    expect((await t.app.inject({ method: "POST", url: path, headers: { [scheme.name]: key }, payload: {} })).statusCode).toBe(400);

    // The same contract as the server's own document for the route.
    const own = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<OpenAPIV3.Document>();
    const ownBody = (own.paths[path]!.post!.requestBody as OpenAPIV3.RequestBodyObject).content["application/json"]!.schema as OpenAPIV3.SchemaObject;
    expect((requestSchema as OpenAPIV3.SchemaObject).required).toEqual(ownBody.required);
    expect(Object.keys((requestSchema as OpenAPIV3.SchemaObject).properties!)).toEqual(Object.keys(ownBody.properties!));
  });
});
