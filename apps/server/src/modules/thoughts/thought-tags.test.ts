import type { User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { up as fillThoughtTags } from "../../db/migrations/2026_11_25_1100_thought_tags.js";
import { toJson } from "../../db/values.js";
import { ThoughtTagsRepository } from "./thought-tags.repository.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const put = (id: string, payload: object) => t.app.inject({ method: "PUT", url: `/api/thoughts/${id}`, headers: bearer(token), payload });
const rowsOf = async (thoughtId: string) =>
  (await t.database.db.selectFrom("thought_tags").select("tag").where("thought_id", "=", thoughtId).orderBy("tag").execute()).map((r) => r.tag);

describe("thought_tags", () => {
  it("follows every PUT of flexible_attributes, and leaves with the thought", async () => {
    const thought = await makeThought(t.database, user);
    expect((await put(thought.id, { flexible_attributes: { tags: ["home", "urgent", "home"] } })).statusCode).toBe(200);
    expect(await rowsOf(thought.id)).toEqual(["home", "urgent"]);
    await put(thought.id, { flexible_attributes: { tags: ["errands"], priority: "high" } });
    expect(await rowsOf(thought.id)).toEqual(["errands"]);
    await put(thought.id, { flexible_attributes: {} });
    expect(await rowsOf(thought.id)).toEqual([]);
    await put(thought.id, { flexible_attributes: { tags: ["gone soon"] } });
    await t.app.inject({ method: "DELETE", url: `/api/thoughts/${thought.id}`, headers: bearer(token) });
    expect(await rowsOf(thought.id)).toEqual([]);
  });

  it("follows the chat's tag command", async () => {
    const thought = await makeThought(t.database, user, { flexible_attributes: { tags: ["home"] } });
    const response = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "tag with garden", thoughtId: thought.id } });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(thought.id)).toEqual(["garden", "home"]);
  });

  it("lists recent tags from the rows, most used first, one person's only", async () => {
    const reader = await makeUser(t.database);
    await makeThought(t.database, reader, { flexible_attributes: { tags: ["b-tag", "a-tag"] } });
    await makeThought(t.database, reader, { flexible_attributes: { tags: ["b-tag"] } });
    await makeThought(t.database, user, { flexible_attributes: { tags: ["not theirs"] } });
    expect(await new ThoughtTagsRepository(t.database.db).recentTags(reader.id)).toEqual(["b-tag", "a-tag"]);
    // Only the newest rows count: with a window of one row, the last tagging alone.
    expect(await new ThoughtTagsRepository(t.database.db).recentTags(reader.id, 1)).toEqual(["b-tag"]);
  });

  it("is filled from the tags already stored when the migration runs", async () => {
    const owner = await makeUser(t.database);
    const tagged = await makeThought(t.database, owner);
    const odd = await makeThought(t.database, owner);
    // Written around the repository, as rows were before the table existed.
    await t.database.db.updateTable("thoughts").set({ flexible_attributes: toJson({ tags: ["x", "y", "x"] }) }).where("id", "=", tagged.id).execute();
    await t.database.db.updateTable("thoughts").set({ flexible_attributes: toJson({ tags: ["ok", 7, null, ["n"]] }) }).where("id", "=", odd.id).execute();
    await t.database.db.schema.dropTable("thought_tags").execute();
    await fillThoughtTags(t.database.db);
    expect(await rowsOf(tagged.id)).toEqual(["x", "y"]);
    expect(await rowsOf(odd.id)).toEqual(["ok"]);
  });
});
