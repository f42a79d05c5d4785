import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "./build-app.js";
import { makeSession, makeThought, makeUser } from "./factories.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ bodyLimit: 64 * 1024 });
  token = await makeSession(t.database, await makeUser(t.database));
});
afterAll(async () => {
  await t.app.close();
});

const send = (payload: string | object, contentType = "application/json", method: "POST" | "PUT" = "POST", url = "/api/thoughts") =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const expectError = (response: { statusCode: number; json: () => unknown }, status: number, message?: RegExp | string) => {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: string };
  expect(Object.keys(body)).toEqual(["error"]);
  if (typeof message === "string") expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
};

describe("bad request bodies", () => {
  it("answers 400 for malformed JSON", async () => {
    expectError(await send('{"original_input": "oops"'), 400, "Malformed JSON in request body");
  });

  it("answers 400 naming the field for a missing field", async () => {
    expectError(await send({}), 400, "original_input is required");
  });

  it("answers 400 naming the field for a wrong type", async () => {
    expectError(await send({ original_input: 42 }), 400, "original_input must be a string");
  });

  it("answers 400 for empty and whitespace-only input", async () => {
    expectError(await send({ original_input: "   \n\t " }), 400, "original_input must not be empty");
  });

  it("answers 400 with a clear message for 10,001 characters", async () => {
    expectError(await send({ original_input: "x".repeat(10_001) }), 400, "original_input must be at most 10,000 characters");
    expect((await send({ original_input: "x".repeat(10_000) })).statusCode).toBe(201);
  });

  it("answers 400 for a body that is not an object", async () => {
    expectError(await send("[1,2]"), 400, /^body: /);
    expectError(await send("null"), 400, /^body: /);
  });

  it("answers 400 naming an unknown field in an update", async () => {
    const thought = await makeThought(t.database, (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json().user);
    expectError(await send({ statuss: "approved" }, "application/json", "PUT", `/api/thoughts/${thought.id}`), 400, /statuss/);
    expectError(await send({ status: "done" }, "application/json", "PUT", `/api/thoughts/${thought.id}`), 400, /^status: /);
    expectError(await send({ is_container: "yes" }, "application/json", "PUT", `/api/thoughts/${thought.id}`), 400, "is_container must be a boolean");
  });

  it("answers 400 for bodies nested deeper than 64 levels, before parsing them", async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
    expectError(await send(`{"original_input":"x","extra":${deep(5_000)}}`), 400, /nested too deeply/);
    expectError(await send("[".repeat(20_000) + "]".repeat(20_000)), 400, /nested too deeply/);
    // Brackets inside strings are text, not nesting.
    expect((await send({ original_input: "[".repeat(5_000) })).statusCode).toBe(201);
  });

  it("stores no flexible_attributes nested 1,500-2,000 deep, so insights and later captures keep working", async () => {
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json().user;
    const contact = await makeThought(t.database, me, { original_input: "Sam Lee", event_type: "contact", is_container: true, container_type: "Contacts" });
    for (const depth of [1_500, 2_000]) {
      const payload = `{"flexible_attributes":{"a":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}}`;
      expectError(await send(payload, "application/json", "PUT", `/api/thoughts/${contact.id}`), 400, /nested too deeply/);
    }
    expectError(await send({ flexible_attributes: { a: { b: { c: { d: { e: { f: 1 } } } } } } }, "application/json", "PUT", `/api/thoughts/${contact.id}`), 400, /nested more than 4 levels/);
    expect((await t.app.inject({ method: "GET", url: "/api/insights", headers: bearer(token) })).statusCode).toBe(200);
    expect((await send({ original_input: "call Sam Lee tomorrow" })).statusCode).toBe(201);
  });

  it("answers 400 for an empty parent_id instead of reaching the foreign key", async () => {
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json().user;
    const thought = await makeThought(t.database, me);
    expectError(await send({ parent_id: "" }, "application/json", "PUT", `/api/thoughts/${thought.id}`), 400, /parent_id/);
  });

  it("answers 400 for NUL characters anywhere, which PostgreSQL text cannot hold", async () => {
    expectError(await send({ original_input: "a\u0000b" }), 400, /NUL/);
    expectError(await send({ original_input: "fine", ["k\u0000"]: 1 }), 400, /NUL/);
    // A query only reads, and no stored text holds a NUL: it finds nothing instead of failing.
    const filtered = await t.app.inject({ method: "GET", url: "/api/thoughts?parent_id=a%00b", headers: bearer(token) });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().total).toBe(0);
    expectError(await t.app.inject({ method: "DELETE", url: "/api/thoughts/%00", headers: bearer(token) }), 400, /NUL/);
  });

  it("answers 413 for a body over the limit", async () => {
    expectError(await send({ original_input: "x".repeat(100 * 1024) }), 413, "Request body is too large");
  });

  it("answers 415 for a content type other than JSON", async () => {
    expectError(await send("original_input=hello", "application/x-www-form-urlencoded"), 415);
    expectError(await send("hello", "text/plain"), 415);
  });

  it("checks the token before reading the body", async () => {
    const anonymous = (payload: string) =>
      t.app.inject({ method: "POST", url: "/api/thoughts", headers: { "content-type": "application/json" }, payload });
    expectError(await anonymous('{"original_input": ""}'), 401);
    expectError(await anonymous("{not json"), 401);
    expectError(await anonymous(JSON.stringify({ original_input: "x".repeat(100 * 1024) })), 401);
  });
});

describe("bad paths and parameters", () => {
  it("answers 404 JSON for unknown API paths and methods", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/nope" }), 404, "Not found");
    expectError(await t.app.inject({ method: "POST", url: "/api/nope/deeper" }), 404, "Not found");
    expectError(await t.app.inject({ method: "PATCH", url: "/api/thoughts" }), 404, "Not found");
    expectError(await t.app.inject({ method: "GET", url: "/api" }), 404, "Not found");
  });

  it("answers 400 for an over-long id", async () => {
    expectError(await t.app.inject({ method: "GET", url: `/api/thoughts/${"a".repeat(65)}`, headers: bearer(token) }), 400, /^id/);
  });
});
