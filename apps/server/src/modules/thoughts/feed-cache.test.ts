import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ThoughtListResponse } from "@life/contracts";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { VersionedCache, UNSETTLED_TTL_MS } from "../../lib/versioned-cache.js";
import { DataVersionRepository } from "./data-version.repository.js";
import { ThoughtsRepository } from "./thoughts.repository.js";
import { ThoughtsService } from "./thoughts.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe("feed pages kept until the person's thoughts change", () => {
  it("reads a page once, and again after any write to the person's thoughts, made through the API or not", async () => {
    const user = await makeUser(t.database);
    const other = await makeUser(t.database);
    const repository = new ThoughtsRepository(t.database.db);
    // A stopped cache clock: on PostgreSQL, other test files' transactions make versions unsettled.
    const service = new ThoughtsService(repository, { versions: new DataVersionRepository(t.database.db), cacheClock: () => 0 });
    const reads = vi.spyOn(repository, "listThoughts");
    const page = () => service.listThoughts(user, { limit: 50, offset: 0 });
    const first = await makeThought(t.database, user, { original_input: "first" });

    expect((await page()).data.map((x) => x.id)).toEqual([first.id]);
    await page();
    expect(reads).toHaveBeenCalledTimes(1);

    // Another process's writes reach the database only: an insert, an update, a delete.
    const second = await makeThought(t.database, user, { original_input: "second" });
    expect((await page()).data.map((x) => x.id).sort()).toEqual([first.id, second.id].sort());
    await t.database.db.updateTable("thoughts").set({ ai_title: "Edited elsewhere" }).where("id", "=", first.id).execute();
    expect((await page()).data.find((x) => x.id === first.id)?.ai_title).toBe("Edited elsewhere");
    await t.database.db.deleteFrom("thoughts").where("id", "=", second.id).execute();
    expect((await page()).data.map((x) => x.id)).toEqual([first.id]);
    const afterWrites = reads.mock.calls.length;

    // Another person's writes and another query shape leave this page alone / are kept apart.
    await makeThought(t.database, other, { original_input: "not theirs" });
    await page();
    expect(reads.mock.calls.length).toBe(afterWrites);
    const approved = await service.listThoughts(user, { limit: 50, offset: 0, status: "approved" });
    expect(approved.data).toEqual([]);
  });

  it("shows an edit made through the API on the next read", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const thought = await makeThought(t.database, user, { original_input: "call the plumber", status: "pending" });
    const feed = async () => (await t.app.inject({ url: "/api/thoughts?limit=50", headers: bearer(token) })).json<ThoughtListResponse>();
    expect((await feed()).data[0]?.status).toBe("pending");
    await t.app.inject({ method: "PUT", url: `/api/thoughts/${thought.id}`, headers: bearer(token), payload: { status: "approved" } });
    expect((await feed()).data[0]?.status).toBe("approved");
  });
});

describe("VersionedCache", () => {
  it("keeps a settled answer while the version holds, and an unsettled one only briefly", async () => {
    let now = 0;
    const cache = new VersionedCache<number>(10, () => now);
    let computed = 0;
    const get = (version: string, settled: boolean) => cache.getOrCompute("k", { version, settled }, async () => (computed += 1));
    expect(await get("a", true)).toBe(1);
    now += 10 * UNSETTLED_TTL_MS;
    expect(await get("a", true)).toBe(1);
    expect(await get("b", false)).toBe(2);
    expect(await get("b", false)).toBe(2);
    now += UNSETTLED_TTL_MS;
    expect(await get("b", false)).toBe(3);
    expect(await get("c", true)).toBe(4);
  });
});
