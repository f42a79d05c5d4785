import type { SearchResponse, User } from "@life/contracts";
import { embedText } from "@life/classifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser, setEmbedding } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  await makeThought(t.database, user, { original_input: "Get three quotes for the kitchen renovation", ai_title: "Kitchen renovation quotes" });
  await makeThought(t.database, user, { original_input: "Pick tiles for the kitchen backsplash", ai_title: "Pick backsplash tiles" });
  await makeThought(t.database, user, { original_input: "Call the dentist about a cleaning", ai_title: "Call dentist" });
  await makeThought(t.database, user, { original_input: "Script <b>bold</b> & \"quoted\" kitchen notes", ai_title: null });
  // Someone else's kitchen must never show.
  await makeThought(t.database, await makeUser(t.database), { original_input: "kitchen kitchen kitchen", ai_title: "Kitchen" });
});
afterAll(async () => {
  await t.app.close();
});

const search = (q: string, extra = "") =>
  t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${encodeURIComponent(q)}${extra}`, headers: bearer(token) });
const hits = async (q: string, extra = "") => {
  const response = await search(q, extra);
  expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
  return response.json<SearchResponse>().data;
};

describe("GET /api/thoughts/search", () => {
  it("keeps an answer only while the person's thoughts stay as they were", async () => {
    const before = (await hits("paddleboard")).map((h) => h.thought.id);
    expect(before).toEqual([]);
    const board = await makeThought(t.database, user, { original_input: "Sell the old paddleboard", ai_title: "Sell paddleboard" });
    expect((await hits("paddleboard")).map((h) => h.thought.id)).toEqual([board.id]);
    // An edit made past the API (as the job writes) still shows: the data version changed.
    await t.database.db.updateTable("thoughts").set({ ai_title: "Sold the paddleboard" }).where("id", "=", board.id).execute();
    expect((await hits("paddleboard"))[0]!.thought.ai_title).toBe("Sold the paddleboard");
    expect((await t.app.inject({ method: "DELETE", url: `/api/thoughts/${board.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await hits("paddleboard")).toEqual([]);
  });

  it("ranks title matches first and finds only the caller's thoughts", async () => {
    const data = await hits("kitchen");
    expect(data.map((h) => h.thought.original_input)).toEqual([
      "Get three quotes for the kitchen renovation",
      expect.any(String),
      expect.any(String),
    ]);
    expect(data.every((h) => h.thought.user_id === user.id)).toBe(true);
    expect(data[0]!.score).toBeGreaterThanOrEqual(data[1]!.score);
  });

  it("requires every word and matches the last one as a prefix", async () => {
    expect((await hits("kitchen til")).map((h) => h.thought.ai_title)).toEqual(["Pick backsplash tiles"]);
    expect(await hits("kitchen dentist")).toEqual([]);
  });

  it("highlights matches with <mark> and escapes everything else", async () => {
    const [hit] = await hits("dentist");
    expect(hit!.highlights).toEqual({ title: "Call <mark>dentist</mark>", input: "Call the <mark>dentist</mark> about a cleaning" });
    const [script] = await hits("script");
    expect(script!.highlights.title).toBeNull();
    expect(script!.highlights.input).toBe("<mark>Script</mark> &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; kitchen notes");
  });

  it("never fails on hostile input", async () => {
    for (const q of ['"', '"kitchen', "kitchen*", "*", "NEAR(kitchen tiles)", "kitchen NEAR tiles", "(", ")", "a AND OR NOT", "title:kitchen", "^kitchen", "kitchen & | ! <-> :*", "'; drop table thoughts; --", "\u0000", "ℌ𝔢𝔩𝔩𝔬 🙂"]) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await hits('"kitchen"')).length).toBe(3);
  });

  it("answers 400 for an empty or overlong query", async () => {
    expect((await search("")).statusCode).toBe(400);
    expect((await search("   ")).json()).toEqual({ error: "q must not be empty" });
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts/search", headers: bearer(token) })).json()).toEqual({ error: "q is required" });
    expect((await search("x".repeat(201))).statusCode).toBe(400);
  });

  it("honours limit", async () => {
    expect(await hits("kitchen", "&limit=1")).toHaveLength(1);
    expect((await search("kitchen", "&limit=51")).statusCode).toBe(400);
  });

  it("lets embedding similarity order thoughts whose text matches equally", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const cake = await makeThought(t.database, owner, { original_input: "saturday: cake or car" });
    const car = await makeThought(t.database, owner, { original_input: "saturday: cake or car" });
    await setEmbedding(t.database, cake.id, embedText("baking a chocolate cake dessert")!);
    await setEmbedding(t.database, car.id, embedText("car engine mechanic garage")!);
    const order = async (q: string) =>
      (await t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${q}`, headers: bearer(ownerToken) }))
        .json<SearchResponse>()
        .data.map((h) => h.thought.id);
    expect(await order("cake")).toEqual([cake.id, car.id]);
    expect(await order("car")).toEqual([car.id, cake.id]);
  });

  it("keeps the index in step with edits and deletes", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const thought = await makeThought(t.database, owner, { original_input: "zebra crossing" });
    const find = async (q: string) =>
      (await t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${q}`, headers: bearer(ownerToken) })).json<SearchResponse>().data;
    expect(await find("zebra")).toHaveLength(1);
    await t.app.inject({ method: "PUT", url: `/api/thoughts/${thought.id}`, headers: bearer(ownerToken), payload: { ai_title: "Giraffe spotting" } });
    expect((await find("giraffe"))[0]!.highlights.title).toBe("<mark>Giraffe</mark> spotting");
    await t.app.inject({ method: "DELETE", url: `/api/thoughts/${thought.id}`, headers: bearer(ownerToken) });
    expect(await find("zebra")).toEqual([]);
  });
});
