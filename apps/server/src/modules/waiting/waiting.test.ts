import type { FollowUpResponse, Thought, User, WaitingListResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser, makeUserInZone } from "../../../test/factories.js";
import { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import { describeFollowUp } from "./follow-up-text.js";
import { WaitingRepository } from "./waiting.repository.js";
import { ALREADY_RECEIVED, NOT_WAITING, WaitingService } from "./waiting.service.js";

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

const api = (method: "GET" | "PUT" | "POST", url: string, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(as) });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const list = async (as = token) => {
  const response = await api("GET", "/thoughts/waiting", as);
  expect(response.statusCode).toBe(200);
  return response.json<WaitingListResponse>();
};

describe("GET /api/thoughts/waiting", () => {
  it("lists open waiting items oldest first, without received, completed or archived ones", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    await makeThought(t.database, owner, { original_input: "newer", waiting_for: "Bank: loan decision", created_at: minutesAgo(5) });
    await makeThought(t.database, owner, { original_input: "older", waiting_for: "Grace: budget approval", created_at: minutesAgo(50) });
    await makeThought(t.database, owner, { original_input: "not waiting", created_at: minutesAgo(40) });
    await makeThought(t.database, owner, { original_input: "done", waiting_for: "x", status: "completed", created_at: minutesAgo(30) });
    await makeThought(t.database, owner, { original_input: "archived", waiting_for: "y", status: "archived", created_at: minutesAgo(20) });
    const received = await makeThought(t.database, owner, { original_input: "received", waiting_for: "z", created_at: minutesAgo(10) });
    expect((await api("PUT", `/thoughts/${received.id}/received`, ownerToken)).statusCode).toBe(200);

    const body = await list(ownerToken);
    expect(body.data.map((x) => x.original_input)).toEqual(["older", "newer"]);
    // What the card shows, not the whole thought (issue 9: slim lists).
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      ["ai_title", "created_at", "domain", "expected_date", "id", "original_input", "status", "updated_at", "waiting", "waiting_for"],
    );
    expect(body.data[0]).toMatchObject({ waiting_for: "Grace: budget approval", waiting: {} });
  });

  it("shows a receipt, a follow-up and a new item on the next read, though the list is kept", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const first = await makeThought(t.database, owner, { waiting_for: "Ana: the keys", created_at: minutesAgo(9) });
    const second = await makeThought(t.database, owner, { waiting_for: "Bo: the invoice", created_at: minutesAgo(8) });
    expect((await list(ownerToken)).data.map((x) => x.id)).toEqual([first.id, second.id]);
    expect(await list(ownerToken)).toEqual(await list(ownerToken));

    expect((await api("POST", `/thoughts/${second.id}/follow-up`, ownerToken)).statusCode).toBe(201);
    expect((await list(ownerToken)).data.find((x) => x.id === second.id)?.waiting).toMatchObject({ follow_up_count: 1 });
    expect((await api("PUT", `/thoughts/${first.id}/received`, ownerToken)).statusCode).toBe(200);
    expect((await list(ownerToken)).data.map((x) => x.id)).toEqual([second.id]);
    const third = await makeThought(t.database, owner, { waiting_for: "Cy: a reply" });
    expect((await list(ownerToken)).data.map((x) => x.id)).toEqual([second.id, third.id]);
  });

  it("answers an empty list when nothing is waiting", async () => {
    expect(await list(await makeSession(t.database, await makeUser(t.database)))).toEqual({ data: [] });
  });

  it("is not swallowed by GET /thoughts/:id", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts/waiting" })).statusCode).toBe(401);
    expect((await api("GET", "/thoughts/waiting?limit=0")).statusCode).toBe(400);
  });
});

describe("PUT /api/thoughts/:id/received", () => {
  it("records the time in flexible_attributes.waiting, keeps waiting_for and other attributes", async () => {
    const item = await makeThought(t.database, user, {
      waiting_for: "Zalando: refund",
      flexible_attributes: { entities: ["Zalando"], waiting: { follow_up_count: 1 } },
    });
    const response = await api("PUT", `/thoughts/${item.id}/received`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Thought }>();
    expect(data.waiting_for).toBe("Zalando: refund");
    expect(data.flexible_attributes.entities).toEqual(["Zalando"]);
    const waiting = data.flexible_attributes.waiting as { received_at: string; follow_up_count: number };
    expect(waiting.follow_up_count).toBe(1);
    expect(Date.now() - Date.parse(waiting.received_at)).toBeLessThan(60_000);
    expect((await list()).data.map((x) => x.id)).not.toContain(item.id);

    // Twice is harmless and keeps the first time.
    const again = await api("PUT", `/thoughts/${item.id}/received`);
    expect(again.statusCode).toBe(200);
    expect((again.json<{ data: Thought }>().data.flexible_attributes.waiting as { received_at: string }).received_at).toBe(waiting.received_at);
  });

  it("answers 404 for unknown and foreign ids and 409 for a thought that waits for nothing", async () => {
    const foreign = await makeThought(t.database, await makeUser(t.database), { waiting_for: "someone: something" });
    expect((await api("PUT", `/thoughts/${foreign.id}/received`)).statusCode).toBe(404);
    expect((await api("PUT", "/thoughts/no-such-id/received")).statusCode).toBe(404);
    const plain = await makeThought(t.database, user);
    const response = await api("PUT", `/thoughts/${plain.id}/received`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: NOT_WAITING });
  });
});

