import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.js";
import { makeThought, makeUser } from "../../test/factories.js";
import { backupDatabase, restoreDatabase } from "./backup.js";
import { createDatabase, type Database } from "./database.js";
import { migrateToLatest } from "./migrate.js";

const url = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), "life-backup-"));
const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
const config: DatabaseConfig = url ? { dialect: "postgres", url, schema } : { dialect: "sqlite", file: path.join(dir, "life.db") };

async function admin(text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

let database: Database;
beforeAll(async () => {
  if (url) await admin(`create schema "${schema}"`);
  database = createDatabase(config);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.destroy();
  if (url) await admin(`drop schema if exists "${schema}" cascade`);
  rmSync(dir, { recursive: true, force: true });
});

const titles = async () =>
  (await database.db.selectFrom("thoughts").select("original_input").orderBy("original_input").execute()).map((r) => r.original_input);

describe(`backup and restore (${config.dialect})`, () => {
  it("brings back exactly what was backed up, undoing later changes", async () => {
    const user = await makeUser(database);
    await makeThought(database, user, { original_input: "before the backup" });
    const kept = await makeThought(database, user, { original_input: "deleted after the backup" });
    const file = path.join(dir, url ? "life.dump" : "backup.db");

    await backupDatabase(config, file);
    await database.db.deleteFrom("thoughts").where("id", "=", kept.id).execute();
    await makeThought(database, user, { original_input: "written after the backup" });
    expect(await titles()).toEqual(["before the backup", "written after the backup"]);

    await restoreDatabase(config, file);
    // A fresh connection, as after a restart, and the one that stayed open both see the backup.
    const reopened = createDatabase(config);
    try {
      const rows = await reopened.db.selectFrom("thoughts").select("original_input").orderBy("original_input").execute();
      expect(rows.map((r) => r.original_input)).toEqual(["before the backup", "deleted after the backup"]);
    } finally {
      await reopened.destroy();
    }
    expect(await titles()).toEqual(["before the backup", "deleted after the backup"]);
  });

  it.skipIf(Boolean(url))("refuses to restore a file that is not one of its databases, leaving the data alone", async () => {
    const before = await titles();
    const junk = path.join(dir, "junk.db");
    writeFileSync(junk, "not a database at all");
    await expect(restoreDatabase(config, junk)).rejects.toThrow(/not a SQLite database|damaged/);
    const empty = path.join(dir, "empty.db");
    const other = createDatabase({ dialect: "sqlite", file: empty });
    await other.destroy();
    await expect(restoreDatabase(config, empty)).rejects.toThrow(/not a Life Intelligence backup/);
    expect(await titles()).toEqual(before);
  });
});
