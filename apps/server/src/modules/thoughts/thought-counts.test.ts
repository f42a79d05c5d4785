import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Thought } from "@life/contracts";
import { createMigrator, migrateToLatest } from "../../db/migrate.js";
import { migrations } from "../../db/migrations/index.js";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeThoughts, makeUser } from "../../../test/factories.js";

const MIGRATION = "2026_11_25_1400_thought_counts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function stored(userId: string): Promise<number> {
  const row = await t.database.db.selectFrom("thoughts").select((eb) => eb.fn.countAll<string | number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("the feed's total", () => {
  it("follows captures, direct inserts and deletes, and only counts the person's own", async () => {
    const user = await makeUser(t.database);
    const other = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const total = async () => (await t.app.inject({ method: "GET", url: "/api/thoughts?limit=1", headers: bearer(token) })).json<{ total: number }>().total;
    expect(await total()).toBe(0);

    const captured = (await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: "Met Rosa Quint, a new contact" } })).json<{ data: Thought }>().data;
    await makeThoughts(t.database, user, Array.from({ length: 30 }, (_, i) => ({ original_input: `bulk ${i}` })));
    await makeThought(t.database, other, { original_input: "not yours" });
    await t.app.processing.worker.runUntilIdle();
    expect(await total()).toBe(await stored(user.id));
    expect(await total()).toBeGreaterThanOrEqual(31);

    await t.app.inject({ method: "DELETE", url: `/api/thoughts/${captured.id}`, headers: bearer(token) });
    expect(await total()).toBe(await stored(user.id));
  });

  it("is filled for thoughts stored before the migration", async () => {
    const user = await makeUser(t.database);
    const migrator = await createMigrator(t.database.db);
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf(MIGRATION) - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const now = new Date();
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: randomUUID(),
      user_id: user.id,
      original_input: `old ${i}`,
      is_container: false,
      flexible_attributes: "{}",
      created_at: now,
      updated_at: now,
    }));
    await t.database.db.insertInto("thoughts").values(rows).execute();
    await migrateToLatest(t.database.db);
    const row = await t.database.db.selectFrom("thought_counts").select("total").where("user_id", "=", user.id).executeTakeFirst();
    expect(Number(row?.total)).toBe(12);
  });
});

describe("the file browser's counts per domain", () => {
  async function grouped(userId: string): Promise<Record<string, number>> {
    const rows = await t.database.db
      .selectFrom("thoughts")
      .select((eb) => ["domain", eb.fn.countAll<string | number>().as("n")])
      .where("user_id", "=", userId)
      .groupBy("domain")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.domain ?? "", Number(row.n)]));
  }
  async function kept(userId: string): Promise<Record<string, number>> {
    const rows = await t.database.db.selectFrom("thought_domain_counts").select(["domain", "total"]).where("user_id", "=", userId).execute();
    return Object.fromEntries(rows.filter((row) => Number(row.total) !== 0).map((row) => [row.domain, Number(row.total)]));
  }

  it("follow captures, classification, edits of the domain and deletes", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const api = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    const captured = (await api("POST", "/thoughts", { original_input: "call the dentist tomorrow" })).json<{ data: Thought }>().data;
    for (const domain of ["social", "social", null, "systems"] as const) await makeThought(t.database, user, { domain });
    await t.app.processing.worker.runUntilIdle();
    expect(await kept(user.id)).toEqual(await grouped(user.id));

    const moved = captured.domain === "systems" ? "social" : "systems";
    expect((await api("PUT", `/thoughts/${captured.id}`, { domain: moved })).statusCode).toBe(200);
    // Writing the same domain again changes nothing.
    expect((await api("PUT", `/thoughts/${captured.id}`, { domain: moved, ai_title: "Dentist" })).statusCode).toBe(200);
    expect(await kept(user.id)).toEqual(await grouped(user.id));

    await api("DELETE", `/thoughts/${captured.id}`);
    expect(await kept(user.id)).toEqual(await grouped(user.id));
    const browser = (await t.app.inject({ method: "GET", url: "/api/export-viewer/simple-titles", headers: bearer(token) })).json<{
      data: { statistics: { totalThoughts: number; domainCounts: Record<string, number> } };
    }>();
    expect(browser.data.statistics).toMatchObject({ totalThoughts: 4, domainCounts: { personal: 0, social: 2, systems: 1 } });
  });

  it("are filled for thoughts stored before the migration", async () => {
    const user = await makeUser(t.database);
    const migrator = await createMigrator(t.database.db);
    const names = Object.keys(migrations).sort();
    expect((await migrator.migrateTo(names[names.indexOf("2026_11_25_1500_domain_counts") - 1]!)).error).toBeUndefined();
    for (const domain of ["personal", "personal", null] as const) await makeThought(t.database, user, { domain });
    await migrateToLatest(t.database.db);
    expect(await kept(user.id)).toEqual({ personal: 2, "": 1 });
  });
});
