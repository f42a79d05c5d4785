import { classifyLocal } from "@life/classifier";
import type { MarchingOrdersStatus, PageTicketResponse, ProcessorWorkResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, testConfig, withStandInLlm, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { CLASSIFY_JOB, classifyKey } from "../classification/classification.service.js";
import { hashToken } from "../auth/credentials.js";
import { PAGE_COOKIE_TTL_MS, PAGE_TICKET_TTL_MS, PageAccessService } from "./page-access.service.js";
import { PAGE_COOKIE } from "./page-auth.js";
import { PageGrantsRepository } from "./page-grants.repository.js";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const HOSTILE_TITLE = `<script>alert("x")</script> & "quotes"`;

let t: TestApp;
let admin: { token: string; id: string };
let userToken: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { ...withStandInLlm(), processing: { ...withStandInLlm().processing!, jobMaxAttempts: 1 }, logLevel: "info" },
    {
      logStream: { write: (line: string) => void logLines.push(line) },
      classificationEngines: {
        classify: async (input) => {
          if (input.text.includes("unreachable")) throw new Error("model said <b>no</b>");
          return classifyLocal(input);
        },
      },
    },
  );
  const registered = await registerUser(t.app);
  admin = { token: registered.token, id: registered.user.id };
  userToken = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
});

const PAGES = [
  { page: "marching-orders-status", path: "/api/debug/marching-orders-status", cookiePath: "/api/debug/marching-orders-status" },
  { page: "file-browser", path: "/api/file-browser/", cookiePath: "/api/file-browser" },
] as const;

async function ticket(page: string, token = admin.token) {
  return t.app.inject({ method: "POST", url: "/api/debug/page-ticket", headers: bearer(token), payload: { page } });
}

/** What a new tab does: load the ticket URL with no Authorization header, keep the cookie, follow the redirect. */
async function openInTab(url: string): Promise<{ cookie: string; setCookie: string; location: string; status: number }> {
  const response = await t.app.inject({ method: "GET", url, headers: { accept: BROWSER_ACCEPT } });
  const setCookie = String(response.headers["set-cookie"] ?? "");
  const cookie = response.cookies.find((c) => c.name === PAGE_COOKIE)?.value ?? "";
  return { cookie, setCookie, location: String(response.headers.location ?? ""), status: response.statusCode };
}

const page = (path: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: path, headers });

