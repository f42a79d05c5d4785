import type { AdminActivitiesResponse, AdminStatsResponse, AdminUsersResponse, ImpersonationResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { FACTORY_PASSWORD, makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { hashToken } from "../auth/credentials.js";
import { ACCOUNT_DISABLED } from "../auth/auth.service.js";

let t: TestApp;
let admin: User;
let adminToken: string;
let person: User;
let personToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.database, { role: "admin", email: `admin-${Date.now()}@example.com` });
  adminToken = await makeSession(t.database, admin);
  person = await makeUser(t.database, { email: `person-${Date.now()}@example.com` });
  personToken = await makeSession(t.database, person);
});
afterAll(async () => {
  await t.app.close();
});

type Method = "GET" | "POST" | "PUT";
const api = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function activities(limit = 50) {
  const response = await api("GET", `/admin/activities?limit=${limit}`, adminToken);
  expect(response.statusCode).toBe(200);
  return response.json<AdminActivitiesResponse>().data;
}

async function impersonate(userId = person.id): Promise<ImpersonationResponse> {
  const response = await api("POST", `/admin/impersonate/${userId}`, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImpersonationResponse>();
}

describe("GET /api/admin/users", () => {
  it("lists every account with role, thought count and last login", async () => {
    const busy = await makeUser(t.database);
    for (let i = 0; i < 3; i += 1) await makeThought(t.database, busy, { original_input: `note ${i}` });
    const login = await api("POST", "/auth/login", undefined, { email: busy.email, password: FACTORY_PASSWORD });
    expect(login.statusCode).toBe(200);

    const response = await api("GET", "/admin/users", adminToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json<AdminUsersResponse>().data;
    expect(rows.find((r) => r.id === busy.id)).toMatchObject({ email: busy.email, role: "user", total_events: 3, disabled: false });
    expect(rows.find((r) => r.id === busy.id)?.last_login).toEqual(expect.any(String));
    expect(rows.find((r) => r.id === admin.id)).toMatchObject({ role: "admin", total_events: 0, last_login: null });
  });

  it("answers 401 without a token and 403 to an ordinary user", async () => {
    expect((await api("GET", "/admin/users")).statusCode).toBe(401);
    const forbidden = await api("GET", "/admin/users", personToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: "Administrator access required" });
  });
});

describe("the activity log", () => {
  it("records sign-in, capture and completion, newest first, with the person's e-mail and the title", async () => {
    const writer = await makeUser(t.database);
    const login = await api("POST", "/auth/login", undefined, { email: writer.email, password: FACTORY_PASSWORD });
    const token = login.json<{ token: string }>().token;
    const created = await api("POST", "/thoughts", token, { original_input: "Renew the passport before March" });
    expect(created.statusCode).toBe(201);
    const thought = created.json<{ data: { id: string; ai_title: string | null } }>().data;
    expect((await api("PUT", `/thoughts/${thought.id}`, token, { status: "completed" })).statusCode).toBe(200);

    const mine = (await activities()).filter((a) => a.user_email === writer.email);
    expect(mine.map((a) => a.activity_type)).toEqual(["completion", "capture", "sign_in"]);
    expect(mine[1]!.ai_title).toBe(thought.ai_title ?? "Renew the passport before March");
    expect(mine.every((a) => a.actor_email === null)).toBe(true);
  });

  it("records the creation of an API key, with its name and type", async () => {
    const owner = await makeUser(t.database);
    const token = await makeSession(t.database, owner);
    expect((await api("POST", "/api-keys/shortcut", token, { name: "Phone", device: "iPhone" })).statusCode).toBe(201);
    const mine = (await activities()).filter((a) => a.user_email === owner.email);
    expect(mine.map((a) => [a.activity_type, a.ai_title])).toEqual([["api_key_created", "Phone (shortcut)"]]);
  });

  it("records a task the classifier completes, as a completion by AI resolution", async () => {
    const owner = await makeUser(t.database);
    const token = await makeSession(t.database, owner);
    await makeThought(t.database, owner, { original_input: "Call the plumber", ai_title: "Call the plumber", container_type: "Tasks", event_type: "task", domain: "personal" });
    expect((await api("POST", "/thoughts", token, { original_input: "finally called the plumber" })).statusCode).toBe(201);
    await t.app.processing.worker.runUntilIdle();
    const mine = (await activities()).filter((a) => a.user_email === owner.email);
    expect(mine.find((a) => a.activity_type === "completion")).toMatchObject({ ai_title: "Call the plumber", detail: "completed by AI resolution" });
  });

  it("answers at most `limit` rows and refuses a bad limit", async () => {
    expect(await activities(2)).toHaveLength(2);
    expect((await api("GET", "/admin/activities?limit=0", adminToken)).statusCode).toBe(400);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts accounts, thoughts, and today's captures and active accounts in the server's zone", async () => {
    const before = (await api("GET", "/admin/stats", adminToken)).json<AdminStatsResponse>().data;
    const quiet = await makeUser(t.database);
    await makeThought(t.database, quiet, { original_input: "two days ago", created_at: new Date(Date.now() - 2 * 86_400_000 - 60_000) });
    const active = await makeUser(t.database);
    await makeThought(t.database, active, { original_input: "just now" });

    const after = (await api("GET", "/admin/stats", adminToken)).json<AdminStatsResponse>().data;
    expect(after.total_users).toBe(before.total_users + 2);
    expect(after.total_events).toBe(before.total_events + 2);
    expect(after.events_today).toBe(before.events_today + 1);
    expect(after.active_today).toBe(before.active_today + 1);
    expect(after.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const start = Date.parse(after.day_start);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - start).toBeLessThan(25 * 3_600_000);
  });
});

describe("impersonation", () => {
  it("acts as the person, sees their feed, and audits every request with both ids", async () => {
    await makeThought(t.database, person, { original_input: "Person's own private note" });
    const { impersonationToken, user, expires_at } = await impersonate();
    expect(user).toMatchObject({ id: person.id, email: person.email });
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const me = await api("GET", "/auth/me", impersonationToken);
    expect(me.json<{ user: User }>().user.id).toBe(person.id);
    const feed = await api("GET", "/thoughts", impersonationToken);
    expect(feed.body).toContain("Person's own private note");

    const rows = await t.database.db
      .selectFrom("activity_log")
      .select(["user_id", "actor_id", "activity_type", "detail"])
      .where("user_id", "=", person.id)
      .where("actor_id", "=", admin.id)
      .execute();
    expect(rows.map((r) => r.activity_type)).toEqual(expect.arrayContaining(["impersonation_start", "impersonated_request"]));
    expect(rows.filter((r) => r.activity_type === "impersonated_request").map((r) => r.detail)).toEqual(
      expect.arrayContaining(["GET /api/auth/me → 200", "GET /api/thoughts → 200"]),
    );
    const shown = (await activities()).find((a) => a.activity_type === "impersonated_request");
    expect(shown).toMatchObject({ user_email: person.email, actor_email: admin.email });
    // The person's last login is theirs alone.
    expect((await api("GET", "/auth/me", personToken)).json<{ user: User }>().user.last_login).toBeNull();
  });

  it("never reaches admin routes, cannot impersonate again, and cannot change the password or make keys", async () => {
    const { impersonationToken } = await impersonate();
    for (const [method, url] of [["GET", "/admin/users"], ["GET", "/admin/stats"], ["POST", `/admin/impersonate/${person.id}`], ["GET", "/admin/duplicates"]] as const) {
      expect((await api(method, url, impersonationToken)).statusCode, url).toBe(403);
    }
    const password = await api("POST", "/auth/password", impersonationToken, { current_password: FACTORY_PASSWORD, new_password: "changed123" });
    expect(password.statusCode).toBe(403);
    expect((await api("POST", "/auth/logout-all", impersonationToken)).statusCode).toBe(403);
    expect((await api("GET", "/auth/me", personToken)).statusCode).toBe(200);
  });

  it("refuses to impersonate an admin or an unknown id", async () => {
    const other = await makeUser(t.database, { role: "admin" });
    const response = await api("POST", `/admin/impersonate/${other.id}`, adminToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Administrators cannot be impersonated" });
    expect((await api("POST", "/admin/impersonate/00000000-0000-4000-8000-000000000000", adminToken)).statusCode).toBe(404);
  });

  it("expires an hour after it starts, however it is used", async () => {
    const { impersonationToken } = await impersonate();
    const session = () => t.database.db.selectFrom("sessions").select(["expires_at", "impersonator_id"]).where("token_hash", "=", hashToken(impersonationToken)).executeTakeFirstOrThrow();
    const { expires_at, impersonator_id } = await session();
    expect(impersonator_id).toBe(admin.id);
    // Used after the touch interval: an ordinary session would be extended by 30 days, this one is not.
    await t.database.db.updateTable("sessions").set({ last_used_at: new Date(Date.now() - 10 * 60_000) }).where("token_hash", "=", hashToken(impersonationToken)).execute();
    expect((await api("GET", "/auth/me", impersonationToken)).statusCode).toBe(200);
    expect(new Date((await session()).expires_at).getTime()).toBe(new Date(expires_at).getTime());

    await t.database.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) }).where("token_hash", "=", hashToken(impersonationToken)).execute();
    expect((await api("GET", "/auth/me", impersonationToken)).statusCode).toBe(401);
    expect((await api("GET", "/auth/me", personToken)).statusCode).toBe(200);
  });

  it("stops with the impersonation token, which then answers 401, and the admin's own token works on", async () => {
    const { impersonationToken } = await impersonate();
    const stop = await api("POST", "/admin/impersonate/stop", impersonationToken);
    expect(stop.json()).toEqual({ success: true, ended: 1 });
    expect((await api("GET", "/auth/me", impersonationToken)).statusCode).toBe(401);
    expect((await api("GET", "/admin/users", adminToken)).statusCode).toBe(200);
    const stopped = (await activities()).find((a) => a.activity_type === "impersonation_stop");
    expect(stopped).toMatchObject({ user_email: person.email, actor_email: admin.email });
  });

  it("stops every live impersonation of the admin when called with the admin's token; an ordinary user gets 403", async () => {
    // Earlier tests left theirs running.
    expect((await api("POST", "/admin/impersonate/stop", adminToken)).statusCode).toBe(200);
    const first = await impersonate();
    const second = await impersonate();
    expect((await api("POST", "/admin/impersonate/stop", adminToken)).json()).toMatchObject({ ended: 2 });
    for (const { impersonationToken } of [first, second]) expect((await api("GET", "/auth/me", impersonationToken)).statusCode).toBe(401);
    expect((await api("POST", "/admin/impersonate/stop", personToken)).statusCode).toBe(403);
  });
});

