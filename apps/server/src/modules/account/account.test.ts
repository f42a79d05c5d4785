import { unzipSync, strFromU8 } from "fflate";
import type { AccountExport, AuthResponse, SessionsResponse, Thought } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

/** A user's thoughts as comparable rows, without the user id. */
async function snapshot(userId: string) {
  const rows = await t.database.db
    .selectFrom("thoughts")
    .select(["id", "original_input", "ai_title", "status", "domain", "subdomain", "container_type", "parent_id", "scheduled_for", "waiting_for", "flexible_attributes", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const tags = await t.database.db.selectFrom("thought_tags").select(["thought_id", "tag"]).where("user_id", "=", userId).orderBy("thought_id").orderBy("tag").execute();
  return {
    thoughts: rows.map((r) => ({ ...r, flexible_attributes: typeof r.flexible_attributes === "string" ? JSON.parse(r.flexible_attributes) : r.flexible_attributes, created_at: new Date(r.created_at).toISOString() })),
    tags,
  };
}

describe("sessions", () => {
  it("lists the active sessions, marks this one, and signs one out; another user's id is 404", async () => {
    const user = await makeUser(t.database);
    const [mine, other] = [await makeSession(t.database, user), await makeSession(t.database, user)];
    const list = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: bearer(mine) })).json<SessionsResponse>().data;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const otherSession = list.find((s) => !s.current)!;

    const stranger = await makeSession(t.database, await makeUser(t.database));
    expect((await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${otherSession.id}`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await me(other)).statusCode).toBe(200);

    expect((await t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${otherSession.id}`, headers: bearer(mine) })).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: bearer(mine) })).json<SessionsResponse>().data;
    expect(after.map((s) => s.id)).toEqual([list.find((s) => s.current)!.id]);
  });
});