describe("admin backend pages", () => {
  it("answer 401 without credentials, as JSON to a script and as an HTML page to a browser tab", async () => {
    for (const { path } of PAGES) {
      const json = await page(path, {});
      expect(json.statusCode, path).toBe(401);
      expect(json.json(), path).toEqual({ error: "Authentication required" });
      const html = await page(path, { accept: BROWSER_ACCEPT });
      expect(html.statusCode, path).toBe(401);
      expect(html.headers["content-type"], path).toMatch(/^text\/html/);
      expect(html.body, path).toContain("<h1>Sign-in needed</h1>");
    }
    expect((await t.app.inject({ method: "POST", url: "/api/debug/page-ticket", payload: { page: "file-browser" } })).statusCode).toBe(401);
  });

  it("answer 403 to a non-admin, with a token, for a ticket, and through an impersonation session", async () => {
    for (const { page: name, path } of PAGES) {
      expect((await page(path, bearer(userToken))).statusCode, path).toBe(403);
      const html = await page(path, { ...bearer(userToken), accept: BROWSER_ACCEPT });
      expect(html.statusCode, path).toBe(403);
      expect(html.body, path).toContain("<h1>Not allowed</h1>");
      const refused = await ticket(name, userToken);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json(), name).toEqual({ error: "Admin access required" });
    }
    const person = await makeUser(t.database);
    const started = await t.app.inject({ method: "POST", url: `/api/admin/impersonate/${person.id}`, headers: bearer(admin.token) });
    const { impersonationToken } = started.json<{ impersonationToken: string }>();
    expect((await ticket("file-browser", impersonationToken)).statusCode).toBe(403);
    expect((await page("/api/file-browser/", bearer(impersonationToken))).statusCode).toBe(403);
  });

  it("open in a tab from a single-use ticket: the ticket becomes a path-scoped HttpOnly SameSite=Strict cookie and leaves the URL", async () => {
    for (const { page: name, path, cookiePath } of PAGES) {
      const issued = await ticket(name);
      expect(issued.statusCode, name).toBe(201);
      const { url, expires_at } = issued.json<PageTicketResponse>();
      expect(url.startsWith(`${path}?ticket=`), name).toBe(true);
      expect(url, name).not.toContain(admin.token);
      expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

      const tab = await openInTab(url);
      expect(tab.status, name).toBe(303);
      expect(tab.location, name).toBe(path);
      expect(tab.setCookie, name).toContain(`Path=${cookiePath};`);
      expect(tab.setCookie, name).toContain("HttpOnly");
      expect(tab.setCookie, name).toContain("SameSite=Strict");
      expect(tab.setCookie, name).toContain("Max-Age=1800");
      expect(tab.cookie, name).not.toBe("");

      const shown = await page(path, { accept: BROWSER_ACCEPT, cookie: `${PAGE_COOKIE}=${tab.cookie}` });
      expect(shown.statusCode, name).toBe(200);
      expect(shown.headers["content-type"], name).toMatch(/^text\/html/);
      expect(shown.headers["cache-control"], name).toBe("no-store");

      // Used once: a second load of the same link is refused and sets nothing.
      const again = await openInTab(url);
      expect(again.status, name).toBe(401);
      expect(again.setCookie, name).toBe("");
    }
  });

  it("never reuse a page's ticket or cookie for the other page", async () => {
    const { url } = (await ticket("file-browser")).json<PageTicketResponse>();
    const wrongPage = url.replace("/api/file-browser/", "/api/debug/marching-orders-status");
    expect((await openInTab(wrongPage)).status).toBe(401);
    const tab = await openInTab(url);
    expect(tab.status).toBe(303);
    const elsewhere = await page("/api/debug/marching-orders-status", { accept: BROWSER_ACCEPT, cookie: `${PAGE_COOKIE}=${tab.cookie}` });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("end a page's cookie with the admin's session, and refuse it once the admin is demoted", async () => {
    const otherAdmin = await makeUser(t.database, { role: "admin" });
    const token = await makeSession(t.database, otherAdmin);
    const openStatus = async () => {
      const tab = await openInTab((await ticket("marching-orders-status", token)).json<PageTicketResponse>().url);
      return (headers: Record<string, string> = {}) => page("/api/debug/marching-orders-status", { cookie: `${PAGE_COOKIE}=${tab.cookie}`, ...headers });
    };
    const load = await openStatus();
    expect((await load()).statusCode).toBe(200);
    expect((await load()).json<MarchingOrdersStatus>().queue).toBeDefined();

    const demote = await t.app.inject({ method: "PUT", url: `/api/admin/users/${otherAdmin.id}/role`, headers: bearer(admin.token), payload: { role: "user" } });
    expect(demote.statusCode).toBe(200);
    expect((await load()).statusCode).toBe(403);
    await t.app.inject({ method: "PUT", url: `/api/admin/users/${otherAdmin.id}/role`, headers: bearer(admin.token), payload: { role: "admin" } });
    expect((await load()).statusCode).toBe(200);

    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) })).statusCode).toBeLessThan(300);
    const ended = await load({ accept: BROWSER_ACCEPT });
    expect(ended.statusCode).toBe(401);
    expect(ended.body).toContain("Open it again from the admin menu.");
  });

  it("list the processor's recent work with whose it was, escaping every value, under the CSP with no inline script or style", async () => {
    const person = await makeUser(t.database, { email: "maya@example.com" });
    const done = await makeThought(t.database, person, { original_input: "Book the dentist", ai_title: "Book the dentist" });
    const failed = await makeThought(t.database, person, { original_input: "model unreachable today", ai_title: HOSTILE_TITLE });
    for (const thought of [done, failed]) {
      await t.app.processing.queue.enqueue(CLASSIFY_JOB, { thoughtId: thought.id, userId: person.id }, classifyKey(thought.id));
    }
    await t.app.processing.worker.runUntilIdle();

    const json = await page("/api/file-browser/", { ...bearer(admin.token), accept: "application/json" });
    expect(json.statusCode).toBe(200);
    const { data } = json.json<ProcessorWorkResponse>();
    expect(data.find((w) => w.subject === HOSTILE_TITLE)).toMatchObject({ status: "failed", account_email: "maya@example.com", error: "model said <b>no</b>", type: CLASSIFY_JOB });
    expect(data.find((w) => w.subject === "Book the dentist")).toMatchObject({ status: "done", account_email: "maya@example.com", error: null });

    const tab = await openInTab((await ticket("file-browser")).json<PageTicketResponse>().url);
    const html = await page("/api/file-browser/", { accept: BROWSER_ACCEPT, cookie: `${PAGE_COOKIE}=${tab.cookie}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(html.body).toContain("model said &lt;b&gt;no&lt;/b&gt;");
    expect(html.body).toContain("maya@example.com");
    expect(html.body).not.toContain("<script");
    expect(html.body).not.toMatch(/<style|style=/);
    expect(html.body).toContain('<link rel="stylesheet" href="/api/admin-pages/page.css">');
    expect(html.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(html.headers["content-security-policy"]).toContain("style-src 'self'");

    const css = await t.app.inject({ method: "GET", url: "/api/admin-pages/page.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("render the status page as HTML with a reload link, and JSON to a script", async () => {
    const html = await page("/api/debug/marching-orders-status", { ...bearer(admin.token), accept: BROWSER_ACCEPT });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain("<h1>Debug Status</h1>");
    expect(html.body).toContain('<a href="/api/debug/marching-orders-status">Reload</a>');
    expect(html.body).not.toContain("http-equiv");
    expect(html.body).toContain("model said &lt;b&gt;no&lt;/b&gt;");
    const json = await page("/api/debug/marching-orders-status", { ...bearer(admin.token), accept: "application/json" });
    expect(json.json<MarchingOrdersStatus>()).toMatchObject({ engine: "llm:stand-in", worker: { in_process: false } });
  });

  it("refuse a ticket after 60 seconds and a cookie after 30 minutes, and prune both afterwards", async () => {
    const owner = await makeUser(t.database, { role: "admin" });
    const token = await makeSession(t.database, owner);
    const session = await t.database.db.selectFrom("sessions").select("id").where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    let now = new Date();
    const access = new PageAccessService(new PageGrantsRepository(t.database.db), { sessionMaxAgeMs: 30 * 24 * 3600_000, now: () => now });
    const auth = { user: owner, sessionId: session.id };
    const ticketOf = (url: string) => decodeURIComponent(url.split("ticket=")[1]!);

    const late = ticketOf((await access.issueTicket(auth, "file-browser", "/api/file-browser/")).url);
    now = new Date(now.getTime() + PAGE_TICKET_TTL_MS + 1);
    expect(await access.exchangeTicket(late, "file-browser")).toBeNull();

    const onTime = ticketOf((await access.issueTicket(auth, "file-browser", "/api/file-browser/")).url);
    const exchanged = await access.exchangeTicket(onTime, "file-browser");
    expect(exchanged).not.toBeNull();
    expect((await access.authenticateCookie(exchanged!.cookie, "file-browser"))?.user.id).toBe(owner.id);
    now = new Date(now.getTime() + PAGE_COOKIE_TTL_MS + 1);
    expect(await access.authenticateCookie(exchanged!.cookie, "file-browser")).toBeNull();

    now = new Date(now.getTime() + PAGE_TICKET_TTL_MS);
    expect(await access.pruneExpired()).toBeGreaterThanOrEqual(2);
    const left = await t.database.db.selectFrom("admin_page_grants").select("id").where("user_id", "=", owner.id).execute();
    expect(left).toEqual([]);
  });

  it("keep the ticket out of the request log", async () => {
    const { url } = (await ticket("file-browser")).json<PageTicketResponse>();
    const secret = decodeURIComponent(url.split("ticket=")[1]!);
    await openInTab(url);
    const logged = logLines.join("\n");
    expect(logged).toContain("/api/file-browser/?ticket=[redacted]");
    expect(logged).not.toContain(secret);
  });

  it("mark the cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await buildTestApp({ ...testConfig(), trustProxy: 1 });
    try {
      const { token } = await registerUser(proxied.app);
      const { url } = (await proxied.app.inject({ method: "POST", url: "/api/debug/page-ticket", headers: bearer(token), payload: { page: "file-browser" } })).json<PageTicketResponse>();
      const response = await proxied.app.inject({ method: "GET", url, headers: { accept: BROWSER_ACCEPT, "x-forwarded-proto": "https" } });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers["set-cookie"])).toContain("Secure");
    } finally {
      await proxied.app.close();
    }
  });
});
