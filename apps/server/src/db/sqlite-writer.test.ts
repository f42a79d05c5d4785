import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./database.js";
import { retryWhileBusy } from "./sqlite-dialect.js";
import { runWriteStatements, SqliteWriter } from "./sqlite-writer.js";

let dir: string;
let file: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "life-writer-"));
  file = path.join(dir, "life.db");
  database = createDatabase({ dialect: "sqlite", file });
  await sql`create table notes (id integer primary key, body text not null unique)`.execute(database.db);
  await sql`create table counter (n integer not null)`.execute(database.db);
  await sql`insert into counter (n) values (0)`.execute(database.db);
});
afterEach(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const insertNote = (body: string) => sql`insert into notes (body) values (${body}) returning id, body`.compile(database.db);
const noteCount = async () => Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db)).rows[0]!.n);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the SQLite writer thread", () => {
  it("commits before it answers: the API's connection reads the rows at once, and each statement's rows come back", async () => {
    const rows = await runWriteStatements(database.db, [insertNote("first"), sql`update counter set n = n + 1`.compile(database.db), insertNote("second")]);
    expect(rows).toEqual([[{ id: 1, body: "first" }], [], [{ id: 2, body: "second" }]]);
    expect(await noteCount()).toBe(2);
  });

  it("rolls the whole transaction back on an error, which keeps SQLite's code", async () => {
    await runWriteStatements(database.db, [insertNote("taken")]);
    const failed = runWriteStatements(database.db, [insertNote("new"), insertNote("taken")]);
    await expect(failed).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_UNIQUE" });
    expect(await noteCount()).toBe(1);
  });

  it("takes turns with the API's connection: concurrent transactions on both lose no update and fail none", async () => {
    const onThread = Array.from({ length: 150 }, (_, i) => runWriteStatements(database.db, [insertNote(`thread ${i}`), sql`update counter set n = n + 1`.compile(database.db)]));
    // Read, then write what was read: only correct when no one commits in between.
    const onApi = Array.from({ length: 150 }, () =>
      database.db.transaction().execute(async (trx) => {
        const { n } = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0]!;
        await new Promise((resolve) => setImmediate(resolve));
        await sql`update counter set n = ${n + 1}`.execute(trx);
      }),
    );
    await Promise.all([...onThread, ...onApi]);
    expect(await noteCount()).toBe(150);
    expect((await sql<{ n: number }>`select n from counter`.execute(database.db)).rows[0]!.n).toBe(300);
  });

  it("starts a new thread for the next write after the last one was closed", async () => {
    const writer = new SqliteWriter(file);
    await writer.transaction([insertNote("one")]);
    await writer.close();
    await writer.transaction([insertNote("two")]);
    await writer.close();
    expect(await noteCount()).toBe(2);
  });

  it("fails the writes a dying thread held, and starts a new thread for the next write", async () => {
    const writer = new SqliteWriter(file);
    await writer.transaction([insertNote("before")]);
    const thread = (writer as unknown as { thread: { terminate: () => Promise<number> } }).thread;
    const held = writer.transaction([insertNote("held")]).then(
      () => "answered",
      (error: Error) => error.message,
    );
    const exited = thread.terminate();
    // Usually the thread dies first; if it answered first, the write is there.
    const outcome = await held;
    await exited;
    expect(outcome).toMatch(/^answered$|writer thread stopped/);
    await writer.transaction([insertNote("after")]);
    await writer.close();
    const bodies = (await sql<{ body: string }>`select body from notes order by id`.execute(database.db)).rows.map((row) => row.body);
    expect(bodies.filter((body) => body !== "held")).toEqual(["before", "after"]);
    if (outcome === "answered") expect(bodies).toContain("held");
  });

  it("runs on the database's own connection when the thread is off", async () => {
    await database.destroy();
    database = createDatabase({ dialect: "sqlite", file, writeThread: false });
    const rows = await runWriteStatements(database.db, [insertNote("inline")]);
    expect(rows).toEqual([[{ id: 1, body: "inline" }]]);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the API's connection waiting for another's write lock", () => {
  it("waits on a timer, not by blocking the event loop: a lock released by a timer lets the write through", async () => {
    const other = new BetterSqlite3(file);
    other.prepare("begin immediate").run();
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(Date.now()), 5);
    // Held 200 ms, so that a loaded machine (CI's two lanes) still fits several 5 ms ticks into the wait.
    setTimeout(() => other.prepare("commit").run(), 200);
    const started = Date.now();
    await sql`insert into notes (body) values ('after the lock')`.execute(database.db);
    clearInterval(ticker);
    other.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    // The event loop kept turning while the write waited.
    expect(ticks.length).toBeGreaterThan(3);
    expect(await noteCount()).toBe(1);
  });

  /** A statement that always finds the lock taken, counting its attempts. */
  function alwaysBusy(): { run: () => Promise<never>; attempts: () => number } {
    let attempts = 0;
    const run = () => {
      attempts += 1;
      return Promise.reject(Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));
    };
    return { run, attempts: () => attempts };
  }

  it("gives up after its wait with SQLite's busy error", async () => {
    const busy = alwaysBusy();
    await expect(retryWhileBusy({ inTransaction: false }, busy.run, 300)).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(busy.attempts()).toBeGreaterThan(2);
  });

  it("never repeats a statement inside a transaction, where the snapshot may be stale", async () => {
    const busy = alwaysBusy();
    await expect(retryWhileBusy({ inTransaction: true }, busy.run, 1_000)).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(busy.attempts()).toBe(1);
  });
});
