import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, testConfig } from "../../test/build-app.js";
import { makeThought, makeUser } from "../../test/factories.js";
import { createTestDb } from "../../test/test-db.js";
import { PROCESSING_DEFAULTS } from "../config.js";
import type { Database } from "../db/database.js";
import { defineJob, type JobHandler } from "./job-handler.js";
import { JobsRepository } from "./jobs.repository.js";
import { Worker } from "./worker.js";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

let database: Database;
let jobs: JobsRepository;
const ran: number[] = [];
const hangs: JobHandler = defineJob({ type: "hang", payload: z.object({}), run: () => new Promise<void>(() => undefined) });
const counts: JobHandler = defineJob({
  type: "count",
  payload: z.object({ n: z.number() }),
  run: async ({ n }) => {
    ran.push(n);
  },
});
const makeWorker = (options: { shutdownGraceMs?: number } = {}) =>
  new Worker(jobs, new Map([hangs, counts].map((h) => [h.type, h])), { concurrency: 1, pollIntervalMs: 10, retryBaseMs: 1, leaseMs: 60_000, logger: silent, ...options });
const enqueue = (type: string, payload: unknown, key: string) => jobs.enqueue({ type, payload, idempotencyKey: key, maxAttempts: 5, runAt: new Date() }, new Date());

beforeAll(async () => {
  database = await createTestDb();
  jobs = new JobsRepository(database.db, database.dialect);
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom("jobs").execute();
  ran.length = 0;
});

describe("shutdown", () => {
  it("waits a bounded time, then hands the running job back: queued, due now, its attempt not counted", async () => {
    const worker = makeWorker({ shutdownGraceMs: 100 });
    await enqueue("hang", {}, "hang:1");
    worker.start();
    await until(() => jobs.findByKey("hang:1"), (job) => job?.status === "running");
    await worker.stop();
    const job = await jobs.findByKey("hang:1");
    expect(job).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    expect(Date.parse(job!.runAt)).toBeLessThanOrEqual(Date.now());
    // Another worker takes it at once.
    expect((await jobs.claimNext("next-worker", new Date(), 60_000))?.idempotencyKey).toBe("hang:1");
  });
});

describe("after kill -9", () => {
  it("takes back at start the jobs a dead process on this host still held, and leaves a live one's alone", async () => {
    await enqueue("count", { n: 1 }, "count:1");
    await enqueue("count", { n: 2 }, "count:2");
    const longLease = 10 * 60_000;
    expect((await jobs.claimNext(`${hostname()}:${deadPid()}:gone`, new Date(), longLease))?.idempotencyKey).toBe("count:1");
    expect((await jobs.claimNext(`${hostname()}:${process.ppid}:alive`, new Date(), longLease))?.idempotencyKey).toBe("count:2");

    const worker = makeWorker();
    worker.start();
    try {
      await until(() => jobs.findByKey("count:1"), (job) => job?.status === "done");
      expect(ran).toEqual([1]);
      expect((await jobs.findByKey("count:2"))?.status).toBe("running");
    } finally {
      await worker.stop();
    }
  });

  it("frees a job held by a vanished worker elsewhere within 30 s, through the default lease", async () => {
    await enqueue("count", { n: 3 }, "count:3");
    const now = Date.now();
    await jobs.claimNext("other-host:1:gone", new Date(now), PROCESSING_DEFAULTS.leaseMs);
    expect((await jobs.claimNext("w", new Date(now + 30_000), PROCESSING_DEFAULTS.leaseMs))?.idempotencyKey).toBe("count:3");
  });

  it("gives a thought saved as queued without a job its job within seconds, without a restart", async () => {
    const t = await buildTestApp({ processing: { ...testConfig().processing, worker: true } });
    try {
      await t.app.ready();
      const user = await makeUser(t.database);
      // Saved 15 s ago; its job was never written.
      const thought = await makeThought(t.database, user, { original_input: "Book the dentist", created_at: new Date(Date.now() - 15_000) });
      const status = () => t.database.db.selectFrom("thoughts").select("processing_status").where("id", "=", thought.id).executeTakeFirstOrThrow();
      // Found by the sweep within ~10 s; the rest is a classifier thread's first start under tsx.
      await until(status, (row) => row.processing_status === "done", 60_000);
    } finally {
      await t.app.close();
    }
  }, 90_000);
});
