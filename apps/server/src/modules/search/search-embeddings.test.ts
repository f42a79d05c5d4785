import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EMBEDDING_TYPE } from "@life/classifier";
import type { SearchResponse, Thought } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, testConfig, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeThought, makeUser, setEmbedding } from "../../../test/factories.js";

/**
 * A local server speaking the OpenAI /embeddings protocol. Its vectors are 3-dimensional, so
 * they can only ever be compared with a query embedded by this same server.
 */
const VECTORS: Record<string, number[]> = {
  "saturday errand alpha": [1, 0, 0],
  "saturday errand beta": [0, 1, 0],
  "saturday errand": [0.9, 0.1, 0],
  "errand saturday": [0.1, 0.9, 0],
};
let server: Server;
let requests: Array<{ url: string; headers: IncomingHttpHeaders; body: { model?: string; input?: string[] } }> = [];
let failing = false;
let t: TestApp;
let token: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const body = JSON.parse(data || "{}") as { model?: string; input?: string[] };
      requests.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(failing ? 503 : 200, { "content-type": "application/json" });
      if (failing) return res.end(JSON.stringify({ error: { message: "down" } }));
      res.end(JSON.stringify({ data: (body.input ?? []).map((text, index) => ({ index, embedding: VECTORS[text] ?? [0, 0, 1] })) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await buildTestApp({
    processing: { ...testConfig().processing, embedding: { baseUrl, model: "fake-embed", apiKey: "sk-embed", maxRetries: 0, timeoutMs: 5_000 } },
  });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  failing = false;
});

const capture = async (text: string, as = token): Promise<Thought> =>
  (await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(as), payload: { original_input: text } })).json<{ data: Thought }>().data;
const order = async (q: string, as = token): Promise<string[]> => {
  const response = await t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${encodeURIComponent(q)}`, headers: bearer(as) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>().data.map((hit) => hit.thought.original_input);
};
const modelOf = async (id: string) =>
  (await t.database.db.selectFrom("thoughts").select("embedding_model").where("id", "=", id).executeTakeFirstOrThrow()).embedding_model;

describe("search with EMBEDDING_MODEL", () => {
  it("stores the model with each vector and embeds queries with that model", async () => {
    const alpha = await capture("saturday errand alpha");
    const beta = await capture("saturday errand beta");
    // Capture stores no vector; the job stores the endpoint's, named by its model.
    expect(await modelOf(alpha.id)).toBeNull();
    await drainJobs(t.app);
    expect(await modelOf(alpha.id)).toBe("api:fake-embed");
    expect(await modelOf(beta.id)).toBe("api:fake-embed");

    requests = [];
    expect(await order("saturday errand")).toEqual(["saturday errand alpha", "saturday errand beta"]);
    expect(await order("errand saturday")).toEqual(["saturday errand beta", "saturday errand alpha"]);
    expect(requests.map((r) => [r.url, r.body.model, r.body.input, r.headers.authorization])).toEqual([
      ["/v1/embeddings", "fake-embed", ["saturday errand"], "Bearer sk-embed"],
      ["/v1/embeddings", "fake-embed", ["errand saturday"], "Bearer sk-embed"],
    ]);
  });

  it("compares offline vectors with an offline query and asks the endpoint nothing for them", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const cake = await makeThought(t.database, owner, { original_input: "weekend: cake or car" });
    const car = await makeThought(t.database, owner, { original_input: "weekend: cake or car" });
    const { embedText } = await import("@life/classifier");
    await setEmbedding(t.database, cake.id, embedText("baking a chocolate cake dessert")!);
    await setEmbedding(t.database, car.id, embedText("car engine mechanic garage")!);
    expect(await order("cake", ownerToken)).toHaveLength(2);
    const ids = async (q: string) =>
      (await t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${q}`, headers: bearer(ownerToken) })).json<SearchResponse>().data.map((h) => h.thought.id);
    expect(await ids("cake")).toEqual([cake.id, car.id]);
    expect(await ids("car")).toEqual([car.id, cake.id]);
    expect(requests).toEqual([]);
  });

  it("ranks by text alone when the vectors' model is no longer configured or the endpoint is down", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const old = await makeThought(t.database, owner, { original_input: "saturday errand alpha" });
    await setEmbedding(t.database, old.id, Float32Array.from([1, 0, 0]), "api:retired-model");
    expect(await order("saturday errand", ownerToken)).toEqual(["saturday errand alpha"]);
    expect(requests).toEqual([]);

    failing = true;
    expect(await order("saturday errand")).toHaveLength(2);
  });
});

describe("the embedding-model migration", () => {
  it("names stored vectors from the pipeline's record, else offline by their size", async () => {
    const migration = await import("../../db/migrations/2026_11_25_1200_embedding_model.js");
    const owner = await makeUser(t.database);
    const fromApi = await capture("saturday errand alpha", await makeSession(t.database, owner));
    await drainJobs(t.app);
    const offline = await makeThought(t.database, owner, { original_input: "no record, offline size" });
    const unknown = await makeThought(t.database, owner, { original_input: "no record, other size" });
    const bare = await makeThought(t.database, owner, { original_input: "no vector" });
    await setEmbedding(t.database, offline.id, new Float32Array(100).fill(0.1));
    await setEmbedding(t.database, unknown.id, new Float32Array(3).fill(0.1));
    await t.database.db.updateTable("thoughts").set({ llm_debug_data: null }).where("id", "in", [offline.id, unknown.id]).execute();

    await migration.down(t.database.db);
    await migration.up(t.database.db);
    expect(await modelOf(fromApi.id)).toBe("api:fake-embed");
    expect(await modelOf(offline.id)).toBe(EMBEDDING_TYPE);
    expect(await modelOf(unknown.id)).toBeNull();
    expect(await modelOf(bare.id)).toBeNull();
  });
});
