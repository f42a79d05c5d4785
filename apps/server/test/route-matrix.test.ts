/**
 * The access matrix of the whole API, generated from the live OpenAPI document: every route is
 * tried without a token, with a garbage token, by a non-admin on admin routes and by another
 * person with someone else's ids. A route added later is in the matrix at once; one that is
 * public or admin-only must be named below, so a route that forgets its check fails here.
 */
import type { Thought } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "./build-app.js";
import { makeSession, makeThought, makeUser } from "./factories.js";
import { fillPath, loadOperations, sampleValue, type Operation } from "./openapi-routes.js";

/** Routes anyone may call. Anything else must refuse a request without a valid token. */
const PUBLIC = new Set(["GET /api/health", "GET /api/config", "POST /api/auth/register", "POST /api/auth/login"]);
/** Tags whose routes are for administrators only. */
const ADMIN_TAGS = new Set(["admin", "debug"]);

/** Answers 501 by design while its outside service (speech-to-text) is not configured. */
const UNCONFIGURED = new Set(["POST /api/thoughts/voice"]);

const SECRET = "alice-only secret: the surprise party for Bob";

let t: TestApp;
let operations: Operation[];
let alice: { token: string; thought: Thought; project: Thought };
let bob: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  operations = await loadOperations(t.app);
  const aliceUser = await makeUser(t.database);
  const project = await makeThought(t.database, aliceUser, { original_input: `${SECRET} (project)`, event_type: "project", is_container: true, container_type: "Projects" });
  const thought = await makeThought(t.database, aliceUser, {
    original_input: SECRET,
    parent_id: project.id,
    waiting_for: "Bob: the cake",
    scheduled_for: "2026-01-15T15:00:00.000Z",
  });
  alice = { token: await makeSession(t.database, aliceUser), thought, project };
  bob = await makeSession(t.database, await makeUser(t.database));
  admin = await makeSession(t.database, await makeUser(t.database, { role: "admin" }));
});
afterAll(async () => {
  await t.app.close();
});

function call(op: Operation, headers: Record<string, string>, id = alice.thought.id) {
  const query = Object.fromEntries(op.query.filter((q) => q.name !== "_t").map((q) => [q.name, /ids?$/.test(q.name) ? id : String(sampleValue(q.schema))]));
  const withBody = op.method !== "GET" && op.method !== "DELETE";
  return t.app.inject({
    method: op.method,
    url: fillPath(op, id),
    query: op.method === "GET" ? query : undefined,
    headers: withBody ? { ...headers, "content-type": "application/json" } : headers,
    payload: withBody ? JSON.stringify(op.jsonBody ? sampleValue(op.jsonBody) : {}) : undefined,
  });
}

function expectJsonError(response: { statusCode: number; json: () => unknown }, status: number, route: string) {
  expect(response.statusCode, route).toBe(status);
  expect(typeof (response.json() as { error?: unknown }).error, route).toBe("string");
}

describe("the route matrix", () => {
  it("covers the API, and the document marks exactly the non-public routes as secured", () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const name of PUBLIC) expect(operations.map((o) => o.key), name).toContain(name);
    for (const op of operations) expect(op.secured, op.key).toBe(!PUBLIC.has(op.key));
  });

  it("answers 401 to every non-public route without a token, with a garbage token and with a malformed header", async () => {
    for (const op of operations.filter((o) => !PUBLIC.has(o.key))) {
      expectJsonError(await call(op, {}), 401, `${op.key} without a token`);
      expectJsonError(await call(op, bearer("garbage-token")), 401, `${op.key} with a garbage token`);
      expectJsonError(await call(op, { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }), 401, `${op.key} with Basic auth`);
    }
  });

  it("answers 403 to a signed-in non-admin on every admin route", async () => {
    const admin = operations.filter((o) => o.tags.some((tag) => ADMIN_TAGS.has(tag)));
    expect(admin.length).toBeGreaterThan(0);
    for (const op of admin) expectJsonError(await call(op, bearer(bob)), 403, op.key);
  });

  it("answers 404 to another person's id on every route that takes one, and changes nothing of theirs", async () => {
    const before = await t.app.inject({ method: "GET", url: `/api/thoughts/${alice.thought.id}`, headers: bearer(alice.token) });
    // Admin routes refuse bob with 403 before reading any id; the next test tries them as an admin.
    const withId = operations.filter((o) => o.pathParams.some((p) => /id$/i.test(p)) && !o.tags.some((tag) => ADMIN_TAGS.has(tag)));
    expect(withId.length).toBeGreaterThan(3);
    for (const op of withId) {
      for (const id of [alice.thought.id, alice.project.id]) expectJsonError(await call(op, bearer(bob), id), 404, `${op.key} with another person's id`);
      expectJsonError(await call(op, bearer(bob), "5b0c2a44-1f7e-4e8a-9a51-6f3f9b1c0d2e"), 404, `${op.key} with an unknown id`);
    }
    const after = await t.app.inject({ method: "GET", url: `/api/thoughts/${alice.thought.id}`, headers: bearer(alice.token) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
  });

  it("answers 404 to an admin on every admin route that takes an id when no such account exists", async () => {
    const withId = operations.filter((o) => o.pathParams.some((p) => /id$/i.test(p)) && o.tags.some((tag) => ADMIN_TAGS.has(tag)));
    expect(withId.length).toBeGreaterThan(0);
    for (const op of withId) expectJsonError(await call(op, bearer(admin), "5b0c2a44-1f7e-4e8a-9a51-6f3f9b1c0d2e"), 404, `${op.key} with an unknown id`);
  });

  it("never shows another person's data, whichever of their ids is passed in a query or body", async () => {
    // Signing out would end the session the rest of the loop uses.
    const readable = operations.filter((o) => !PUBLIC.has(o.key) && !o.tags.some((tag) => ADMIN_TAGS.has(tag)) && o.method !== "DELETE" && !o.path.startsWith("/api/auth/"));
    let answered = 0;
    for (const op of readable) {
      for (const id of [alice.thought.id, alice.project.id]) {
        const response = await call(op, bearer(bob), id);
        expect(response.statusCode, op.key).toBeLessThan(UNCONFIGURED.has(op.key) ? 502 : 500);
        expect(response.body, op.key).not.toContain("alice-only secret");
        if (response.statusCode < 300) answered += 1;
      }
    }
    // The loop must have run signed in: a session lost halfway would make every check above pass.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(bob) })).statusCode).toBe(200);
    expect(answered).toBeGreaterThan(10);
  });
});
