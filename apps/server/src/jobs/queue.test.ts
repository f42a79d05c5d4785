import { classify, classifyLocal } from "@life/classifier";
import type { Thought } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, buildTestApp, debugOf, registerUser, STAND_IN_LLM, testConfig, type TestApp } from "../../test/build-app.js";
import { drainJobs } from "../../test/drain-jobs.js";
import { createDurableTestDb, createTestDb } from "../../test/test-db.js";
import { buildApp } from "../app.js";
import type { Database } from "../db/database.js";
import { defineJob, retryDelayMs, type JobHandler } from "./job-handler.js";
import { JobsRepository } from "./jobs.repository.js";
import { Worker } from "./worker.js";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(10);
  }
}

const captureVia = async (app: TestApp["app"], token: string, text: string): Promise<Thought> => {
  const response = await app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Thought }>().data;
};
const getVia = async (app: TestApp["app"], token: string, id: string): Promise<Thought> =>
  (await app.inject({ method: "GET", url: `/api/thoughts/${id}`, headers: bearer(token) })).json<{ data: Thought }>().data;

describe("enqueue", () => {
  let database: Database;
  let jobs: JobsRepository;
  beforeAll(async () => {
    database = await createTestDb();
    jobs = new JobsRepository(database.db, database.dialect);
  });
  afterAll(async () => {
    await database.destroy();
  });
  const job = (key: string, payload: unknown = { n: 1 }) => ({ type: "t", payload, idempotencyKey: key, maxAttempts: 5, runAt: new Date() });

  it("is a no-op for a key whose job is still queued, and queues a finished key again", async () => {
    await jobs.enqueue(job("k1", { n: 1 }), new Date());
    await jobs.enqueue(job("k1", { n: 2 }), new Date());
    expect(await jobs.countByStatus()).toMatchObject({ queued: 1 });
    expect((await jobs.findByKey("k1"))?.payload).toEqual({ n: 1 });

    const claimed = await jobs.claimNext("w1", new Date(), 60_000);
    expect(claimed).toMatchObject({ idempotencyKey: "k1", status: "running", attempts: 1, lockedBy: "w1" });
    await jobs.enqueue(job("k1", { n: 3 }), new Date());
    expect((await jobs.findByKey("k1"))?.status).toBe("running");
    await jobs.finish(claimed!.id, "w1", { status: "done" }, new Date());
    await jobs.enqueue(job("k1", { n: 4 }), new Date());
    expect(await jobs.findByKey("k1")).toMatchObject({ status: "queued", attempts: 0, payload: { n: 4 } });
  });

  it("reclaims a running job whose lease expired (its worker died)", async () => {
    await database.db.deleteFrom("jobs").execute();
    await jobs.enqueue(job("k2"), new Date());
    expect((await jobs.claimNext("dead-worker", new Date(), 60_000))?.idempotencyKey).toBe("k2");
    expect(await jobs.claimNext("w2", new Date(), 60_000)).toBeUndefined();
    const later = new Date(Date.now() + 61_000);
    const reclaimed = await jobs.claimNext("w2", later, 60_000);
    expect(reclaimed).toMatchObject({ idempotencyKey: "k2", lockedBy: "w2", attempts: 2 });
  });

  it("backs off exponentially", () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 1000)).toBe(15 * 60_000);
  });
});

