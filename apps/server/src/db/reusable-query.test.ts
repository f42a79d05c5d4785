import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { reusableQuery } from "./reusable-query.js";
import type { Kysely } from "kysely";
import type { Tables } from "./tables.js";

let database: Database | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function freshDb(): Promise<Kysely<Tables>> {
  database = createDatabase({ dialect: "sqlite", file: ":memory:" });
  await migrateToLatest(database.db);
  const now = new Date("2026-11-28T10:00:00Z");
  for (const [id, email] of [["u1", "a@example.com"], ["u2", "b@example.com"], ["u3", "c@example.com"]] as const) {
    await database.db
      .insertInto("users")
      .values({ id, email, password_hash: "x", timezone: "UTC", created_at: now } as never)
      .execute();
  }
  return database.db;
}

describe("reusableQuery", () => {
  it("runs with each call's own values, in the order the query uses them", async () => {
    const db = await freshDb();
    let built = 0;
    const byEmailOrId = reusableQuery((k: Kysely<Tables>, email: string, id: string) => {
      built += 1;
      return k.selectFrom("users").select("id").where((eb) => eb.or([eb("id", "=", id), eb("email", "=", email)])).orderBy("id");
    });
    expect((await byEmailOrId(db, "a@example.com", "u3")).map((r) => r.id)).toEqual(["u1", "u3"]);
    expect((await byEmailOrId(db, "b@example.com", "u1")).map((r) => r.id)).toEqual(["u1", "u2"]);
    expect((await byEmailOrId(db, "nobody@example.com", "nobody")).map((r) => r.id)).toEqual([]);
    expect(built).toBe(1);
  });

  it("keeps the query's own values and refuses an argument that is not a parameter", async () => {
    const db = await freshDb();
    const firstN = reusableQuery((k: Kysely<Tables>, email: string) => k.selectFrom("users").select("id").where("email", "!=", email).orderBy("id").limit(1));
    expect((await firstN(db, "a@example.com")).map((r) => r.id)).toEqual(["u2"]);
    const unused = reusableQuery((k: Kysely<Tables>, _email: string) => k.selectFrom("users").select("id"));
    await expect(unused(db, "a@example.com")).rejects.toThrow(/argument 0 is not a parameter/);
  });
});