describe("POST /api/thoughts/:id/follow-up", () => {
  it("counts the follow-up and creates a task for 9:00 tomorrow in the user's zone, under the same project", async () => {
    const project = await makeThought(t.database, user, { is_container: true, container_type: "Projects", domain: "systems" });
    const item = await makeThought(t.database, user, { waiting_for: "Grace: the budget approval", parent_id: project.id, domain: "systems" });

    const first = await api("POST", `/thoughts/${item.id}/follow-up`);
    expect(first.statusCode).toBe(201);
    const { thought, followUp } = first.json<FollowUpResponse>().data;
    expect(thought.flexible_attributes.waiting).toMatchObject({ follow_up_count: 1 });
    expect(followUp).toMatchObject({
      original_input: "Follow up with Grace about the budget approval",
      ai_title: "Follow up with Grace about the budget approval",
      event_type: "task",
      status: "approved",
      parent_id: project.id,
      domain: "systems",
      is_container: false,
    });
    expect(followUp.flexible_attributes).toMatchObject({ entities: ["Grace"], follow_up_of: item.id });
    // 9:00 in Halifax is 12:00 or 13:00 UTC depending on daylight time.
    expect(followUp.scheduled_for).toMatch(/T1[23]:00:00\.000Z$/);

    const second = (await api("POST", `/thoughts/${item.id}/follow-up`)).json<FollowUpResponse>().data;
    expect(second.thought.flexible_attributes.waiting).toMatchObject({ follow_up_count: 2 });
    expect((second.thought.flexible_attributes.waiting as { last_follow_up_at: string }).last_follow_up_at).toBeTruthy();
    // Still waiting: a follow-up does not take the item off the list, which carries the count.
    const listed = (await list()).data.find((x) => x.id === item.id)!;
    expect(listed.waiting).toEqual({ follow_up_count: 2, last_follow_up_at: (second.thought.flexible_attributes.waiting as { last_follow_up_at: string }).last_follow_up_at });
  });

  it("schedules tomorrow 09:00 local exactly, across a DST change", async () => {
    const zoned = await makeUserInZone(t.database, "America/Halifax");
    const item = await makeThought(t.database, zoned, { waiting_for: "parcel (delivery)" });
    // 2026-10-31 22:00 ADT; tomorrow is 1 November, when clocks fall back to AST (UTC-4).
    const service = new WaitingService(new WaitingRepository(t.database.db), new ThoughtsRepository(t.database.db), {
      now: () => new Date("2026-11-01T01:00:00.000Z"),
    });
    const { followUp } = await service.followUp(zoned, item.id);
    expect(followUp.scheduled_for).toBe("2026-11-01T13:00:00.000Z");
    expect(followUp.original_input).toBe("Follow up about parcel (delivery)");
    expect(followUp.parent_id).toBeNull();
  });

  it("answers 404 for foreign ids, 409 for not-waiting and received items", async () => {
    const foreign = await makeThought(t.database, await makeUser(t.database), { waiting_for: "a: b" });
    expect((await api("POST", `/thoughts/${foreign.id}/follow-up`)).statusCode).toBe(404);
    const plain = await makeThought(t.database, user);
    expect((await api("POST", `/thoughts/${plain.id}/follow-up`)).json()).toEqual({ error: NOT_WAITING });
    const received = await makeThought(t.database, user, { waiting_for: "a: b" });
    await api("PUT", `/thoughts/${received.id}/received`);
    const response = await api("POST", `/thoughts/${received.id}/follow-up`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ALREADY_RECEIVED });
  });
});

describe("describeFollowUp", () => {
  it("reads 'who: what' and plain waiting_for texts", () => {
    expect(describeFollowUp("Bank: loan decision")).toEqual({ title: "Follow up with Bank about loan decision", who: "Bank" });
    expect(describeFollowUp("delivery")).toEqual({ title: "Follow up about delivery", who: null });
    expect(describeFollowUp("  Sam :  ")).toEqual({ title: "Follow up with Sam about it", who: "Sam" });
    expect(describeFollowUp("x".repeat(300)).title.length).toBeLessThanOrEqual(200);
  });
});
