import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeSession, makeUser } from "../../../test/factories.js";
import { createTestDb } from "../../../test/test-db.js";
import type { Database } from "../../db/database.js";
import { AdminRepository } from "../admin/admin.repository.js";
import { UsersRepository } from "../users/users.repository.js";
import { AuthService } from "./auth.service.js";
import { hashToken } from "./credentials.js";
import { LoginFailuresRepository } from "./login-failures.repository.js";
import { SESSION_CACHE_MS, SessionCache } from "./session-cache.js";
import { SessionsRepository } from "./sessions.repository.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.destroy();
});

/** An AuthService with the app's cache and a clock the test moves. */
function authAt(start: Date) {
  let now = start.getTime();
  const sessions = new SessionsRepository(database.db);
  const auth = new AuthService(new UsersRepository(database.db), sessions, new LoginFailuresRepository(database.db), {
    signups: "open",
    sessionCache: new SessionCache(database.authWrites),
    now: () => new Date(now),
  });
  return { auth, sessions, advance: (ms: number) => (now += ms) };
}

/** A change made by another process: a raw statement, which this handle does not count. */
const revokeElsewhere = (token: string) => sql`update sessions set revoked_at = ${new Date().toISOString()} where token_hash = ${hashToken(token)}`.execute(database.db);

describe("SessionCache in AuthService.authenticate", () => {
  it("answers a token checked a moment ago without reading its session again", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth, sessions } = authAt(new Date());
    const read = vi.spyOn(sessions, "findActiveSession");
    expect((await auth.authenticate(token))?.user.id).toBe(user.id);
    expect((await auth.authenticate(token))?.user.id).toBe(user.id);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("refuses a session revoked through this process at once", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth, sessions } = authAt(new Date());
    const context = await auth.authenticate(token);
    await sessions.revokeSession(user.id, context!.sessionId, new Date());
    expect(await auth.authenticate(token)).toBeNull();
  });

  it("refuses every session of an account disabled through this process at once", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth } = authAt(new Date());
    expect(await auth.authenticate(token)).not.toBeNull();
    await new AdminRepository(database.db).setDisabled(user.id, true, new Date());
    expect(await auth.authenticate(token)).toBeNull();
  });

  it("shows a changed name on the next request", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth } = authAt(new Date());
    await auth.authenticate(token);
    await new UsersRepository(database.db).updateProfile(user.id, { displayName: "Róisín" });
    expect((await auth.authenticate(token))?.user.display_name).toBe("Róisín");
  });

  it("honours a revocation made by another process within SESSION_CACHE_MS", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth, advance } = authAt(new Date());
    expect(await auth.authenticate(token)).not.toBeNull();
    await revokeElsewhere(token);
    advance(SESSION_CACHE_MS - 1);
    expect(await auth.authenticate(token)).not.toBeNull();
    advance(1);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it("stops a kept session when its own idle end passes, before the cache would", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const start = new Date();
    await sql`update sessions set expires_at = ${new Date(start.getTime() + 500).toISOString()} where token_hash = ${hashToken(token)}`.execute(database.db);
    const { auth, advance } = authAt(start);
    expect(await auth.authenticate(token)).not.toBeNull();
    advance(500);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it("hands out a user no request can change for the next one", async () => {
    const user = await makeUser(database);
    const token = await makeSession(database, user);
    const { auth } = authAt(new Date());
    const first = await auth.authenticate(token);
    expect(() => Object.assign(first!.user, { role: "admin" })).toThrow(TypeError);
    expect((await auth.authenticate(token))?.user.role).toBe(user.role);
  });
});
