import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "./build-app.js";
import { makeSession, makeUser } from "./factories.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await makeSession(t.database, await makeUser(t.database));
});
afterAll(async () => {
  await t.app.close();
});

describe("organised-view routes", () => {
  it("are not taken for GET /thoughts/:id", async () => {
    // A route swallowed by /thoughts/:id would answer 404 "Thought not found".
    for (const url of ["/api/thoughts/waiting", "/api/thoughts/search?q=x", "/api/thoughts/calendar/day/2026-11-23", "/api/thoughts/timeline"]) {
      const response = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("are documented in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/projects/summary",
        "/api/thoughts/calendar/day/{date}",
        "/api/thoughts/timeline",
        "/api/thoughts/waiting",
        "/api/thoughts/{id}/received",
        "/api/thoughts/{id}/follow-up",
        "/api/export-viewer/simple-titles",
        "/api/insights",
        "/api/thoughts/search",
      ]),
    );
    expect(document.paths["/api/auth/me"]).toHaveProperty("put");
  });
});
