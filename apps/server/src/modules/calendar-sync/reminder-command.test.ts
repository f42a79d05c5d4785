import type { User } from "@life/contracts";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { describeReminder, parseCommand, parseReminder } from "../chat/command-grammar.js";
import { DEFAULT_VOICE_MAX_BYTES } from "../chat/chat.config.js";
import { completionReply, startFakeOpenAi } from "../chat/testing/fake-openai.js";

describe("the reminder command's grammar", () => {
  it("reads how long before, in minutes", () => {
    expect(parseReminder("1 hour")).toBe(60);
    expect(parseReminder("an hour")).toBe(60);
    expect(parseReminder("30 minutes")).toBe(30);
    expect(parseReminder("2 days")).toBe(2880);
    expect(parseReminder("5 weeks")).toBeNull();
    expect(parseReminder("soonish")).toBeNull();
    expect(parseCommand("remind me 1 hour before")).toEqual({ ok: true, command: { op: "remind", minutes: 60 } });
    expect(parseCommand("/remind me at the time")).toEqual({ ok: true, command: { op: "remind", minutes: 0 } });
    expect(parseCommand("remind me sometime")).toMatchObject({ ok: false });
    expect(describeReminder(60)).toBe("1 hour before");
    expect(describeReminder(90)).toBe("90 minutes before");
  });
});

describe('"remind me … before" through the command bar', () => {
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

  const command = (command: string, thoughtId: string) => t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command, thoughtId } });

  it("sets the thought's reminder, which the calendar feed's alarm then uses", async () => {
    const thought = await makeThought(t.database, user, { original_input: "flight to Lisbon", scheduled_for: "2026-12-12T09:00:00.000Z" });
    const response = await command("remind me 1 hour before", thought.id);
    expect(response.json()).toMatchObject({ success: true, message: "Reminder set 1 hour before" });
    expect(response.json().updatedThought.flexible_attributes.reminder_minutes).toBe(60);

    const { url } = (await t.app.inject({ method: "POST", url: "/api/calendar/feed", headers: bearer(token) })).json<{ url: string }>();
    const feed = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    const alarm = new ICAL.Component(ICAL.parse(feed.body)).getFirstSubcomponent("vevent")!.getFirstSubcomponent("valarm")!;
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-PT1H");
  });

  it("refuses a thought without a date, and another person's thought", async () => {
    const undated = await makeThought(t.database, user, { original_input: "someday" });
    expect((await command("remind me 1 hour before", undated.id)).json()).toMatchObject({ success: false });
    const other = await makeThought(t.database, await makeUser(t.database), { original_input: "theirs", scheduled_for: "2026-12-12T09:00:00.000Z" });
    expect((await command("remind me 1 hour before", other.id)).statusCode).toBe(404);
  });
});

describe('"remind me … before" read by the LLM', () => {
  it("sets the reminder when the model answers the remind operation for free text the grammar cannot read", async () => {
    const fake = await startFakeOpenAi();
    const t = await buildTestApp({}, { chatConfig: { llm: { baseUrl: fake.baseUrl, model: "test-model", timeoutMs: 2000 }, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
    try {
      const user = await makeUser(t.database);
      const token = await makeSession(t.database, user);
      const thought = await makeThought(t.database, user, { original_input: "dentist", scheduled_for: "2026-12-12T14:00:00.000Z" });
      fake.reply(completionReply({ op: "remind", field: null, value: "2 hours" }));
      const response = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "ping me a couple of hours ahead", thoughtId: thought.id } });
      expect(response.json()).toMatchObject({ success: true, message: "Reminder set 2 hours before" });
      expect(response.json().updatedThought.flexible_attributes.reminder_minutes).toBe(120);
      // The model was offered the operation and told what its value is.
      const body = fake.seen[0]!.json as { messages: Array<{ content: string }>; response_format: { json_schema: { schema: { properties: { op: { enum: string[] } } } } } };
      expect(body.response_format.json_schema.schema.properties.op.enum).toContain("remind");
      expect(body.messages[0]!.content).toContain("- remind: value is how long before");
    } finally {
      await t.app.close();
      await fake.close();
    }
  });
});
