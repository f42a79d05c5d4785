import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database.js";
import { makeUser } from "../../../test/factories.js";
import { createTestDb } from "../../../test/test-db.js";
import { ThoughtsRepository } from "./thoughts.repository.js";
import { SqliteWriter } from "../../db/sqlite-writer.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.destroy();
});

const jobFor = (thought: { id: string }) => ({ type: "classify", payload: { thoughtId: thought.id }, idempotencyKey: `classify:${thought.id}`, maxAttempts: 3, runAt: new Date() });

async function countFor(userId: string) {
  const { db } = database;
  const n = async (query: Promise<{ n: string | number } | undefined>) => Number((await query)?.n ?? 0);
  return {
    thoughts: await n(db.selectFrom("thoughts").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst()),
    keys: await n(db.selectFrom("capture_keys").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst()),
    jobs: await n(
      db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("idempotency_key", "in", [
          "none",
          ...(await db.selectFrom("thoughts").select("id").where("user_id", "=", userId).execute()).map((row) => `classify:${row.id}`),
        ])
        .executeTakeFirst(),
    ),
    activity: await n(db.selectFrom("activity_log").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst()),
  };
}

describe("captures asked for together (group commit)", () => {
  it("are written in one transaction, each with its job and activity row", async () => {
    const user = await makeUser(database);
    const repository = new ThoughtsRepository(database.db);
    const transactions = vi.spyOn(database.db, "transaction");
    const threadTransactions = vi.spyOn(SqliteWriter.prototype, "transaction");
    const statements = vi.spyOn(database.db.getExecutor(), "executeQuery");
    const stored = await Promise.all(
      Array.from({ length: 12 }, (_, i) => repository.captureThought(user.id, { originalInput: `note ${i}`, now: new Date() }, { jobFor, activity: { type: "capture", title: `note ${i}` } })),
    );
    // PostgreSQL: one statement, its own transaction (capture-statement.pg.ts); SQLite: one
    // transaction on the writer thread (the test databases are files).
    if (database.dialect === "postgres") {
      expect(transactions).not.toHaveBeenCalled();
      expect(statements).toHaveBeenCalledTimes(1);
    } else {
      expect(threadTransactions).toHaveBeenCalledTimes(1);
      expect(statements).not.toHaveBeenCalled();
    }
    transactions.mockRestore();
    threadTransactions.mockRestore();
    statements.mockRestore();
    expect(stored.map((thought) => thought?.original_input)).toEqual(Array.from({ length: 12 }, (_, i) => `note ${i}`));
    expect(new Set(stored.map((thought) => thought?.id)).size).toBe(12);
    expect(await countFor(user.id)).toEqual({ thoughts: 12, keys: 0, jobs: 12, activity: 12 });
  });

  it("give an Idempotency-Key to its first capture only, in the batch or before it, and leave nothing of the others", async () => {
    const user = await makeUser(database);
    const repository = new ThoughtsRepository(database.db);
    const earlier = await repository.captureThought(user.id, { originalInput: "first try", now: new Date() }, { captureKey: "k-old", jobFor });
    const [again, first, second, plain] = await Promise.all([
      repository.captureThought(user.id, { originalInput: "retried", now: new Date() }, { captureKey: "k-old", jobFor }),
      repository.captureThought(user.id, { originalInput: "racing a", now: new Date() }, { captureKey: "k-new", jobFor, activity: { type: "capture", title: "a" } }),
      repository.captureThought(user.id, { originalInput: "racing b", now: new Date() }, { captureKey: "k-new", jobFor, activity: { type: "capture", title: "b" } }),
      repository.captureThought(user.id, { originalInput: "no key", now: new Date() }, { jobFor }),
    ]);
    expect(earlier?.original_input).toBe("first try");
    expect(again).toBeUndefined();
    expect(first?.original_input).toBe("racing a");
    expect(second).toBeUndefined();
    expect(plain?.original_input).toBe("no key");
    expect(await countFor(user.id)).toEqual({ thoughts: 3, keys: 2, jobs: 3, activity: 1 });
  });

  it("fail alone: a capture that cannot be written does not take the batch's others with it", async () => {
    const user = await makeUser(database);
    const repository = new ThoughtsRepository(database.db);
    const results = await Promise.allSettled([
      repository.captureThought(user.id, { originalInput: "fine", now: new Date() }, { jobFor }),
      repository.captureThought("no-such-user", { originalInput: "orphan", now: new Date() }, { jobFor }),
      repository.captureThought(user.id, { originalInput: "also fine", now: new Date() }, { jobFor }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await countFor(user.id)).toEqual({ thoughts: 2, keys: 0, jobs: 2, activity: 0 });
  });
});
