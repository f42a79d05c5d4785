import { randomUUID } from "node:crypto";
import type { DuplicateGroup, DuplicatesResponse, MergeResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../../test/factories.js";
import { DocumentsRepository } from "../../documents/documents.repository.js";

let t: TestApp;
let adminToken: string;
let ana: User;
let anaToken: string;
let bob: User;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await makeSession(t.database, await makeUser(t.database, { role: "admin" }));
  ana = await makeUser(t.database);
  anaToken = await makeSession(t.database, ana);
  bob = await makeUser(t.database);
});
afterAll(async () => {
  await t.app.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const contact = (user: User, name: string, created: number) =>
  makeThought(t.database, user, { original_input: `${name} is a friend`, ai_title: name, is_container: true, container_type: "Contacts", event_type: "contact", created_at: minutesAgo(created) });
const project = (user: User, title: string, created: number, tags: string[] = [], entities: string[] = []) =>
  makeThought(t.database, user, {
    original_input: title,
    ai_title: title,
    is_container: true,
    container_type: "Projects",
    event_type: "project",
    flexible_attributes: { tags, entities },
    created_at: minutesAgo(created),
  });

async function findGroups(): Promise<DuplicateGroup[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/duplicates", headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return response.json<DuplicatesResponse>().data;
}

const merge = (items: Array<{ id: string }>, token = adminToken) =>
  t.app.inject({ method: "POST", url: "/api/admin/merge", headers: bearer(token), payload: { duplicateGroup: { items } } });

const thoughtOf = async (id: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/thoughts/${id}`, headers: bearer(anaToken) });
  return response.statusCode === 200 ? response.json<{ data: Thought }>().data : null;
};

describe("GET /api/admin/duplicates", () => {
  it("groups one person's same and near-same contacts, near-same projects and identical thoughts, never across people", async () => {
    const jon = await contact(ana, "Jon Smith", 30);
    const john = await contact(ana, "John Smith", 20);
    const reversed = await contact(ana, "Smith, John", 10);
    await contact(ana, "Jane Doe", 5);
    await contact(bob, "John Smith", 5);
    const kitchen = await project(ana, "Kitchen renovation", 40);
    const typo = await project(ana, "Kitchen renovaton", 35);
    await project(ana, "Garden renovation", 30);
    const milk1 = await makeThought(t.database, ana, { original_input: "buy oat milk", created_at: minutesAgo(8) });
    const milk2 = await makeThought(t.database, ana, { original_input: "buy oat milk", created_at: minutesAgo(7) });
    await makeThought(t.database, bob, { original_input: "buy oat milk" });

    const groups = (await findGroups()).filter((g) => g.user_id === ana.id);
    const contacts = groups.find((g) => g.type === "contact");
    expect(contacts?.items.map((i) => i.id)).toEqual([jon.id, john.id, reversed.id]);
    expect(contacts).toMatchObject({ user_email: ana.email, reason: "near-same name" });
    expect(contacts?.items[0]).toMatchObject({ type: "contact", name: "Jon Smith" });
    const projects = groups.find((g) => g.type === "project");
    expect(projects?.items.map((i) => i.id)).toEqual([kitchen.id, typo.id]);
    expect(projects?.items[0]).toMatchObject({ type: "project", title: "Kitchen renovation" });
    const identical = groups.find((g) => g.type === "thought");
    expect(identical).toMatchObject({ reason: "identical text" });
    expect(identical?.items.map((i) => i.id)).toEqual([milk1.id, milk2.id]);
    expect(groups).toHaveLength(3);
    expect((await findGroups()).filter((g) => g.user_id === bob.id)).toEqual([]);
  });
});

describe("POST /api/admin/merge", () => {
  it("merges into the oldest in one go: every child and link kept, tags and entities united, the rest deleted", async () => {
    const kept = await project(ana, "Roof repair", 60, ["home"], ["Roofer Ray"]);
    const dup = await project(ana, "Roof repairs", 50, ["urgent", "Home"], ["Insurer"]);
    const dup2 = await project(ana, "roof repair", 45, [], ["Roofer Ray"]);
    const childA = await makeThought(t.database, ana, { original_input: "get quotes", parent_id: kept.id });
    const childB = await makeThought(t.database, ana, { original_input: "call the insurer", parent_id: dup.id });
    const childC = await makeThought(t.database, ana, { original_input: "buy tarp", parent_id: dup2.id });
    const linked = await makeThought(t.database, ana, {
      original_input: "ask Ray about the roof",
      flexible_attributes: { connections: [{ id: dup.id, type: "project", name: "Roof repairs" }, { id: kept.id, type: "project", name: "Roof repair" }] },
    });

    const response = await merge([{ id: dup.id }, { id: kept.id }, { id: dup2.id }]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MergeResponse>();
    expect(body.data).toEqual({ kept_id: kept.id, merged: 2, children_moved: 2, links_updated: 1, entities: 2, tags: 2, documents: 0 });

    for (const child of [childA, childB, childC]) expect((await thoughtOf(child.id))?.parent_id).toBe(kept.id);
    expect(await thoughtOf(dup.id)).toBeNull();
    expect(await thoughtOf(dup2.id)).toBeNull();
    const after = await thoughtOf(kept.id);
    expect(after?.flexible_attributes).toMatchObject({ tags: ["home", "urgent"], entities: ["Roofer Ray", "Insurer"] });
    expect((await thoughtOf(linked.id))?.flexible_attributes.connections).toEqual([{ id: kept.id, type: "project", name: "Roof repairs" }]);
    const tagRows = await t.database.db.selectFrom("thought_tags").select("tag").where("thought_id", "=", kept.id).orderBy("tag").execute();
    expect(tagRows.map((r) => r.tag)).toEqual(["home", "urgent"]);

    const activity = await t.database.db.selectFrom("activity_log").select(["activity_type", "actor_id"]).where("user_id", "=", ana.id).where("activity_type", "=", "merge").execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.actor_id).not.toBeNull();
  });

  it("re-links documents connected to or made for the merged items to the kept one, and counts them", async () => {
    const documents = new DocumentsRepository(t.database.db);
    const kept = await project(ana, "Boat repair", 60);
    const dup = await project(ana, "Boat repairs", 50);
    const dup2 = await project(ana, "boat repair", 40);
    const other = await project(ana, "Garden", 30);
    const now = new Date();
    const doc = async (name: string) => {
      const id = randomUUID();
      await documents.insertDocument(ana.id, {
        id,
        title: name,
        originalFilename: `${name}.pdf`,
        mimeType: "application/pdf",
        storageKey: `${ana.id}/${id}`,
        contentHash: "0".repeat(64),
        fileSize: 10,
        documentType: null,
        tags: [],
        givenFields: [],
        createEvent: false,
        now,
      });
      return id;
    };
    const [onDup, onBoth, madeForDup2, onOther] = [await doc("on-dup"), await doc("on-both"), await doc("made-for-dup2"), await doc("on-other")];
    await documents.addLink(ana.id, onDup, dup.id, "project", now);
    await documents.addLink(ana.id, onBoth, kept.id, "project", now);
    await documents.addLink(ana.id, onBoth, dup2.id, "project", now);
    await documents.addLink(ana.id, madeForDup2, dup2.id, "thought", now);
    await documents.updateDocument(ana.id, madeForDup2, { thought_id: dup2.id }, now);
    await documents.addLink(ana.id, onOther, other.id, "project", now);

    const response = await merge([{ id: kept.id }, { id: dup.id }, { id: dup2.id }]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MergeResponse>();
    expect(body.data).toMatchObject({ kept_id: kept.id, merged: 2, documents: 3 });
    expect(body.message).toBe("Merged 3 items into one; 0 children moved; 3 documents re-linked");

    const linksOf = async (id: string) => (await documents.findDocument(ana.id, id))!.links.map((l) => [l.entity_type, l.entity_id]);
    expect(await linksOf(onDup)).toEqual([["project", kept.id]]);
    expect(await linksOf(onBoth)).toEqual([["project", kept.id]]);
    expect(await linksOf(madeForDup2)).toEqual([["thought", kept.id]]);
    expect((await documents.findDocument(ana.id, madeForDup2))!.thought_id).toBe(kept.id);
    expect(await linksOf(onOther)).toEqual([["project", other.id]]);
    const activity = await t.database.db.selectFrom("activity_log").select("detail").where("user_id", "=", ana.id).where("activity_type", "=", "merge").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(activity.detail).toMatch(/3 documents re-linked/);
  });

  it("refuses a group spanning two people or two kinds, changes nothing, and answers 404 for a missing item", async () => {
    const mine = await contact(ana, "Sam Ortiz", 5);
    const theirs = await contact(bob, "Sam Ortiz", 5);
    const crossed = await merge([{ id: mine.id }, { id: theirs.id }]);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ error: "A duplicate group must belong to one person" });
    const someProject = await project(ana, "Sam Ortiz", 4);
    expect((await merge([{ id: mine.id }, { id: someProject.id }])).statusCode).toBe(400);
    expect((await merge([{ id: mine.id }, { id: "00000000-0000-4000-8000-000000000000" }])).statusCode).toBe(404);
    expect((await merge([{ id: mine.id }])).statusCode).toBe(400);
    expect(await thoughtOf(mine.id)).not.toBeNull();
    expect(await thoughtOf(someProject.id)).not.toBeNull();
    expect((await merge([{ id: mine.id }, { id: someProject.id }], anaToken)).statusCode).toBe(403);
  });
});
