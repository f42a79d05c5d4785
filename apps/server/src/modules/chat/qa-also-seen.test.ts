import type { ChatRespondResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";

/** Issue 16's "Also seen", end to end: capture through the API, the job, then the question. */
let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const capture = async (text: string): Promise<Thought> => {
  const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } });
  expect(response.statusCode).toBe(201);
  await t.app.processing.worker.runUntilIdle();
  return (await t.app.inject({ method: "GET", url: `/api/thoughts/${response.json<{ data: Thought }>().data.id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
};
const ask = async (message: string) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatRespondResponse>();
};

describe("also seen while trying it (issue 16)", () => {
  it("a thought that completes a task is stored done and linked, and is not listed as what is left", async () => {
    const kitchen = await makeThought(t.database, user, { original_input: "Kitchen renovation", ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const quotes = await makeThought(t.database, user, { original_input: "Get three quotes for the kitchen", ai_title: "Get three quotes for the kitchen", parent_id: kitchen.id, container_type: "Tasks", event_type: "task" });
    await makeThought(t.database, user, { original_input: "Pick the cabinet colour", ai_title: "Pick the cabinet colour", parent_id: kitchen.id, container_type: "Tasks", event_type: "task" });

    const report = await capture("got all three quotes for the kitchen");
    expect(report.status).toBe("completed");
    expect(report.flexible_attributes.completes_thought_id).toBe(quotes.id);
    const task = (await t.app.inject({ method: "GET", url: `/api/thoughts/${quotes.id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
    expect(task.status).toBe("completed");

    const left = await ask("what's left on the kitchen renovation?");
    const ids = (left.citations ?? []).map((c) => c.id);
    expect(ids).not.toContain(report.id);
    expect(ids).not.toContain(quotes.id);
    expect(left.response).toContain("Pick the cabinet colour");
    expect(left.response).not.toMatch(/got all three quotes/i);
  });

  it("every person in 'X and Y' and 'X, Y and Z' becomes a contact", async () => {
    await capture("dinner with Maya and Tom on friday at 7pm");
    await capture("Priya, Jonas and Ines are coming for brunch sat");
    const contacts = await t.database.db.selectFrom("thoughts").select("ai_title").where("user_id", "=", user.id).where("container_type", "=", "Contacts").execute();
    expect(contacts.map((c) => c.ai_title).sort()).toEqual(["Ines", "Jonas", "Maya", "Priya", "Tom"]);
  });
});
