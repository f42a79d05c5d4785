import type { SimpleTitlesResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const load = async (as = token) => {
  const response = await t.app.inject({ method: "GET", url: "/api/export-viewer/simple-titles", headers: bearer(as) });
  expect(response.statusCode).toBe(200);
  return response.json<SimpleTitlesResponse>();
};

describe("GET /api/export-viewer/simple-titles", () => {
  it("lists titles per domain newest first, with counts, statistics and the 10 newest overall", async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    for (let i = 0; i < 103; i++) {
      await makeThought(t.database, user, { original_input: `personal ${i}`, ai_title: `P${i}`, domain: "personal", event_type: "task", created_at: minutesAgo(200 - i) });
    }
    await makeThought(t.database, user, {
      original_input: "Kitchen renovation\nwith more lines",
      domain: "systems",
      is_container: true,
      container_type: "Projects",
      event_type: "project",
      created_at: minutesAgo(5),
    });
    await makeThought(t.database, user, { original_input: "not yet classified", created_at: minutesAgo(1) });

    const { success, data } = await load();
    expect(success).toBe(true);
    expect(data.personal).toHaveLength(100);
    expect(data.personal[0]).toMatchObject({ title: "P102", event_type: "task", is_container: false, domain: "personal" });
    expect(data.social).toEqual([]);
    expect(data.systems).toEqual([expect.objectContaining({ title: "Kitchen renovation", is_container: true, event_type: "project" })]);
    expect(data.statistics).toEqual({
      totalThoughts: 105,
      processedFiles: 104,
      domains: 2,
      domainCounts: { personal: 103, social: 0, systems: 1 },
    });
    expect(data.recentActivity.map((x) => x.title)).toEqual(["not yet classified", "Kitchen renovation", "P102", "P101", "P100", "P99", "P98", "P97", "P96", "P95"]);
    expect(data.recentActivity[0]!.date).toMatch(/Z$/);
  });

  it("is kept between loads and follows every change: an edit, a classification, a delete", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const note = await makeThought(t.database, owner, { original_input: "buy a kite", ai_title: "Buy a kite", domain: "personal", event_type: "task" });
    expect((await load(ownerToken)).data.personal.map((x) => x.title)).toEqual(["Buy a kite"]);
    expect((await load(ownerToken)).data.personal.map((x) => x.title)).toEqual(["Buy a kite"]);

    // Written past the API (as the job writes), so only the data version can tell the cache.
    await t.database.db.updateTable("thoughts").set({ ai_title: "Buy a red kite", domain: "social" }).where("id", "=", note.id).execute();
    const edited = (await load(ownerToken)).data;
    expect(edited.personal).toEqual([]);
    expect(edited.social.map((x) => x.title)).toEqual(["Buy a red kite"]);

    expect((await t.app.inject({ method: "DELETE", url: `/api/thoughts/${note.id}`, headers: bearer(ownerToken) })).statusCode).toBe(200);
    expect((await load(ownerToken)).data.statistics.totalThoughts).toBe(0);
  });

  it("answers empty lists and zeros for someone without thoughts", async () => {
    const { data } = await load(await makeSession(t.database, await makeUser(t.database)));
    expect(data).toEqual({
      personal: [],
      social: [],
      systems: [],
      statistics: { totalThoughts: 0, processedFiles: 0, domains: 0, domainCounts: { personal: 0, social: 0, systems: 0 } },
      recentActivity: [],
    });
  });

  it("answers errors as {success: false, error}", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/export-viewer/simple-titles" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: "Authentication required" });
  });
});
