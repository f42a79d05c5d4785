import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeThought, makeUser } from "../../test/factories.js";
import { createTestDb } from "../../test/test-db.js";
import { DataVersionRepository } from "../modules/thoughts/data-version.repository.js";
import type { Database } from "./database.js";
import { LocalWrites } from "./local-writes.js";
import { ThoughtWriteListener, thoughtWriteListenerFor } from "./thought-write-listener.js";

const url = process.env.TEST_DATABASE_URL;

async function until(condition: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(20);
  }
}

/**
 * A TCP relay to PostgreSQL that can go silent on the connections it holds, as a NAT or a
 * firewall that forgets an idle connection does: their bytes are dropped, with no error either way.
 */
async function silentRelay(target: URL) {
  const open: Array<{ silent: boolean }> = [];
  const server = net.createServer((socket) => {
    const state = { silent: false };
    open.push(state);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.on("data", (data) => state.silent || upstream.write(data));
    upstream.on("data", (data) => state.silent || socket.write(data));
    for (const [a, b] of [[socket, upstream], [upstream, socket]] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const through = new URL(target.href);
  through.host = `127.0.0.1:${address.port}`;
  return {
    url: through.href,
    silenceOpen: () => open.forEach((state) => (state.silent = true)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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

  it("notices a connection that went silent on the way, asks the database meanwhile, and reconnects", async () => {
    const relay = await silentRelay(new URL(url!));
    const listener = new ThoughtWriteListener({ connectionString: relay.url }, new LocalWrites(), { heartbeatMs: 100, roundTripTimeoutMs: 300, reconnectMs: 50 });
    try {
      listener.start();
      let before: string | undefined;
      await until(async () => (before = (await listener.version("someone"))?.version) !== undefined);
      relay.silenceOpen();
      await until(async () => (await listener.version("someone")) === undefined);
      let after: string | undefined;
      await until(async () => (after = (await listener.version("someone"))?.version) !== undefined);
      expect(after).not.toBe(before);
    } finally {
      await listener.close();
      await relay.close();
    }
  });
});