describe("export, delete, import", () => {
  it("restores the same data after the account is deleted and made again", async () => {
    const email = uniqueEmail("export");
    const first = await registerUser(t.app, email, "secret123");
    const user = first.user;
    // Setup makes contacts and a project; thoughts get a parent, tags, a schedule.
    await t.app.inject({
      method: "POST",
      url: "/api/setup/complete",
      headers: bearer(first.token),
      payload: { answers: { children: [{ name: "Maya", age: 7 }], work_projects: ["Website relaunch"] }, phase: 4 },
    });
    const project = (await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).where("ai_title", "=", "Website relaunch").executeTakeFirstOrThrow()).id;
    await makeThought(t.database, user, { original_input: "draft the homepage copy", ai_title: "Draft homepage copy", parent_id: project, domain: "systems", flexible_attributes: { tags: ["writing", "web"] } });
    await makeThought(t.database, user, { original_input: "dentist on the 3rd", scheduled_for: "2026-12-03", domain: "personal" });
    await makeThought(t.database, user, { original_input: "call mum at 6", scheduled_for: "2026-12-01T22:00:00.000Z", domain: "social" });
    const before = await snapshot(user.id);
    expect(before.thoughts).toHaveLength(5);
    expect(before.tags.map((row) => row.tag)).toEqual(["web", "writing"]);

    const exported = await t.app.inject({ method: "GET", url: "/api/account/export", headers: bearer(first.token) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/zip");
    expect(exported.headers["content-disposition"]).toMatch(/attachment; filename="life-intelligence-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(files["export.json"]!)) as AccountExport;
    expect(data.thoughts).toHaveLength(5);
    expect(data.contacts).toEqual([expect.objectContaining({ name: "Maya", relation: "child" })]);
    expect(data.projects).toEqual([{ id: project, title: "Website relaunch" }]);
    expect(data.setup?.answers.children).toEqual([{ name: "Maya", age: 7 }]);
    const ics = strFromU8(files["calendar.ics"]!);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261203");
    expect(ics).toContain("DTSTART:20261201T220000Z");
    expect(ics).toContain("SUMMARY:call mum at 6");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    // Deleting needs the password again.
    const wrong = await t.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(first.token), payload: { password: "nope" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "Password is incorrect" });
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(first.token), payload: { password: "secret123" } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await login(email, "secret123")).statusCode).toBe(401);
    expect(await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom("setup_answers").select("user_id").where("user_id", "=", user.id).execute()).toEqual([]);

    const again = await registerUser(t.app, email, "secret123");
    const imported = await t.app.inject({ method: "POST", url: "/api/account/import", headers: { ...bearer(again.token), "content-type": "application/zip" }, payload: exported.rawPayload });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ data: { imported: 5, skipped: 0, setup: true, documents: 0 } });
    const after = await snapshot(again.user.id);
    expect(after).toEqual(before);

    // Importing the same file again adds nothing, and setup run again updates rather than duplicates.
    const twice = await t.app.inject({ method: "POST", url: "/api/account/import", headers: { ...bearer(again.token), "content-type": "application/zip" }, payload: exported.rawPayload });
    expect(twice.json()).toEqual({ data: { imported: 0, skipped: 5, setup: true, documents: 0 } });
    const rerun = await t.app.inject({
      method: "POST",
      url: "/api/setup/complete",
      headers: bearer(again.token),
      payload: { answers: { children: [{ name: "Maya", age: 8 }], work_projects: ["Website relaunch"] }, phase: 4 },
    });
    expect(rerun.json().data).toMatchObject({ created: 0, updated: 2 });
  });

  it("imports export.json as JSON too, giving new ids to thoughts whose ids another account holds", async () => {
    const owner = await registerUser(t.app);
    const thought = await makeThought(t.database, owner.user, { original_input: "shared id" });
    const exported = unzipSync(new Uint8Array((await t.app.inject({ method: "GET", url: "/api/account/export", headers: bearer(owner.token) })).rawPayload));
    const other = await registerUser(t.app);
    const response = await t.app.inject({ method: "POST", url: "/api/account/import", headers: bearer(other.token), payload: JSON.parse(strFromU8(exported["export.json"]!)) });
    expect(response.json()).toEqual({ data: { imported: 1, skipped: 0, setup: false, documents: 0 } });
    const mine = (await t.app.inject({ method: "GET", url: "/api/thoughts?limit=50", headers: bearer(other.token) })).json<{ data: Thought[] }>().data;
    expect(mine.map((m) => m.original_input)).toEqual(["shared id"]);
    expect(mine[0]!.id).not.toBe(thought.id);
  });

  it("refuses what is not an export", async () => {
    const { token } = await registerUser(t.app);
    const notZip = await t.app.inject({ method: "POST", url: "/api/account/import", headers: { ...bearer(token), "content-type": "application/zip" }, payload: Buffer.from("hello") });
    expect(notZip.statusCode).toBe(400);
    const wrongJson = await t.app.inject({ method: "POST", url: "/api/account/import", headers: bearer(token), payload: { format: "other" } });
    expect(wrongJson.statusCode).toBe(400);
    expect(wrongJson.json().error).toMatch(/^Not a Life Intelligence export/);
    const text = await t.app.inject({ method: "POST", url: "/api/account/import", headers: { ...bearer(token), "content-type": "text/plain" }, payload: "x" });
    expect(text.statusCode).toBe(415);
  });
});

describe("password change", () => {
  it("revokes the other sessions, which then leave the session list", async () => {
    const registered: AuthResponse = await registerUser(t.app, uniqueEmail("pw"), "secret123");
    const second = (await login(registered.user.email, "secret123")).json<AuthResponse>();
    await t.app.inject({ method: "POST", url: "/api/auth/password", headers: bearer(registered.token), payload: { current_password: "secret123", new_password: "secret456" } });
    expect((await me(second.token)).statusCode).toBe(401);
    const list = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: bearer(registered.token) })).json<SessionsResponse>().data;
    expect(list).toHaveLength(1);
    expect(list[0]!.current).toBe(true);
  });
});
