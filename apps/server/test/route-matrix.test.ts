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
const PUBLIC = new Set([
  "GET /api/health",
  "GET /api/config",
  "POST /api/auth/register",
  "POST /api/auth/login",
  // The secret in the URL is the credential: calendar apps subscribe without a session.
  "GET /api/calendar/feed/{file}",
  // Google's redirect lands here in the popup without a session; a signed state names the user.
  "GET /api/calendar/oauth/callback",
  "GET /api/gpt/openapi.json",
]);
// The e-mail sign-up and its links: each needs no token by design.
for (const key of ["POST /api/auth/signup", "POST /api/auth/password-reset", "POST /api/auth/link"]) PUBLIC.add(key);
/** Tags whose routes are for administrators only. */
const ADMIN_TAGS = new Set(["admin", "debug"]);

/** Answers 501 by design while its outside service (speech-to-text) is not configured. */
const UNCONFIGURED = new Set(["POST /api/thoughts/voice", "GET /api/calendar/auth", "POST /api/calendar/sync", "GET /api/calendar/import"]);

const SECRET = "alice-only secret: the surprise party for Bob";

let t: TestApp;
let operations: Operation[];
let alice: { token: string; thought: Thought; project: Thought };
let bob: string;
/** Alice's keys by type, created through the API as the web app does. */
let keys: Record<KeyType, { id: string; key: string }>;
type KeyType = "general" | "shortcut" | "gpt";

/**
 * What each key type may reach (issue 12), written out here rather than read from the server's
 * scope table: shortcut keys the shortcut endpoints and POST /thoughts, gpt keys /gpt/*, general
 * keys the thought API and MCP. Account, key management, admin and everything else: none.
 */
function keyMayCall(type: KeyType, op: Operation): boolean {
  const { method, path } = op;
  if (type === "shortcut") return (method === "POST" && path.startsWith("/api/shortcuts/")) || (method === "POST" && path === "/api/thoughts");
  if (type === "gpt") return method === "POST" && path.startsWith("/api/gpt/");
  return path === "/api/thoughts" || path.startsWith("/api/thoughts/") || (method === "POST" && path === "/api/mcp");
}
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
  const created = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: "POST", url, headers: bearer(alice.token), payload });
    const { data } = response.json<{ data: { id: string; apiKey: string } }>();
    return { id: data.id, key: data.apiKey };
  };
  keys = {
    general: await created("/api/api-keys", { name: "script", type: "general" }),
    shortcut: await created("/api/api-keys/shortcut", { device: "iPhone" }),
    gpt: await created("/api/api-keys/gpt", {}),
  };
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

describe("the route matrix with API keys", () => {
  const UNKNOWN_ID = "5b0c2a44-1f7e-4e8a-9a51-6f3f9b1c0d2e";
  const secured = () => operations.filter((o) => !PUBLIC.has(o.key));

  it("tries each key type against every route: its own families answer, every other route is 403", async () => {
    const reached: Record<KeyType, number> = { general: 0, shortcut: 0, gpt: 0 };
    for (const type of ["general", "shortcut", "gpt"] as const) {
      for (const op of secured()) {
        // An unknown id: a key that may call the route gets past authentication and finds nothing of anyone's.
        for (const headers of [bearer(keys[type].key), { "x-api-key": keys[type].key }]) {
          const response = await call(op, headers, UNKNOWN_ID);
          const route = `${op.key} with a ${type} key`;
          if (keyMayCall(type, op)) {
            expect([401, 403], route).not.toContain(response.statusCode);
            expect(response.statusCode, route).toBeLessThan(UNCONFIGURED.has(op.key) ? 502 : 500);
            reached[type] += 1;
          } else {
            expectJsonError(response, 403, route);
          }
        }
      }
    }
    // Each type reached something, so the 403s above are scope and not a key that never worked.
    expect(reached.general).toBeGreaterThan(10);
    expect(reached.shortcut).toBe(2 * 5);
    expect(reached.gpt).toBe(2 * 2);
  });

  it("answers 401 to an unknown, malformed or revoked key on every route a key could reach", async () => {
    const revoke = await t.app.inject({ method: "DELETE", url: `/api/api-keys/${keys.gpt.id}`, headers: bearer(alice.token) });
    expect(revoke.statusCode).toBe(200);
    const unknown = `li_0123456789abcdef_${"A".repeat(43)}`;
    const tampered = keys.general.key.slice(0, -1) + (keys.general.key.endsWith("A") ? "B" : "A");
    for (const op of secured()) {
      expectJsonError(await call(op, { "x-api-key": unknown }), 401, `${op.key} with an unknown key`);
      expectJsonError(await call(op, { "x-api-key": "li_garbage" }), 401, `${op.key} with a malformed key`);
      expectJsonError(await call(op, bearer(tampered)), 401, `${op.key} with a tampered key`);
      expectJsonError(await call(op, { "x-api-key": keys.gpt.key }), 401, `${op.key} with a revoked key`);
    }
  });
});
