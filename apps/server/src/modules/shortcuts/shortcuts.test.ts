import type { CreatedApiKeyResponse, Thought, User } from "@life/contracts";
import { SCHEDULE_NEEDS_TIME } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;
let key: string;

async function shortcutKey(app: TestApp, session: string, device = "iPhone"): Promise<string> {
  const response = await app.app.inject({ method: "POST", url: "/api/api-keys/shortcut", headers: bearer(session), payload: { device } });
  return response.json<CreatedApiKeyResponse>().data.apiKey;
}

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database, { email: `shortcuts-${Date.now()}@example.com` });
  token = await makeSession(t.database, user);
  key = await shortcutKey(t, token);
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(key)) =>
  t.app.inject({ method: "POST", url: `/api/shortcuts${url}`, headers, payload: payload as object });
const feed = async () =>
  (await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(token) })).json<{ data: Thought[] }>().data;

describe("POST /api/shortcuts/capture", () => {
  it("captures into the key owner's account, classified like a web capture", async () => {
    const response = await post("/capture", { original_input: "Buy a birthday present for Mum on Saturday" });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Thought }>();
    expect(data.user_id).toBe(user.id);
    expect(data.original_input).toBe("Buy a birthday present for Mum on Saturday");
    // The capture-time classification ran, as for POST /thoughts.
    expect(data.domain).not.toBeNull();
    expect(data.ai_title).not.toBeNull();
    expect((await feed()).map((th) => th.id)).toContain(data.id);
  });

  it("validates like POST /thoughts", async () => {
    for (const [payload, message] of [
      [{}, "original_input is required"],
      [{ original_input: "   " }, "original_input must not be empty"],
      [{ original_input: "x".repeat(10_001) }, "at most 10,000 characters"],
    ] as const) {
      const response = await post("/capture", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("honours Idempotency-Key: a Shortcut retried after a timeout creates one thought", async () => {
    const headers = { ...bearer(key), "idempotency-key": "shortcut-run-1" };
    const first = await post("/capture", { original_input: "Water the plants" }, headers);
    const again = await post("/capture", { original_input: "Water the plants" }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json<{ data: Thought }>().data.id).toBe(first.json<{ data: Thought }>().data.id);
    expect((await feed()).filter((th) => th.original_input === "Water the plants")).toHaveLength(1);
  });

  it("also takes the key on POST /api/thoughts, as the shortcuts page lists", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(key), payload: { original_input: "Book the car service" } });
    expect(response.statusCode).toBe(201);
    // …but a shortcut key reads nothing.
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(key) })).statusCode).toBe(403);
  });
});

describe("POST /api/shortcuts/schedule", () => {
  it("captures a thought that carries a time, with the time set", async () => {
    const response = await post("/schedule", { original_input: "Dentist tomorrow at 3pm" });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Thought }>();
    expect(data.scheduled_for).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("refuses a thought without a date or time, saving nothing", async () => {
    const before = (await feed()).length;
    const response = await post("/schedule", { original_input: "Think about the garden" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SCHEDULE_NEEDS_TIME });
    expect((await feed()).length).toBe(before);
  });
});

describe("POST /api/shortcuts/test", () => {
  it("names the key and the account", async () => {
    const response = await post("/test", {});
    expect(response.statusCode).toBe(200);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('"iPhone Shortcuts"');
    expect(message).toContain(user.email);
  });

  it("from the web page (a session) names the account and its newest active shortcut key", async () => {
    await shortcutKey(t, token, "iPad");
    const { message } = (await post("/test", {}, bearer(token))).json<{ message: string }>();
    expect(message).toContain(user.email);
    expect(message).toContain('"iPad Shortcuts"');
  });

  it("refuses a GPT key", async () => {
    const gpt = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
    expect((await post("/test", {}, { "x-api-key": gpt })).statusCode).toBe(403);
  });
});

describe("rate limits", () => {
  it("count shortcut captures per user like web captures", async () => {
    const limited = await buildTestApp({ limits: { ...testConfig().limits, capturePerMinute: 2 } });
    try {
      const owner = await makeUser(limited.database);
      const ownerKey = await shortcutKey(limited, await makeSession(limited.database, owner));
      const send = () => limited.app.inject({ method: "POST", url: "/api/shortcuts/capture", headers: bearer(ownerKey), payload: { original_input: "note" } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json<{ error: string }>().error).toMatch(/^Too many requests/);
    } finally {
      await limited.app.close();
    }
  });
});
