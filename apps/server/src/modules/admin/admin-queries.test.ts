import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/database.js";
import { bearer, testConfig } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { createTestDb } from "../../../test/test-db.js";

/** The admin lists read a fixed number of queries however many accounts and rows there are (no N+1). */

let queries = 0;
const countQueries: KyselyPlugin = {
  transformQuery(args) {
    queries += 1;
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDb();
  app = await buildApp(testConfig(), { database: { ...database, db: database.db.withPlugin(countQueries) } });
  adminToken = await makeSession(database, await makeUser(database, { role: "admin" }));
});
afterAll(async () => {
  await app.close();
});

async function countFor(url: string): Promise<number> {
  queries = 0;
  const response = await app.inject({ method: "GET", url, headers: bearer(adminToken) });
  expect(response.statusCode, url).toBe(200);
  return queries;
}

async function addPeople(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const user = await makeUser(database);
    await makeThought(database, user, { original_input: `Call Ana ${i}`, ai_title: `Ana ${i}`, is_container: true, container_type: "Contacts" });
    await makeThought(database, user, { original_input: `Call Ana ${i}`, ai_title: `Ana ${i}`, is_container: true, container_type: "Contacts" });
    await makeThought(database, user, { original_input: "same text" });
    await makeThought(database, user, { original_input: "same text" });
    await database.db.insertInto("activity_log").values({ id: `a-${i}-${Date.now()}`, user_id: user.id, actor_id: null, actor_email: null, activity_type: "capture", title: "x", detail: null, created_at: new Date() }).execute();
  }
}

describe("queries per admin list", () => {
  it("do not grow with the number of accounts", async () => {
    const urls = ["/api/admin/users", "/api/admin/activities?limit=20", "/api/admin/stats", "/api/admin/duplicates"];
    await addPeople(2);
    // Readying the app starts the housekeeping pass in the background: wait for it, its queries are not the route's.
    await app.ready();
    await app.housekeeping.run();
    await countFor("/api/admin/users");
    const few: Array<[string, number]> = [];
    for (const url of urls) few.push([url, await countFor(url)]);
    await addPeople(15);
    for (const [url, count] of few) {
      expect(count, url).toBeGreaterThan(0);
      expect(await countFor(url), url).toBe(count);
    }
  }, 60_000);
});
