import type { AddressInfo } from "node:net";
import type { User } from "@life/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../../test/build-app.js";
import { makeThought, makeUser } from "../../test/factories.js";
import { CLASSIFY_JOB, classifyKey } from "../modules/classification/classification.service.js";
import { ContextRepository } from "../modules/classification/context.repository.js";
import { JobsRepository } from "./jobs.repository.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Generous: a thread's first start (tsx compiling the classifier) is slow on a loaded machine.
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

/** Thoughts stored unclassified with their jobs, as capture leaves them. */
async function enqueueUnclassified(t: TestApp, user: User, count: number, text = (i: number) => `Call the plumber about leak ${i} tomorrow at 9am`): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const thought = await makeThought(t.database, user, { original_input: text(i) });
    await t.app.processing.queue.enqueue(CLASSIFY_JOB, { thoughtId: thought.id, userId: user.id, unclassified: true }, classifyKey(thought.id));
    ids.push(thought.id);
  }
  return ids;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

describe("job classification in worker threads", () => {
  it("cuts a classification that hangs at its budget while HTTP keeps answering, and fails the job with a short reason", async () => {
    t = await buildTestApp(
      { processing: { ...testConfig().processing, worker: true, jobMaxAttempts: 1 } },
      { classifierThreads: { engineModule: new URL("../../test/fixtures/hanging-classifier.ts", import.meta.url).href, budgetMs: 1_500 } },
    );
    await t.app.ready();
    const user = await makeUser(t.database);
    const [id] = await enqueueUnclassified(t, user, 1);
    const jobs = new JobsRepository(t.database.db, t.database.dialect);

    await until(() => jobs.findByKey(classifyKey(id!)), (job) => job?.status === "running");
    // The thread spins; the API's event loop does not.
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect((await jobs.findByKey(classifyKey(id!)))?.status).toBe("running");

    const failed = await until(() => jobs.findByKey(classifyKey(id!)), (job) => job?.status === "failed");
    expect(failed?.lastError).toBe("classification stopped after 2 s");
    const row = await t.database.db.selectFrom("thoughts").select(["processing_status", "processing_error"]).where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row).toEqual({ processing_status: "failed", processing_error: "classification stopped after 2 s" });
  }, 90_000);
});

// One app, and so one classifier thread (it loads the classifier: seconds), for both tests of the real engine.
describe("the real engine in a thread", () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await buildTestApp({}, { classifierThreads: {} });
  });
  afterAll(async () => {
    await shared.app.close();
  });

  it("classifies in a thread from the real engine", async () => {
    const t = shared;
    const user = await makeUser(t.database);
    const [id] = await enqueueUnclassified(t, user, 1);
    await t.app.processing.worker.runUntilIdle();
    const row = await t.database.db.selectFrom("thoughts").select(["processing_status", "domain", "scheduled_for"]).where("id", "=", id!).executeTakeFirstOrThrow();
    expect(row.processing_status).toBe("done");
    expect(row.domain).not.toBeNull();
    expect(row.scheduled_for).not.toBeNull();
  }, 90_000);

  it("reads step 1's candidates in the thread, on SQLite and on PostgreSQL alike", async () => {
    const t = shared;
    const user = await makeUser(t.database);
    const project = await makeThought(t.database, user, {
      original_input: "Kitchen renovation",
      ai_title: "Kitchen renovation",
      is_container: true,
      container_type: "Projects",
      event_type: "project",
      domain: "personal",
    });
    const mainThreadReads = vi.spyOn(ContextRepository.prototype, "loadCandidates");
    try {
      const [id] = await enqueueUnclassified(t, user, 1, () => "get three quotes for the kitchen renovation countertops");
      await t.app.processing.worker.runUntilIdle();
      const row = await t.database.db.selectFrom("thoughts").select(["processing_status", "parent_id"]).where("id", "=", id!).executeTakeFirstOrThrow();
      // The context was read (the project was found) either way.
      expect(row).toEqual({ processing_status: "done", parent_id: project.id });
      expect(mainThreadReads).not.toHaveBeenCalled();
    } finally {
      mainThreadReads.mockRestore();
    }
  }, 90_000);
});

describe("a queued backlog", () => {
  it("does not keep the server from answering, at start and while it is worked off", async () => {
    t = await buildTestApp({ processing: { ...testConfig().processing, worker: true } }, { classifierThreads: {} });
    const user = await makeUser(t.database);
    // Jobs still wait through the health checks below, which take milliseconds: the classifier thread alone takes
    // seconds to start. 40 do that as surely as the 200 this had, which took 40 s to work off on PostgreSQL in CI.
    const ids = await enqueueUnclassified(t, user, 40, (i) => `Water the plants ${i}`);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));

    const pending = () =>
      t!.database.db.selectFrom("jobs").select((eb) => eb.fn.countAll<number | string>().as("n")).where("status", "in", ["queued", "running"]).executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
      // Answered while jobs were still waiting: the worker does not hold the event loop.
      expect(Number((await pending()).n)).toBeGreaterThan(0);
    }
    await until(pending, (row) => Number(row.n) === 0, 60_000);
    const done = await t.database.db.selectFrom("thoughts").select("id").where("id", "in", ids).where("processing_status", "=", "done").execute();
    expect(done).toHaveLength(ids.length);
  }, 90_000);
});

describe.runIf(process.platform === "linux")("the job threads' CPU priority", () => {
  it("is lowered for the classifier threads only, not for the thread serving requests", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { getPriority } = await import("node:os");
    const { ClassifierPool } = await import("./classifier-pool.js");
    const { BACKGROUND_NICE } = await import("./thread-priority.js");
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
    const niceOfThreads = () =>
      readdirSync("/proc/self/task").map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]));
    const own = getPriority();
    expect(own).not.toBe(BACKGROUND_NICE);
    const pool = new ClassifierPool({ size: 1, budgetMs: 10_000 });
    try {
      pool.prestart();
      const nices = await until(async () => niceOfThreads(), (values) => values.includes(BACKGROUND_NICE));
      expect(nices.filter((nice) => nice === BACKGROUND_NICE)).toHaveLength(1);
      expect(getPriority()).toBe(own);
    } finally {
      await pool.close();
    }
  });
});