describe("roles and disabled accounts", () => {
  it("promotes and demotes, audited; an admin cannot demote themself", async () => {
    const someone = await makeUser(t.database);
    const token = await makeSession(t.database, someone);
    expect((await api("GET", "/admin/users", token)).statusCode).toBe(403);
    const promoted = await api("PUT", `/admin/users/${someone.id}/role`, adminToken, { role: "admin" });
    expect(promoted.json()).toMatchObject({ data: { id: someone.id, role: "admin" } });
    expect((await api("GET", "/admin/users", token)).statusCode).toBe(200);
    expect((await api("PUT", `/admin/users/${someone.id}/role`, adminToken, { role: "user" })).statusCode).toBe(200);
    expect((await api("GET", "/admin/users", token)).statusCode).toBe(403);

    const self = await api("PUT", `/admin/users/${admin.id}/role`, adminToken, { role: "user" });
    expect(self.statusCode).toBe(400);
    expect((await api("PUT", "/admin/users/00000000-0000-4000-8000-000000000000/role", adminToken, { role: "admin" })).statusCode).toBe(404);
    const audit = (await activities()).filter((a) => a.activity_type === "role_change" && a.user_email === someone.email);
    expect(audit.map((a) => a.detail)).toEqual(["role set to user", "role set to admin"]);
  });

  it("disabling stops the account's sessions at once and its sign-in; enabling lets it sign in again", async () => {
    const someone = await makeUser(t.database);
    const token = await makeSession(t.database, someone);
    expect((await api("GET", "/auth/me", token)).statusCode).toBe(200);
    const key = (await api("POST", "/api-keys", token, { name: "script", type: "general" })).json<{ data: { apiKey: string } }>().data.apiKey;
    expect((await api("GET", "/thoughts", key)).statusCode).toBe(200);
    const disabled = await api("PUT", `/admin/users/${someone.id}/disabled`, adminToken, { disabled: true });
    expect(disabled.json()).toMatchObject({ data: { disabled: true } });
    expect((await api("GET", "/auth/me", token)).statusCode).toBe(401);
    // Its API keys stop at once too.
    expect((await api("GET", "/thoughts", key)).statusCode).toBe(401);
    const login = await api("POST", "/auth/login", undefined, { email: someone.email, password: FACTORY_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: ACCOUNT_DISABLED });
    expect((await api("POST", `/admin/impersonate/${someone.id}`, adminToken)).statusCode).toBe(409);

    expect((await api("PUT", `/admin/users/${someone.id}/disabled`, adminToken, { disabled: false })).statusCode).toBe(200);
    expect((await api("POST", "/auth/login", undefined, { email: someone.email, password: FACTORY_PASSWORD })).statusCode).toBe(200);
    expect((await api("PUT", `/admin/users/${admin.id}/disabled`, adminToken, { disabled: true })).statusCode).toBe(400);
  });

  it("a wrong password for a disabled account still says only that the credentials are wrong", async () => {
    const someone = await makeUser(t.database);
    await api("PUT", `/admin/users/${someone.id}/disabled`, adminToken, { disabled: true });
    const login = await api("POST", "/auth/login", undefined, { email: someone.email, password: "not-the-password" });
    expect(login.statusCode).toBe(401);
  });
});
