import type { User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  await makeThought(t.database, user, { ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
  await makeThought(t.database, user, { ai_title: "Priya Shah", is_container: true, container_type: "Contacts" });
  await makeThought(t.database, user, { flexible_attributes: { tags: ["home", "errands"] } });
  await makeThought(t.database, user, { flexible_attributes: { tags: ["home"] } });
  const other = await makeUser(t.database);
  await makeThought(t.database, other, { ai_title: "Kite festival", is_container: true, container_type: "Projects" });
  await makeThought(t.database, other, { flexible_attributes: { tags: ["hobby"] } });
});
afterAll(async () => {
  await t.app.close();
});

const suggest = async (partialCommand: string, context?: object) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/suggestions", headers: bearer(token), payload: { partialCommand, context } });
  expect(response.statusCode).toBe(200);
  return response.json<{ suggestions: string[] }>().suggestions;
};

describe("POST /api/chat/suggestions", () => {
  it("completes with the person's own projects, contacts and tags only", async () => {
    expect(await suggest("move to ki")).toEqual(["move to Kitchen renovation"]);
    expect(await suggest("connect to p")).toEqual(["connect to Priya Shah"]);
    // The more used tag first; the other person's "hobby" never appears.
    expect(await suggest("tag with")).toEqual(["tag with home", "tag with errands"]);
    expect(await suggest("tag with h")).toEqual(["tag with home"]);
  });

  it("ranks prefix matches first, then words inside, then typos", async () => {
    expect(await suggest("kitchen")).toEqual(["move to Kitchen renovation", "connect to Kitchen renovation"]);
    expect(await suggest("move to kitchn")).toEqual(["move to Kitchen renovation"]);
    expect(await suggest("sched")).toEqual(["schedule for tomorrow 9am", "schedule for today 5pm", "schedule for next monday 9am"]);
  });

  it("offers the grammar's commands, at most 8", async () => {
    expect(await suggest("/ar")).toEqual(["/archive", "/change status to archived"]);
    expect(await suggest("change priority")).toEqual(["change priority to urgent", "change priority to high", "change priority to medium", "change priority to low"]);
    expect(await suggest("ch")).toHaveLength(8);
  });

  it("uses the context: no change to the current domain, no move into the thought itself", async () => {
    const project = await makeThought(t.database, user, { ai_title: "Kitchen garden", is_container: true, container_type: "Projects" });
    expect(await suggest("change to", { currentDomain: "Work" })).toEqual(["change to personal", "change to social"]);
    expect(await suggest("move to kitchen", { thoughtId: project.id })).toEqual(["move to Kitchen renovation"]);
  });

  it("answers nothing under two characters", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("m")).toEqual([]);
    expect(await suggest("  d  ")).toEqual([]);
  });

  it("answers 400 for a missing or over-long partialCommand, 401 without a token", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/chat/suggestions", headers: bearer(token), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "partialCommand is required" });
    const long = await t.app.inject({ method: "POST", url: "/api/chat/suggestions", headers: bearer(token), payload: { partialCommand: "x".repeat(2001) } });
    expect(long.json()).toEqual({ error: "partialCommand must be at most 2,000 characters" });
    expect((await t.app.inject({ method: "POST", url: "/api/chat/suggestions", payload: { partialCommand: "mo" } })).statusCode).toBe(401);
  });
});
