import { classifyLocal } from "@life/classifier";
import type { MarchingOrdersStatus } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, withStandInLlm, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";

let t: TestApp;
let adminToken: string;
let userToken: string;
let failing = true;

beforeAll(async () => {
  t = await buildTestApp(
    withStandInLlm(),
    {
      classificationEngines: {
        classify: async (input) => {
          if (failing) throw new Error("model unreachable");
          return classifyLocal(input);
        },
      },
    },
  );
  adminToken = (await registerUser(t.app)).token;
  userToken = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: "GET" | "POST", path: string, token?: string) =>
  t.app.inject({ method, url: `/api/debug/${path}`, headers: token ? bearer(token) : {} });

describe("admin processor endpoints", () => {
  it("answer 401 without a token and 403 for an ordinary user", async () => {
    for (const [method, path] of [["GET", "marching-orders-status"], ["POST", "force-start"]] as const) {
      expect((await call(method, path)).statusCode).toBe(401);
      const forbidden = await call(method, path, userToken);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ error: "Admin access required" });
    }
  });

  it("show the queue, failures, throughput, engine and worker to an admin, and force-start re-queues failures", async () => {
    const captured = [];
    for (const text of ["Renew the passport", "Call the bank about the mortgage"]) {
      const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(userToken), payload: { original_input: text } });
      captured.push(response.json().data.id as string);
    }
    let status = (await call("GET", "marching-orders-status", adminToken)).json<MarchingOrdersStatus>();
    expect(status).toMatchObject({ queue: { queued: 2, running: 0, done: 0, failed: 0 }, engine: "llm:stand-in", worker: { in_process: false, concurrency: 1 } });

    // Every attempt fails until the model is back.
    await drainJobs(t.app);
    status = (await call("GET", "marching-orders-status", adminToken)).json<MarchingOrdersStatus>();
    expect(status.queue).toMatchObject({ queued: 0, failed: 2 });
    expect(status.recent_failures).toHaveLength(2);
    expect(status.recent_failures[0]).toMatchObject({ error: "model unreachable", attempts: 5 });
    expect(captured).toContain(status.recent_failures[0]!.thought_id);

    failing = false;
    const started = await call("POST", "force-start", adminToken);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toMatch(/^Processor started: 2 jobs queued/);
    const thought = await t.app.inject({ method: "GET", url: `/api/thoughts/${captured[0]}`, headers: bearer(userToken) });
    expect(thought.json().data).toMatchObject({ processing_status: "queued", processing_error: null });

    await drainJobs(t.app);
    status = (await call("GET", "marching-orders-status", adminToken)).json<MarchingOrdersStatus>();
    expect(status.queue).toMatchObject({ queued: 0, done: 2, failed: 0 });
    expect(status.throughput_per_minute).toBeCloseTo(0.2);
  });
});
