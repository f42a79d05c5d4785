import { classify, type ClassifyInput, type ClassifyOptions } from "@life/classifier";
import type { Thought, User } from "@life/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { bearer, buildTestApp, debugOf, testConfig, withStandInLlm, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import type { ClassificationEngines } from "./classification.service.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

/**
 * The real pipeline, counted: a run without a model is the local engine's; a run with one
 * stands in for the model's answer (the local result with the fields a model would change).
 */
function countingEngines(during?: () => Promise<void>) {
  const calls = { local: 0, model: 0 };
  const engines: ClassificationEngines = {
    classify: async (input: ClassifyInput, options: ClassifyOptions) => {
      await during?.();
      const { llm, ...rest } = options;
      if (!llm) {
        calls.local += 1;
        return classify(input, rest);
      }
      calls.model += 1;
      const output = await classify(input, rest);
      return { ...output, result: { ...output.result, ai_title: "Lunch with Priya (model)", subdomain: "model-subdomain", priority: "high" as const } };
    },
  };
  return { calls, engines };
}

async function setUp(app: TestApp): Promise<{ user: User; token: string }> {
  const user = await makeUser(app.database);
  return { user, token: await makeSession(app.database, user) };
}

const capture = async (app: TestApp, token: string, text: string): Promise<Thought> => {
  const response = await app.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Thought }>().data;
};
const get = async (app: TestApp, token: string, id: string): Promise<Thought> =>
  (await app.app.inject({ method: "GET", url: `/api/thoughts/${id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
const put = (app: TestApp, token: string, id: string, payload: object) =>
  app.app.inject({ method: "PUT", url: `/api/thoughts/${id}`, headers: bearer(token), payload });

describe("one classification per capture", () => {
  it("capture answers before any classification; without a model the job runs the local engine once", async () => {
    const { calls, engines } = countingEngines();
    t = await buildTestApp({}, { classificationEngines: engines });
    const { user, token } = await setUp(t);
    const captured = await capture(t, token, "Lunch with Priya Raman on Friday");
    expect(captured).toMatchObject({ processing_status: "queued", domain: null, ai_title: null, event_type: null, flexible_attributes: {} });
    expect(calls).toEqual({ local: 0, model: 0 });
    expect(await debugOf(t.app, token, captured.id)).toBeNull();

    expect(await drainJobs(t.app)).toBe(1);
    expect(calls).toEqual({ local: 1, model: 0 });
    const done = await get(t, token, captured.id);
    expect(done.processing_status).toBe("done");
    expect(done.domain).not.toBeNull();
    expect(done.flexible_attributes.entities).toContain("Priya Raman");
    expect((await debugOf(t.app, token, captured.id))?.ai_pipeline_status.pipeline_complete).toBe(true);
    const contacts = await t.database.db.selectFrom("thoughts").select("ai_title").where("user_id", "=", user.id).where("container_type", "=", "Contacts").execute();
    expect(contacts.map((c) => c.ai_title)).toEqual(["Priya Raman"]);

    // Nothing is left to run it again.
    expect(await drainJobs(t.app)).toBe(0);
    expect(calls).toEqual({ local: 1, model: 0 });
  });

  it("with a model, the job asks it once and applies its answer; the local engine runs on its own never", async () => {
    const { calls, engines } = countingEngines();
    t = await buildTestApp(withStandInLlm(), { classificationEngines: engines });
    const { token } = await setUp(t);
    const captured = await capture(t, token, "Lunch with Priya Raman on Friday");
    expect(calls).toEqual({ local: 0, model: 0 });
    await drainJobs(t.app);
    expect(calls).toEqual({ local: 0, model: 1 });
    const done = await get(t, token, captured.id);
    expect(done).toMatchObject({ processing_status: "done", ai_title: "Lunch with Priya (model)", subdomain: "model-subdomain" });
    expect(done.flexible_attributes.priority).toBe("high");
  });

  it("once the person's daily LLM quota is used up, the job runs the local engine instead of the model", async () => {
    const { calls, engines } = countingEngines();
    t = await buildTestApp({ ...withStandInLlm(), limits: { ...testConfig().limits, dailyLlm: 1 } }, { classificationEngines: engines });
    const { token } = await setUp(t);
    const first = await capture(t, token, "Lunch with Priya Raman on Friday");
    await drainJobs(t.app);
    const second = await capture(t, token, "Lunch with Priya Raman on Saturday");
    await drainJobs(t.app);
    expect(calls).toEqual({ local: 1, model: 1 });
    expect((await get(t, token, first.id)).ai_title).toBe("Lunch with Priya (model)");
    const local = await get(t, token, second.id);
    expect(local.processing_status).toBe("done");
    expect(local.ai_title).toBeTruthy();
    expect(local.ai_title).not.toBe("Lunch with Priya (model)");
  });
});

describe("one classification per capture, with only a remote embedding configured", () => {
  it("the job's one local run asks the embeddings endpoint for the vector", async () => {
    const vector = [0.25, -0.5, 0.75];
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ data: [{ index: 0, embedding: vector }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      const { calls, engines } = countingEngines();
      t = await buildTestApp({ processing: { ...testConfig().processing, embedding: { baseUrl, model: "fake-embed", maxRetries: 0 } } }, { classificationEngines: engines });
      const { token } = await setUp(t);
      const captured = await capture(t, token, "Lunch with Priya Raman on Friday");
      await drainJobs(t.app);
      expect(calls).toEqual({ local: 1, model: 0 });
      const done = await get(t, token, captured.id);
      expect(done.processing_status).toBe("done");
      expect((await debugOf(t.app, token, captured.id))?.ai_pipeline_status.step_3_embedding_generation).toMatchObject({ embedding_type: "api:fake-embed", dimensions: 3, error: null });
      const row = await t.database.db.selectFrom("thoughts").select("embedding").where("id", "=", captured.id).executeTakeFirstOrThrow();
      expect([...new Float32Array(new Uint8Array(row.embedding!).buffer)]).toEqual(vector);
    } finally {
      server.close();
    }
  });
});

describe("an edit made before the job runs", () => {
  it("is kept, field by field and key by key; the job fills in the rest", async () => {
    const { engines } = countingEngines();
    t = await buildTestApp({}, { classificationEngines: engines });
    const { token } = await setUp(t);
    const captured = await capture(t, token, "Lunch with Priya Raman on Friday");
    expect((await put(t, token, captured.id, { ai_title: "My own title", flexible_attributes: { tags: ["mine"] } })).statusCode).toBe(200);
    await drainJobs(t.app);

    const done = await get(t, token, captured.id);
    expect(done.processing_status).toBe("done");
    expect(done.ai_title).toBe("My own title");
    expect(done.flexible_attributes.tags).toEqual(["mine"]);
    expect(done.domain).not.toBeNull();
    expect(done.flexible_attributes.entities).toContain("Priya Raman");
  });
});

describe("an edit made while the job runs", () => {
  it("survives the job's write; the fields and keys the person did not touch take the model's answer", async () => {
    let edit: () => Promise<void> = async () => undefined;
    const { engines } = countingEngines(() => edit());
    t = await buildTestApp(withStandInLlm(), { classificationEngines: engines });
    const app = t;
    const { token } = await setUp(app);
    const captured = await capture(app, token, "Lunch with Priya Raman on Friday");
    // Lands after the job read the row and before it writes its result.
    edit = async () => {
      expect((await put(app, token, captured.id, { ai_title: "My own title", status: "approved" })).statusCode).toBe(200);
      const current = await get(app, token, captured.id);
      expect((await put(app, token, captured.id, { flexible_attributes: { ...current.flexible_attributes, tags: ["mine"] } })).statusCode).toBe(200);
    };
    await drainJobs(app.app);

    const done = await get(app, token, captured.id);
    expect(done.processing_status).toBe("done");
    expect(done.ai_title).toBe("My own title");
    expect(done.status).toBe("approved");
    expect(done.flexible_attributes.tags).toEqual(["mine"]);
    expect(done.subdomain).toBe("model-subdomain");
    expect(done.flexible_attributes.priority).toBe("high");
  });

  it("keeps a Received mark made while the job runs", async () => {
    let edit: () => Promise<void> = async () => undefined;
    const { engines } = countingEngines(() => edit());
    t = await buildTestApp(withStandInLlm(), { classificationEngines: engines });
    const app = t;
    const { token } = await setUp(app);
    const captured = await capture(app, token, "Waiting for Tom to send the signed contract by Friday");
    // The person files it as waiting before the job gets to it, then marks it received while the job runs.
    expect((await put(app, token, captured.id, { waiting_for: "Tom" })).statusCode).toBe(200);
    edit = async () => {
      const received = await app.app.inject({ method: "PUT", url: `/api/thoughts/${captured.id}/received`, headers: bearer(token) });
      expect(received.statusCode).toBe(200);
    };
    await drainJobs(app.app);

    const done = await get(app, token, captured.id);
    expect(done.processing_status).toBe("done");
    expect(done.waiting_for).toBe("Tom");
    expect((done.flexible_attributes.waiting as { received_at?: string } | undefined)?.received_at).toBeTruthy();
    expect(done.flexible_attributes.priority).toBe("high");
  });
});
