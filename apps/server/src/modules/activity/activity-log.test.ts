import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeUser } from "../../../test/factories.js";
import { insertActivity, pruneActivityBefore } from "./activity-log.js";

const DAY = 24 * 3600_000;

async function seed(t: TestApp, ages: number[]): Promise<string> {
  const user = await makeUser(t.database);
  for (const [i, days] of ages.entries()) {
    await insertActivity(t.database.db, { userId: user.id, type: "capture", title: `entry ${i}`, at: new Date(Date.now() - days * DAY) });
  }
  return user.id;
}

async function titles(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom("activity_log").select("title").where("user_id", "=", userId).orderBy("created_at").execute();
  return rows.map((r) => r.title ?? "");
}

describe("activity log retention", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ activityRetentionDays: 90 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("deletes activity older than the retention on the periodic housekeeping run and keeps the rest", async () => {
    const userId = await seed(t, [400, 91, 89, 1]);
    const done = await t.app.housekeeping.run();
    expect(done.activity).toBeGreaterThanOrEqual(2);
    expect(await titles(t, userId)).toEqual(["entry 2", "entry 3"]);
    // Nothing left to prune: a second run deletes nothing of this person's.
    await t.app.housekeeping.run();
    expect(await titles(t, userId)).toEqual(["entry 2", "entry 3"]);
  });

  it("prunes a backlog in batches until none is left", async () => {
    const userId = await seed(t, [200, 190, 180, 170, 160, 10]);
    const deleted = await pruneActivityBefore(t.database.db, new Date(Date.now() - 90 * DAY), 2);
    expect(deleted).toBeGreaterThanOrEqual(5);
    expect(await titles(t, userId)).toEqual(["entry 5"]);
  });

  it("keeps everything when the retention is 0, and reads ACTIVITY_RETENTION_DAYS with a default of 90", async () => {
    const { loadConfig } = await import("../../config.js");
    expect(loadConfig({}).activityRetentionDays).toBe(90);
    expect(loadConfig({ ACTIVITY_RETENTION_DAYS: "30" }).activityRetentionDays).toBe(30);
    expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: "-1" })).toThrow(/ACTIVITY_RETENTION_DAYS/);

    const keeping = await buildTestApp({ activityRetentionDays: 0 });
    try {
      const userId = await seed(keeping, [4000, 1]);
      const done = await keeping.app.housekeeping.run();
      expect(done.activity).toBeUndefined();
      expect(await titles(keeping, userId)).toEqual(["entry 0", "entry 1"]);
    } finally {
      await keeping.app.close();
    }
  });
});