describe("retries", () => {
  let t: TestApp;
  let calls = 0;
  beforeAll(async () => {
    t = await buildTestApp(
      { processing: { ...testConfig().processing, worker: true, jobMaxAttempts: 3, llm: STAND_IN_LLM } },
      {
        classificationEngines: {
          classify: async () => {
            calls += 1;
            throw new Error("the model server exploded");
          },
        },
      },
    );
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("retries up to max_attempts, then marks the job and the thought failed with the reason", async () => {
    const { token } = await registerUser(t.app);
    const thought = await captureVia(t.app, token, "Renew the car insurance");
    const failed = await until(() => getVia(t.app, token, thought.id), (x) => x.processing_status === "failed");
    expect(calls).toBe(3);
    expect(failed.processing_error).toBe("the model server exploded");
    // The job is the only classification, and it never finished.
    expect(failed.domain).toBeNull();
    expect((await debugOf(t.app, token, thought.id))?.ai_pipeline_status).toMatchObject({ pipeline_failed: true, pipeline_complete: false, failure_reason: "the model server exploded" });
    // The thought is marked first, then the job; wait for the second write.
    const jobs = new JobsRepository(t.database.db, t.database.dialect);
    const job = await until(() => jobs.findByKey(`classify:${thought.id}`), (x) => x?.status === "failed");
    expect(job).toMatchObject({ status: "failed", attempts: 3, lastError: "the model server exploded" });
  });
});

describe("the in-process worker", () => {
  it("starts on a capture's job at once, not after a poll interval", async () => {
    // A poll interval no test waits out: only the wake-up after the capture can start the job.
    // In-process engines: this measures the wake-up, not a classifier thread loading on a busy machine.
    const t = await buildTestApp({ processing: { ...testConfig().processing, worker: true, pollIntervalMs: 600_000 } }, { classificationEngines: { classify } });
    try {
      await t.app.ready();
      const { token } = await registerUser(t.app);
      // Let the loop find the queue empty and go to sleep first.
      await sleep(50);
      const captured = Date.now();
      const thought = await captureVia(t.app, token, "Call Sam about the boat on Friday");
      expect(thought.processing_status).toBe("queued");
      const done = await until(() => getVia(t.app, token, thought.id), (x) => x.processing_status === "done", 5_000);
      expect(done.domain).not.toBeNull();
      expect(Date.now() - captured).toBeLessThan(5_000);
    } finally {
      await t.app.close();
    }
  });
});

describe("durability", () => {
  it("processes after a restart what was queued before it", async () => {
    const durable = await createDurableTestDb();
    try {
      const before = await buildApp(testConfig(), { database: durable.open() });
      const { token } = await registerUser(before);
      const thought = await captureVia(before, token, "Email Tom the contract tomorrow morning");
      expect(thought.processing_status).toBe("queued");
      await before.close();

      // The real engine in-process: this is about the queue outliving a restart, not the classifier threads (job-threads.test.ts).
      const after = await buildApp(testConfig({ processing: { ...testConfig().processing, worker: true } }), { database: durable.open(), classificationEngines: { classify } });
      try {
        await after.ready();
        const done = await until(() => getVia(after, token, thought.id), (x) => x.processing_status === "done");
        expect(thought.domain).toBeNull();
        expect(done.domain).not.toBeNull();
      } finally {
        await after.close();
      }
    } finally {
      await durable.remove();
    }
  });

  it("enqueues a job for a thought left queued without one (stored by an earlier version, which enqueued after saving)", async () => {
    const t = await buildTestApp();
    try {
      const { token, user } = await registerUser(t.app);
      const thought = await captureVia(t.app, token, "Pick up the dry cleaning");
      await t.database.db.deleteFrom("jobs").execute();
      await t.database.db.updateTable("thoughts").set({ created_at: new Date(Date.now() - 5 * 60_000) }).where("id", "=", thought.id).execute();
      expect(await t.app.processing.classification.recoverOrphans()).toBe(1);
      await drainJobs(t.app);
      expect(await getVia(t.app, token, thought.id)).toMatchObject({ processing_status: "done", domain: expect.any(String) });
      expect(user.id).toBe(thought.user_id);
    } finally {
      await t.app.close();
    }
  });

  it("stops cleanly on close, finishing the job it is running", async () => {
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let release: () => void = () => undefined;
    const durable = await createDurableTestDb();
    const app = await buildApp(testConfig({ processing: { ...testConfig().processing, worker: true, llm: STAND_IN_LLM } }), {
      database: durable.open(),
      classificationEngines: {
          classify: async (input) => {
            markStarted();
            await new Promise<void>((resolve) => (release = resolve));
            return classifyLocal(input);
          },
      },
    });
    const { token } = await registerUser(app);
    const thought = await captureVia(app, token, "Water the plants");
    await started;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(50);
    // Still waiting for the job in hand, and the database is still open for it.
    expect(closed).toBe(false);
    release();
    await closing;
    const reopened = durable.open();
    try {
      const row = await reopened.db.selectFrom("thoughts").select("processing_status").where("id", "=", thought.id).executeTakeFirstOrThrow();
      expect(row.processing_status).toBe("done");
    } finally {
      await reopened.destroy();
      await durable.remove();
    }
  });
});

describe("several workers", () => {
  it("never run the same job twice when claiming concurrently", async () => {
    const durable = await createDurableTestDb();
    // The same database through separate pools, as separate processes would have.
    const connections = [durable.open(), durable.open()];
    try {
      const { migrateToLatest } = await import("../db/migrate.js");
      await migrateToLatest(connections[0]!.db);
      const runs = new Map<number, number>();
      const handler: JobHandler = defineJob({
        type: "count",
        payload: z.object({ n: z.number() }),
        run: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await sleep(2);
        },
      });
      const repository = new JobsRepository(connections[0]!.db, connections[0]!.dialect);
      const total = 60;
      for (let n = 0; n < total; n++) {
        await repository.enqueue({ type: "count", payload: { n }, idempotencyKey: `count:${n}`, maxAttempts: 3, runAt: new Date() }, new Date());
      }
      const workers = connections.map(
        (c) =>
          new Worker(new JobsRepository(c.db, c.dialect), new Map([[handler.type, handler]]), {
            concurrency: c.dialect === "postgres" ? 4 : 1,
            pollIntervalMs: 5,
            retryBaseMs: 1,
            leaseMs: 60_000,
            logger: silent,
          }),
      );
      workers.forEach((w) => w.start());
      await until(() => repository.countByStatus(), (c) => c.done === total);
      await Promise.all(workers.map((w) => w.stop()));
      expect(runs.size).toBe(total);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await Promise.all(connections.map((c) => c.destroy()));
      await durable.remove();
    }
  });
});

describe("a worker beside the API", () => {
  it("lets requests in flight go first: a job waits while they are served, up to the limit", async () => {
    const database = await createTestDb();
    try {
      const started: number[] = [];
      const handler: JobHandler = defineJob({ type: "note", payload: z.object({ n: z.number() }), run: async () => void started.push(Date.now()) });
      const repository = new JobsRepository(database.db, database.dialect);
      const worker = new Worker(repository, new Map([[handler.type, handler]]), { concurrency: 1, pollIntervalMs: 600_000, retryBaseMs: 1, leaseMs: 60_000, logger: silent });
      let serving = true;
      worker.deferWhile(() => serving, 400);
      worker.start();
      // The loop's first look (deferred too) finds nothing; it then sleeps until woken.
      await sleep(500);

      // Busy throughout: the job starts only once the limit has passed.
      let enqueued = Date.now();
      await repository.enqueue({ type: "note", payload: { n: 1 }, idempotencyKey: "note:1", maxAttempts: 3, runAt: new Date() }, new Date());
      worker.wake();
      await until(async () => started.length, (n) => n === 1, 5_000);
      expect(started[0]! - enqueued).toBeGreaterThanOrEqual(390);

      // Busy, then quiet after 100 ms: it starts when the requests have been answered.
      enqueued = Date.now();
      await repository.enqueue({ type: "note", payload: { n: 2 }, idempotencyKey: "note:2", maxAttempts: 3, runAt: new Date() }, new Date());
      worker.wake();
      await sleep(100);
      expect(started).toHaveLength(1);
      serving = false;
      await until(async () => started.length, (n) => n === 2, 5_000);
      expect(started[1]! - enqueued).toBeGreaterThanOrEqual(100);
      await worker.stop();
    } finally {
      await database.destroy();
    }
  });
});
