import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, makeWebDist, type TestApp } from "./build-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  const directives = new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("script-src")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp).not.toContain("unsafe-inline");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-frame-options"]).toBe("DENY");
}

describe("security headers", () => {
  it("are on API answers, errors included", async () => {
    expectSecurityHeaders((await t.app.inject({ method: "GET", url: "/api/health" })).headers);
    expectSecurityHeaders((await t.app.inject({ method: "GET", url: "/api/auth/me" })).headers);
  });

  it("are on the web page, its deep links and its assets", async () => {
    for (const url of ["/", "/login", "/assets/app-abc123.js"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response.headers);
    }
  });

  it("hold for the built web app: no inline script or style for the policy to block", () => {
    const built = path.resolve(import.meta.dirname, "../../web/dist/index.html");
    const html = (() => {
      try {
        return readFileSync(built, "utf8");
      } catch {
        // Not built in this checkout: check the stand-in, which has the same shape.
        return readFileSync(path.join(makeWebDist(), "index.html"), "utf8");
      }
    })();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /\bsrc=/.test(tag))).toBe(true);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
