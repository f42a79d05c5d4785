import { CURRENT_PASSWORD_WRONG, PASSWORD_TOO_SHORT, type User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { FACTORY_PASSWORD, makeSession, makeUser } from "../../../test/factories.js";
import { UsersRepository } from "../users/users.repository.js";
import { AuthService } from "./auth.service.js";
import { hashToken } from "./credentials.js";
import { LoginFailuresRepository } from "./login-failures.repository.js";
import { SessionsRepository } from "./sessions.repository.js";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionMaxAgeDays: 30 });
});
afterAll(async () => {
  await t.app.close();
});

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const changePassword = (token: string, payload: object) => t.app.inject({ method: "POST", url: "/api/auth/password", headers: bearer(token), payload });
const startedDaysAgo = (token: string, days: number) =>
  t.database.db.updateTable("sessions").set({ created_at: new Date(Date.now() - days * DAY) }).where("token_hash", "=", hashToken(token)).execute();

describe("session tokens", () => {
  it("signs in with a token that happens to start like an API key (li_)", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const shaped = `li_${token.slice(3)}`;
    await t.database.db.updateTable("sessions").set({ token_hash: hashToken(shaped) }).where("token_hash", "=", hashToken(token)).execute();
    const answer = await me(shaped);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ user: User }>().user.id).toBe(user.id);
  });
});

describe("session lifetime", () => {
  it("ends a session 30 days after sign-in however recently it was used", async () => {
    const user = await makeUser(t.database);
    const [old, recent] = [await makeSession(t.database, user), await makeSession(t.database, user)];
    await startedDaysAgo(old, 31);
    await startedDaysAgo(recent, 29);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(recent)).statusCode).toBe(200);
  });

  it("prunes revoked, idle-expired and too-old sessions, keeping live ones", async () => {
    const user: User = await makeUser(t.database);
    const tokens = await Promise.all([1, 2, 3, 4].map(() => makeSession(t.database, user)));
    const [live, revoked, idle, old] = tokens as [string, string, string, string];
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(revoked) });
    await t.database.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) }).where("token_hash", "=", hashToken(idle)).execute();
    await startedDaysAgo(old, 31);
    const auth = new AuthService(new UsersRepository(t.database.db), new SessionsRepository(t.database.db), new LoginFailuresRepository(t.database.db), {
      signups: "open",
      sessionMaxAgeMs: 30 * DAY,
    });
    await auth.pruneExpired();
    const left = await t.database.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute();
    expect(left.map((row) => row.token_hash)).toEqual([hashToken(live)]);
  });
});

describe("POST /api/auth/password", () => {
  it("changes the password, keeps this session and signs out the others", async () => {
    const user = await makeUser(t.database);
    const [mine, other] = [await makeSession(t.database, user), await makeSession(t.database, user)];
    const response = await changePassword(mine, { current_password: FACTORY_PASSWORD, new_password: "a-new-secret" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, "a-new-secret")).statusCode).toBe(200);
    const row = await t.database.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a wrong current password or a short new one, changing nothing", async () => {
    const user = await makeUser(t.database);
    const [mine, other] = [await makeSession(t.database, user), await makeSession(t.database, user)];
    const wrong = await changePassword(mine, { current_password: "not-it", new_password: "a-new-secret" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: CURRENT_PASSWORD_WRONG });
    const short = await changePassword(mine, { current_password: FACTORY_PASSWORD, new_password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: `new_password: ${PASSWORD_TOO_SHORT}` });
    expect((await changePassword(mine, { new_password: "a-new-secret" })).statusCode).toBe(400);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/password", payload: { current_password: "x", new_password: "y-long-enough" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("signs out every session of the user, this one included, and no one else's", async () => {
    const user = await makeUser(t.database);
    const [mine, other] = [await makeSession(t.database, user), await makeSession(t.database, user)];
    const someoneElse = await makeSession(t.database, await makeUser(t.database));
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout-all", headers: bearer(mine) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });
});
