import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, uniqueEmail, type TestApp } from "./build-app.js";
import { makeSession, makeUser } from "./factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    limits: { ...testConfig().limits, authPerMinute: 3, capturePerMinute: 2, chatPerMinute: 2, searchPerMinute: 2, voicePerMinute: 1 },
  });
});
afterAll(async () => {
  await t.app.close();
});

const TOO_MANY = /^Too many requests\. Try again in \d+ seconds?\.$/;

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect((response.json() as { error: string }).error).toMatch(TOO_MANY);
}

describe("rate limits", () => {
  it("limits login per address, leaving other addresses alone", async () => {
    const login = (ip: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: uniqueEmail(), password: "whatever" }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await login("10.60.0.1")).statusCode).toBe(401);
    expectLimited(await login("10.60.0.1"));
    expect((await login("10.60.0.2")).statusCode).toBe(401);
  });

  it("limits registration per address", async () => {
    const register = () => t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password: "secret123" }, remoteAddress: "10.61.0.1" });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(201);
    expectLimited(await register());
  });

  it("limits capture per user, so a second user at the same address keeps capturing", async () => {
    const [a, b] = [await makeSession(t.database, await makeUser(t.database)), await makeSession(t.database, await makeUser(t.database))];
    const capture = (token: string) => t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: "Buy milk" } });
    for (let i = 0; i < 2; i++) expect((await capture(a)).statusCode).toBe(201);
    expectLimited(await capture(a));
    expect((await capture(b)).statusCode).toBe(201);
  });

  it("limits search, chat and voice per user", async () => {
    const token = await makeSession(t.database, await makeUser(t.database));
    const search = () => t.app.inject({ method: "GET", url: "/api/thoughts/search?q=milk", headers: bearer(token) });
    for (let i = 0; i < 2; i++) expect((await search()).statusCode).toBe(200);
    expectLimited(await search());

    const chat = () => t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message: "what is on today?" } });
    for (let i = 0; i < 2; i++) expect((await chat()).statusCode).toBe(200);
    expectLimited(await chat());

    // No speech-to-text is configured (501), but the limit is met before the handler runs.
    const voice = () => t.app.inject({ method: "POST", url: "/api/thoughts/voice", headers: bearer(token), payload: {} });
    expect((await voice()).statusCode).toBe(501);
    expectLimited(await voice());
  });

  it("does not limit other routes", async () => {
    const token = await makeSession(t.database, await makeUser(t.database));
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(token) })).statusCode).toBe(200);
  });
});
