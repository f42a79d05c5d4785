import type { ChatCommandResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { seedNames } from "./testing/seed-names.js";

/** Name matching for a person with 300 contacts and 300 projects (the lists' caps). */
let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  await seedNames(t.database.db, user.id, 300);
});
afterAll(async () => {
  await t.app.close();
});

async function command(text: string, thoughtId: string): Promise<{ body: ChatCommandResponse; ms: number }> {
  const started = performance.now();
  const response = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: text, thoughtId } });
  const ms = performance.now() - started;
  expect(response.statusCode).toBe(200);
  return { body: response.json<ChatCommandResponse>(), ms };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => ["kitchen", "renovaton", "samantha", "garden", "planing", "ortiz"][i % 6]).join(" ");

describe("matching names among hundreds", () => {
  it("still finds the right one, typos and all", async () => {
    const thought = await makeThought(t.database, user);
    expect((await command("move to kitchen renovaton", thought.id)).body).toMatchObject({ success: true, message: "Moved to Kitchen renovation" });
    expect((await command("connect to samantha shah", thought.id)).body).toMatchObject({ success: true, message: "Connected to Samantha Shah" });
  });

  it("refuses a name over 200 characters at once, and answers long names quickly", async () => {
    const thought = await makeThought(t.database, user);
    // Loose bounds a whole-string edit distance against every name could not keep (it took seconds).
    const long = await command(`connect to ${words(230)}`, thought.id);
    expect(long.body).toMatchObject({ success: false, error: "A project or contact name can be at most 200 characters." });
    expect(long.ms).toBeLessThan(1000);
    let total = 0;
    for (const text of [`connect to ${words(28).slice(0, 200)}`, `move to ${words(25).slice(0, 200)}`, "connect to samanth ortz", "move to garden planing"]) {
      const { body, ms } = await command(text, thought.id);
      expect(body.success === true || body.error !== null).toBe(true);
      total += ms;
    }
    expect(total).toBeLessThan(1000);
  });
});
