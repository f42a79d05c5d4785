import { INVALID_CREDENTIALS } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { FACTORY_PASSWORD, makeUser } from "../../../test/factories.js";
import { UsersRepository } from "../users/users.repository.js";
import { AuthService, MAX_IP_LOGIN_FAILURES, TOO_MANY_ATTEMPTS, accountSlowdownMs } from "./auth.service.js";
import { LoginFailuresRepository } from "./login-failures.repository.js";
import { SessionsRepository } from "./sessions.repository.js";

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.app.close();
  await proxied.app.close();
});

const login = (app: TestApp["app"], email: string, password: string, ip: string, forwardedFor?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: ip,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("login throttling", () => {
  it("lets at most 10 of 20 concurrent wrong guesses reach the password check; the rest answer 429", async () => {
    const user = await makeUser(t.database);
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(t.app, user.email, "wrong", "10.20.0.1")));
    const statuses = responses.map((r) => r.statusCode);
    // How many get through depends on how the database interleaves them (all 10 on SQLite's
    // one connection, fewer on a PostgreSQL pool), never more than the limit.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect((await login(t.app, user.email, FACTORY_PASSWORD, "10.20.0.1")).statusCode).toBe(429);
  });

  it("limits one address trying many accounts, without touching other addresses", async () => {
    for (let i = 0; i < MAX_IP_LOGIN_FAILURES; i++) {
      expect((await login(t.app, uniqueEmail("sprayed"), "wrong", "10.30.0.1")).statusCode).toBe(401);
    }
    const user = await makeUser(t.database);
    const blocked = await login(t.app, user.email, FACTORY_PASSWORD, "10.30.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(blocked.headers["retry-after"]).toBe("900");
    expect((await login(t.app, user.email, FACTORY_PASSWORD, "10.30.0.2")).statusCode).toBe(200);
  });

  it("never locks the owner out of an account guessed at from many addresses", async () => {
    const user = await makeUser(t.database);
    for (let i = 0; i < 30; i++) expect((await login(t.app, user.email, "wrong", `10.40.0.${i + 1}`)).statusCode).toBe(401);
    expect((await login(t.app, user.email, FACTORY_PASSWORD, "10.40.1.1")).statusCode).toBe(200);
  });
});

describe("the per-account slow-down", () => {
  it("waits longer with each attempt past the free ones, up to the cap", () => {
    expect([1, 5, 6, 7, 8, 9, 10, 40].map((n) => accountSlowdownMs(n, 5_000))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 5000]);
    expect(accountSlowdownMs(40, 0)).toBe(0);
  });

  it("holds back logins to a targeted account from every address, the right password included", async () => {
    const waits: number[] = [];
    const auth = new AuthService(new UsersRepository(t.database.db), new SessionsRepository(t.database.db), new LoginFailuresRepository(t.database.db), {
      signups: "open",
      loginSlowdownMaxMs: 5_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const user = await makeUser(t.database);
    for (let i = 0; i < 7; i++) {
      await expect(auth.login({ email: user.email, password: "wrong" }, `10.50.0.${i + 1}`)).rejects.toThrow(INVALID_CREDENTIALS);
    }
    expect(waits).toEqual([250, 500]);
    await expect(auth.login({ email: user.email, password: FACTORY_PASSWORD }, "10.50.1.1")).resolves.toMatchObject({ user: { id: user.id } });
    expect(waits).toEqual([250, 500, 1000]);
  });
});

describe("TRUST_PROXY", () => {
  it("counts a guess by the address the trusted proxy saw, not one the client wrote", async () => {
    const user = await makeUser(proxied.database);
    // The proxy on 127.0.0.1 appends the real client; the spoofed left-most entries change each time.
    for (let i = 0; i < 10; i++) {
      expect((await login(proxied.app, user.email, "wrong", "127.0.0.1", `203.0.113.${i + 1}, 198.51.100.9`)).statusCode).toBe(401);
    }
    expect((await login(proxied.app, user.email, "wrong", "127.0.0.1", "203.0.113.99, 198.51.100.9")).statusCode).toBe(429);
    expect((await login(proxied.app, user.email, FACTORY_PASSWORD, "127.0.0.1", "198.51.100.10")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from a client that reaches the server directly", async () => {
    const user = await makeUser(proxied.database);
    for (let i = 0; i < 10; i++) await login(proxied.app, user.email, "wrong", "198.51.100.50", `203.0.114.${i + 1}`);
    expect((await login(proxied.app, user.email, "wrong", "198.51.100.50", "203.0.114.200")).statusCode).toBe(429);
  });
});
