import type { ChatCommandResponse, ChatRespondResponse, User } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "./testing/fake-openai.js";

/** The chat with an LLM configured, against a local server speaking the OpenAI protocol. */
let fake: FakeOpenAi;
let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({}, { chatConfig: { llm: { baseUrl: fake.baseUrl, model: "test-model", timeoutMs: 500 }, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const command = async (text: string, thoughtId: string | null) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: text, thoughtId } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatCommandResponse>();
};
const ask = async (message: string) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatRespondResponse>();
};

const NOT_UNDERSTOOD = /^I didn't understand "file this with the kitchen stuff"\. Try: /;

describe("commands with an LLM", () => {
  it("executes the operation the LLM reads in a command the grammar cannot parse", async () => {
    const kitchen = await makeThought(t.database, user, { ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const thought = await makeThought(t.database, user);
    fake.reply(completionReply({ op: "move", field: null, value: "kitchen" }));
    const result = await command("file this with the kitchen stuff", thought.id);
    expect(result).toMatchObject({ success: true, message: "Moved to Kitchen renovation", updatedThought: { parent_id: kitchen.id } });
    expect(JSON.stringify(fake.seen[0]!.json)).toContain("Kitchen renovation");
  });

  it("does not call the LLM for a command the grammar reads, or without a selected thought", async () => {
    const thought = await makeThought(t.database, user);
    expect((await command("complete", thought.id)).success).toBe(true);
    expect((await command("file this with the kitchen stuff", null)).error).toMatch(NOT_UNDERSTOOD);
    expect(fake.seen).toHaveLength(0);
  });

  it("falls back to the grammar's error when the LLM fails, declines or goes beyond the grammar", async () => {
    const thought = await makeThought(t.database, user, { ai_title: "Untouched" });
    fake.reply(
      { status: 503, body: { error: { message: "overloaded" } } },
      { hang: true },
      completionReply({ op: "none", field: null, value: null }),
      completionReply({ op: "change", field: "status", value: "exploded" }),
      completionReply({ op: "rm -rf", field: null, value: null }),
    );
    for (let i = 0; i < 5; i += 1) {
      const result = await command("file this with the kitchen stuff", thought.id);
      expect(result).toMatchObject({ success: false, updatedThought: null });
      expect(result.error).toMatch(NOT_UNDERSTOOD);
    }
    expect(fake.seen).toHaveLength(5);
    const unchanged = await t.app.inject({ method: "GET", url: `/api/thoughts/${thought.id}`, headers: bearer(token) });
    expect(unchanged.json().data).toMatchObject({ ai_title: "Untouched", status: "pending", parent_id: null });
  });

  it("still refuses what the status rules refuse, whoever read the command", async () => {
    const thought = await makeThought(t.database, user, { status: "approved" });
    fake.reply(completionReply({ op: "change", field: "status", value: "pending" }));
    expect(await command("put this back to pending", thought.id)).toMatchObject({ success: false, error: "Cannot change status from approved to pending" });
  });

  it("never deletes, completes or archives on the model's reading: it offers the command to send", async () => {
    const thought = await makeThought(t.database, user, { ai_title: "Buy paint", flexible_attributes: { tags: ["urgent"] } });
    const readings = [
      { reply: { op: "delete", field: null, value: null }, suggested: "/delete" },
      { reply: { op: "archive", field: null, value: null }, suggested: "/archive" },
      { reply: { op: "complete", field: null, value: null }, suggested: "/complete" },
      { reply: { op: "change", field: "status", value: "completed" }, suggested: "/change status to completed" },
      { reply: { op: "change", field: "status", value: "archived" }, suggested: "/change status to archived" },
    ];
    for (const { reply, suggested } of readings) {
      fake.reply(completionReply(reply));
      const result = await command("delete the urgent tag", thought.id);
      expect(result).toMatchObject({ success: false, message: null, updatedThought: null, suggestedCommand: suggested });
      expect(result.error).toContain(`send "${suggested}"`);
      expect(result.error).toContain("Nothing was changed");
    }
    expect(fake.seen).toHaveLength(readings.length);
    const unchanged = await t.app.inject({ method: "GET", url: `/api/thoughts/${thought.id}`, headers: bearer(token) });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ status: "pending", flexible_attributes: { tags: ["urgent"] } });

    // The suggested command, sent as typed, runs without asking the model.
    expect(await command("/delete", thought.id)).toMatchObject({ success: true, message: "Thought deleted" });
    expect(fake.seen).toHaveLength(readings.length);
    const gone = await t.app.inject({ method: "GET", url: `/api/thoughts/${thought.id}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
  });
});

describe("LLM failures", () => {
  const secret = { error: { message: "Quota exceeded for org-9f8e7d (key sk-live-SECRET42), see https://llm.provider.example/v1/billing" } };
  const leaks = ["SECRET42", "provider.example", "org-9f8e7d", "127.0.0.1", "Quota exceeded"];

  it("give a command's sender a short reason, never the provider's text or address", async () => {
    const thought = await makeThought(t.database, user);
    fake.reply({ status: 429, body: secret }, { hang: true }, { body: "<html>https://llm.provider.example/SECRET42</html>" }, completionReply("sure! sk-live-SECRET42"));
    const reasons = ["The model service failed", "The model timed out", "The model's answer was invalid", "The model's answer was invalid"];
    for (const reason of reasons) {
      const response = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "file this with the kitchen stuff", thoughtId: thought.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json<ChatCommandResponse>().error).toMatch(NOT_UNDERSTOOD);
      expect(response.json<ChatCommandResponse>().error).toContain(`(${reason}.)`);
      for (const leak of [...leaks, fake.baseUrl]) expect(response.body).not.toContain(leak);
    }
  });

  it("leave a question with its local answer and nothing of the provider's", async () => {
    fake.reply({ status: 500, body: secret });
    const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message: "how many thoughts do I have?" } });
    expect(response.statusCode).toBe(200);
    expect(response.json<ChatRespondResponse>().response).toMatch(/^You have \d+ thoughts?/);
    for (const leak of [...leaks, fake.baseUrl]) expect(response.body).not.toContain(leak);
  });
});

describe("questions with an LLM", () => {
  it("words the answer from the person's retrieved items only", async () => {
    await makeThought(t.database, user, { ai_title: "Quote for tiles", waiting_for: "Bob" });
    const other = await makeUser(t.database);
    await makeThought(t.database, other, { ai_title: "Secret refund", waiting_for: "the shop" });
    fake.reply(completionReply("You're waiting on Bob for [Quote for tiles]."));
    const body = await ask("what am I waiting for?");
    expect(body.response).toBe("You're waiting on Bob for [Quote for tiles].");
    expect(body.items?.map((i) => i.title)).toEqual(["Quote for tiles"]);
    const sent = JSON.stringify(fake.seen[0]!.json);
    expect(sent).toContain("[Quote for tiles]");
    expect(sent).not.toContain("Secret refund");
  });

  it("answers locally when the LLM fails, and for help without asking it", async () => {
    fake.reply({ status: 500, body: {} });
    const body = await ask("what am I waiting for?");
    expect(body.response).toMatch(/^You're waiting on 1 thing: Quote for tiles/);
    expect((await ask("help")).response).toMatch(/^You can ask me/);
    expect(fake.seen).toHaveLength(1);
  });
});
