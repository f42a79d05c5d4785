import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeThought, makeUser } from "../../test/factories.js";
import { createTestDb } from "../../test/test-db.js";
import { DataVersionRepository } from "../modules/thoughts/data-version.repository.js";
import type { Database } from "./database.js";
import { thoughtWriteListenerFor } from "./thought-write-listener.js";

const url = process.env.TEST_DATABASE_URL;

async function until(condition: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(20);
  }
}

describe.skipIf(!url)("versions told by PostgreSQL's notices of thought writes", () => {
  let database: Database;
  let versions: DataVersionRepository;
  /** Another process: a connection of its own, outside the app's pool. */
  let other: pg.Client;
  let schema: string;

  beforeAll(async () => {
    database = await createTestDb({ dialect: "postgres" });
    database.listenForThoughtWrites!();
    versions = new DataVersionRepository(database.db);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    schema = rows[0]!.schema;
    other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    await until(async () => (await versions.dataVersion("nobody")).version.startsWith("notice:"));
  });
  afterAll(async () => {
    await other.end();
    await database.destroy();
  });

  it("answers from what it has heard, without reading the thoughts", async () => {
    const user = await makeUser(database);
    const first = await versions.dataVersion(user.id);
    expect(first).toEqual({ version: expect.stringMatching(/^notice:/), settled: true });
    const queries = vi.spyOn(database.db.getExecutor(), "executeQuery");
    for (let i = 0; i < 5; i += 1) expect(await versions.dataVersion(user.id)).toEqual(first);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });

  it("sees this process's own write on the very next read, in or out of a transaction", async () => {
    const user = await makeUser(database);
    const before = (await versions.dataVersion(user.id)).version;
    const thought = await makeThought(database, user);
    const afterInsert = (await versions.dataVersion(user.id)).version;
    expect(afterInsert).not.toBe(before);

    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable("thoughts").set({ ai_title: "Renamed" }).where("id", "=", thought.id).execute();
    });
    const afterTransaction = (await versions.dataVersion(user.id)).version;
    expect(afterTransaction).not.toBe(afterInsert);

    await database.db.deleteFrom("thoughts").where("id", "=", thought.id).execute();
    expect((await versions.dataVersion(user.id)).version).not.toBe(afterTransaction);
  });

  it("leaves other people's versions alone", async () => {
    const [writer, reader] = [await makeUser(database), await makeUser(database)];
    const before = (await versions.dataVersion(reader.id)).version;
    await makeThought(database, writer);
    expect((await versions.dataVersion(reader.id)).version).toBe(before);
  });

  it("hears another process's write once its notice arrives", async () => {
    const user = await makeUser(database);
    const thought = await makeThought(database, user);
    const before = (await versions.dataVersion(user.id)).version;
    await other.query("update thoughts set ai_title = 'From elsewhere' where id = $1", [thought.id]);
    await until(async () => (await versions.dataVersion(user.id)).version !== before);
  });

  it("asks the database while its connection is down, and starts a new generation when it is back", async () => {
    const user = await makeUser(database);
    const before = (await versions.dataVersion(user.id)).version;
    const name = thoughtWriteListenerFor(database.db)!.name;
    const killed = await other.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [name]);
    expect(killed.rowCount).toBe(1);
    await until(async () => !(await versions.dataVersion(user.id)).version.startsWith("notice:"));
    await until(async () => (await versions.dataVersion(user.id)).version.startsWith("notice:"));
    expect((await versions.dataVersion(user.id)).version).not.toBe(before);
  });
});
