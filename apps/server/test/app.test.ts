import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readVersion } from "../src/config.js";
import { DEMO_ACCOUNT } from "../src/modules/demo/demo.seed.js";
import { bearer, buildTestApp, WEB_APP_MARKER, type TestApp } from "./build-app.js";
import { drainJobs } from "./drain-jobs.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe("GET /api/health", () => {
  it("reports ok, the database and the version without authentication", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.database.dialect, version: readVersion() });
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await buildTestApp();
    await broken.database.destroy();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "error", database: broken.database.dialect });
    await broken.app.close();
  });
});

describe("GET /api/config", () => {
  it("shows no demo account unless DEMO_MODE is on", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toEqual({ version: readVersion(), signups: "open", demo: null });
  });

  it("seeds a demo account with sample thoughts in demo mode, once", async () => {
    const demo = await buildTestApp({ demoMode: true });
    try {
      expect((await demo.app.inject({ method: "GET", url: "/api/config" })).json().demo).toEqual(DEMO_ACCOUNT);
      const login = await demo.app.inject({ method: "POST", url: "/api/auth/login", payload: DEMO_ACCOUNT });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe("user");
      const list = async () => (await demo.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(login.json().token) })).json();
      expect((await list()).total).toBe(8);
      // Queued at capture and classified by their jobs, like anyone else's thoughts (which may add contacts).
      await drainJobs(demo.app);
      expect((await list()).data.every((x: { domain: string | null }) => x.domain !== null)).toBe(true);

      // The first real account still becomes the admin.
      const first = await demo.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "owner@example.com", password: "secret123" } });
      expect(first.json().user.role).toBe("admin");
    } finally {
      await demo.app.close();
    }
  });
});

describe("web app", () => {
  it("serves index.html at / and for deep links such as /login", async () => {
    for (const url of ["/", "/login", "/some/deep/link?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain(WEB_APP_MARKER);
    }
  });

  it("serves fingerprinted assets for a year and a missing one as 404", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ method: "GET", url: "/assets/gone-123.js" })).statusCode).toBe(404);
  });

  it("never answers an unknown API path with the app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: "Not found" });
  });

  it("serves a placeholder page when the web app is not built", async () => {
    const bare = await buildTestApp({ webDist: mkdtempSync(path.join(tmpdir(), "life-empty-")) });
    try {
      for (const url of ["/", "/login"]) {
        const response = await bare.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("not built");
      }
      expect((await bare.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await bare.app.close();
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("documents the API from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/thoughts", "/api/thoughts/{id}", "/api/auth/login", "/api/auth/register", "/api/health"]),
    );
    const create = document.paths["/api/thoughts"].post;
    expect(create.requestBody.content["application/json"].schema.properties).toHaveProperty("original_input");
    // A session, or an API key (as bearer or x-api-key) of a type allowed to capture.
    expect(create.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(document.paths["/api/auth/me"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths["/api/openapi.json"]).toBeUndefined();
  });
});

describe("requests", () => {
  it("returns a request id, keeping a caller's when it is well-formed", async () => {
    const own = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(own.headers["x-request-id"]).toBe("abc-123");
    const made = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "bad id\n" } });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("mounts the API under a configured base path", async () => {
    const moved = await buildTestApp({ apiBasePath: "/v1" });
    try {
      expect((await moved.app.inject({ method: "GET", url: "/v1/health" })).statusCode).toBe(200);
      expect((await moved.app.inject({ method: "GET", url: "/v1/nope" })).json()).toEqual({ error: "Not found" });
    } finally {
      await moved.app.close();
    }
  });
});
