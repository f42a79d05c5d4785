import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.js";
import { createTestDb } from "../../test/test-db.js";
import type { Database } from "./database.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.destroy();
});

/** How far the count of writes to users and sessions moves while `work` runs. */
async function movedBy(work: () => Promise<unknown>): Promise<number> {
  const before = database.authWrites.version();
  await work();
  return database.authWrites.version() - before;
}

describe("TableWrites on the app's database handle", () => {
  it("counts inserts, updates and deletes of users and sessions, before and after each ran", async () => {
    const { db } = database;
    expect(await movedBy(() => makeUser(database))).toBe(2);
    const user = await makeUser(database);
    expect(await movedBy(() => db.updateTable("users").set({ display_name: "Ada" }).where("id", "=", user.id).execute())).toBe(2);
    expect(await movedBy(() => db.updateTable("sessions as s").set({ revoked_at: new Date() }).where("s.user_id", "=", user.id).execute())).toBe(2);
    expect(await movedBy(() => db.deleteFrom("sessions").where("user_id", "=", user.id).execute())).toBe(2);
  });

  it("counts writes made inside a transaction", async () => {
    const user = await makeUser(database);
    const moved = await movedBy(() =>
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ timezone: "Europe/Dublin" }).where("id", "=", user.id).execute();
        await trx.selectFrom("users").select("id").execute();
      }),
    );
    expect(moved).toBe(2);
  });

  it("leaves the count alone for reads and for writes to other tables", async () => {
    const user = await makeUser(database);
    const moved = await movedBy(async () => {
      await database.db.selectFrom("users").innerJoin("sessions", "sessions.user_id", "users.id").select("users.id").execute();
      await database.db.deleteFrom("thoughts").where("user_id", "=", user.id).execute();
      // Raw text is not read for table names (TableWrites says so); nothing in the app writes these tables that way.
      await sql`select count(*) from sessions`.execute(database.db);
    });
    expect(moved).toBe(0);
  });
});
