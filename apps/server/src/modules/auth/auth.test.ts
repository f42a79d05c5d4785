import { ACCOUNT_EXISTS, INVALID_CREDENTIALS, PASSWORD_TOO_SHORT } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { hashToken } from "./credentials.js";
import { SIGNUPS_CLOSED, TOO_MANY_ATTEMPTS } from "./auth.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const login = (email: string, password: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: ip });
const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });

describe("POST /api/auth/register", () => {
  it("creates the first account as admin and signs it in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "  First@Example.com ", password: "secret123", display_name: "First", timezone: "Europe/Paris" },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ email: "first@example.com", display_name: "First", role: "admin", timezone: "Europe/Paris" });
    expect(Object.keys(body.user).sort()).toEqual(["created_at", "display_name", "email", "id", "last_login", "role", "timezone"]);
    expect((await me(body.token)).json().user.id).toBe(body.user.id);
  });

  it("makes later accounts ordinary users with the default time zone", async () => {
    const { user } = await registerUser(t.app);
    expect(user).toMatchObject({ role: "user", timezone: "America/Halifax", display_name: null });
  });

  it("stores an argon2id hash and only the token's SHA-256", async () => {
    const { token, user } = await registerUser(t.app);
    const row = await t.database.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await t.database.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(token)]);
  });

  it("answers 409 for an existing e-mail, whatever its case", async () => {
    const email = uniqueEmail();
    await registerUser(t.app, email);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: email.toUpperCase(), password: "another1" } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ACCOUNT_EXISTS });
  });

  it("rejects a short password and a malformed e-mail with readable messages", async () => {
    const short = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password: "12345" } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: PASSWORD_TOO_SHORT });
    const bad = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "not-an-email", password: "secret123" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("email");
    const zone = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password: "secret123", timezone: "Mars/Olympus" } });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error).toMatch(/^timezone/);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in, records last_login and returns a working token", async () => {
    const user = await makeUser(t.database);
    const response = await login(user.email, "password123");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(user.id);
    expect(body.user.last_login).not.toBeNull();
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = await makeUser(t.database);
    for (const response of [await login(user.email, "wrong-password"), await login(uniqueEmail("nobody"), "whatever")]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: INVALID_CREDENTIALS });
    }
  });

  it("answers 429 after 10 failures for an IP and e-mail, even with the right password", async () => {
    const user = await makeUser(t.database);
    for (let i = 0; i < 10; i++) expect((await login(user.email, "wrong", "10.9.9.9")).statusCode).toBe(401);
    const blocked = await login(user.email, "password123", "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(blocked.headers["retry-after"]).toBe("900");
    // Another address for the same account is not locked out.
    expect((await login(user.email, "password123", "10.8.8.8")).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful login", async () => {
    const user = await makeUser(t.database);
    for (let i = 0; i < 9; i++) await login(user.email, "wrong", "10.7.7.7");
    expect((await login(user.email, "password123", "10.7.7.7")).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(user.email, "wrong", "10.7.7.7")).statusCode).toBe(401);
  });

  it("lets failures older than 15 minutes lapse", async () => {
    const user = await makeUser(t.database);
    for (let i = 0; i < 10; i++) await login(user.email, "wrong", "10.6.6.6");
    await t.database.db.updateTable("login_failures").set({ created_at: new Date(Date.now() - 16 * 60_000) }).execute();
    expect((await login(user.email, "password123", "10.6.6.6")).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("answers 401 without a token or with a made-up one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const response = await me("not-a-real-token");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("error");
  });

  it("revokes the token on logout", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(token)).statusCode).toBe(401);
  });

  it("accepts a logout sent with a JSON content type and no body", async () => {
    const token = await makeSession(t.database, await makeUser(t.database));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses an expired token", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    await t.database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", hashToken(token))
      .execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("extends a session when it is used, at most once a minute", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const stale = new Date(Date.now() - 5 * 60_000);
    const tokenHash = hashToken(token);
    await t.database.db.updateTable("sessions").set({ last_used_at: stale, expires_at: new Date(Date.now() + 60_000) }).where("token_hash", "=", tokenHash).execute();
    expect((await me(token)).statusCode).toBe(200);
    const row = await t.database.db.selectFrom("sessions").select(["last_used_at", "expires_at"]).where("token_hash", "=", tokenHash).executeTakeFirstOrThrow();
    const expiresAt = new Date(row.expires_at).getTime();
    expect(new Date(row.last_used_at).getTime()).toBeGreaterThan(stale.getTime());
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    // A second request within the minute does not write again.
    await me(token);
    const again = await t.database.db.selectFrom("sessions").select("expires_at").where("token_hash", "=", tokenHash).executeTakeFirstOrThrow();
    expect(new Date(again.expires_at).getTime()).toBe(expiresAt);
  });
});

describe("closed signups", () => {
  it("answers 403 with a clear message and still lets people log in", async () => {
    const closed = await buildTestApp({ signups: "closed" });
    try {
      const response = await closed.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password: "secret123" } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: SIGNUPS_CLOSED });
      const user = await makeUser(closed.database);
      const ok = await closed.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password: "password123" } });
      expect(ok.statusCode).toBe(200);
      expect((await closed.app.inject({ method: "GET", url: "/api/config" })).json().signups).toBe("closed");
    } finally {
      await closed.app.close();
    }
  });
});
