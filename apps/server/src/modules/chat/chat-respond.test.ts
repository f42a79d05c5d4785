import { formatDate, wallTimeToInstant, type CalendarDate } from "@life/classifier";
import type { ChatRespondResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { HELP_TEXT } from "./answer-text.js";
import { THOUGHT_CAPTURED } from "./chat-questions.service.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { addDays, localToday } from "./local-time.js";

const ZONE = "America/Halifax";
let t: TestApp;
let user: User;
let other: User;
let token: string;
let today: CalendarDate;
const at = (date: CalendarDate, hour: number, minute = 0) => wallTimeToInstant({ ...date, hour, minute }, ZONE).toISOString();

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  other = await makeUser(t.database);
  expect(user.timezone).toBe(ZONE);
  token = await makeSession(t.database, user);
  today = localToday(new Date(), ZONE);
});
afterAll(async () => {
  await t.app.close();
});

const ask = async (message: string, context?: object, as = token) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(as), payload: { message, context } });
  expect(response.statusCode).toBe(200);
  const body = response.json<ChatRespondResponse>();
  expect(Date.parse(body.timestamp)).not.toBeNaN();
  return body;
};
const titles = (body: ChatRespondResponse) => (body.items ?? []).map((i) => i.title);

describe("what do I have tomorrow?", () => {
  beforeAll(async () => {
    const tomorrow = addDays(today, 1);
    await makeThought(t.database, user, { ai_title: "Dentist", scheduled_for: at(tomorrow, 9) });
    // 23:30 local is already the next day in UTC; it still belongs to tomorrow.
    await makeThought(t.database, user, { ai_title: "Late call with Tokyo", scheduled_for: at(tomorrow, 23, 30) });
    await makeThought(t.database, user, { ai_title: "Pay rent", scheduled_for: formatDate(tomorrow) });
    // 23:30 tonight falls on tomorrow's UTC date, and 00:30 the day after is tomorrow evening in UTC: neither is tomorrow.
    await makeThought(t.database, user, { ai_title: "Film tonight", scheduled_for: at(today, 23, 30) });
    await makeThought(t.database, user, { ai_title: "Early gym", scheduled_for: at(addDays(today, 2), 0, 30) });
    await makeThought(t.database, user, { ai_title: "Cancelled lunch", status: "archived", scheduled_for: at(tomorrow, 12) });
    await makeThought(t.database, other, { ai_title: "Someone else's meeting", scheduled_for: at(tomorrow, 10) });
  });

  it("lists tomorrow's items in local time, all-day first", async () => {
    const body = await ask("What do I have tomorrow?");
    expect(titles(body)).toEqual(["Pay rent", "Dentist", "Late call with Tokyo"]);
    expect(body.response).toMatch(/^You have 3 things scheduled tomorrow \(\w+day, \w+ \d{1,2}\): Pay rent \(all day\); Dentist at 9:00 AM; Late call with Tokyo at 11:30 PM\.$/);
    expect(body.items![1]).toMatchObject({ title: "Dentist", status: "pending", domain: null, scheduled_for: at(addDays(today, 1), 9) });
  });

  it("answers today and a week in the same way", async () => {
    expect(titles(await ask("what's on today?"))).toEqual(["Film tonight"]);
    const week = await ask("what is coming up?");
    expect(titles(week)).toEqual(expect.arrayContaining(["Dentist", "Early gym", "Film tonight"]));
  });

  it("says when nothing is scheduled", async () => {
    const body = await ask("what do I have tomorrow?", undefined, await makeSession(t.database, await makeUser(t.database)));
    expect(body.response).toMatch(/^Nothing is scheduled tomorrow \(/);
    expect(body.items).toEqual([]);
  });
});

describe("other questions", () => {
  it("what am I waiting for? leaves out received items and other people's", async () => {
    await makeThought(t.database, user, { ai_title: "Quote for tiles", waiting_for: "Bob the tiler", expected_date: "2026-12-03" });
    const received = await makeThought(t.database, user, { ai_title: "Parcel", waiting_for: "courier" });
    await t.database.db.updateTable("thoughts").set({ waiting_received_at: new Date() }).where("id", "=", received.id).execute();
    await makeThought(t.database, other, { ai_title: "Their refund", waiting_for: "the shop" });
    const body = await ask("What am I waiting for?");
    expect(body.response).toBe("You're waiting on 1 thing: Quote for tiles (waiting for Bob the tiler, expected 2026-12-03).");
    expect(titles(body)).toEqual(["Quote for tiles"]);
  });

  it("what am I waiting for? uses the Waiting view's definition: completed and archived items are done with", async () => {
    const fresh = await makeUser(t.database);
    const session = await makeSession(t.database, fresh);
    await makeThought(t.database, fresh, { ai_title: "Signed lease", waiting_for: "the landlord" });
    await makeThought(t.database, fresh, { ai_title: "Old invoice", waiting_for: "Acme", status: "completed" });
    await makeThought(t.database, fresh, { ai_title: "Dropped refund", waiting_for: "the shop", status: "archived" });
    await makeThought(t.database, fresh, { ai_title: "Approved quote", waiting_for: "Bob", status: "approved" });
    const body = await ask("what am I waiting for", undefined, session);
    expect(titles(body).sort()).toEqual(["Approved quote", "Signed lease"]);
    const view = await t.app.inject({ method: "GET", url: "/api/thoughts/waiting", headers: bearer(session) });
    expect(view.statusCode).toBe(200);
    const listed = JSON.stringify(view.json());
    for (const title of titles(body)) expect(listed).toContain(title);
    expect(listed).not.toContain("Old invoice");
  });

  it("how many open tasks in Work? counts by domain and status", async () => {
    for (const status of ["pending", "approved", "pending"] as const) {
      await makeThought(t.database, user, { ai_title: `Work task ${status}`, domain: "systems", container_type: "Tasks", status });
    }
    await makeThought(t.database, user, { ai_title: "Done work task", domain: "systems", container_type: "Tasks", status: "completed" });
    await makeThought(t.database, user, { ai_title: "Home task", domain: "personal", container_type: "Tasks" });
    await makeThought(t.database, user, { ai_title: "Work note", domain: "systems", event_type: "observation_insight" });
    await makeThought(t.database, other, { ai_title: "Their work task", domain: "systems", container_type: "Tasks" });
    const body = await ask("how many open tasks in Work?");
    // Rows made within the same millisecond tie on created_at, so the order of the list is not asserted.
    expect(body.response).toMatch(/^You have 3 open tasks in Work\. Latest: (Work task (pending|approved)(; |\.$)){3}/);
    expect(body.response).toContain("Work task approved");
    expect((await ask("how many completed tasks in work")).response).toMatch(/^You have 1 completed task in Work\./);
  });

  it("what did I note about Priya? finds her in text and entities", async () => {
    await makeThought(t.database, user, { original_input: "Lunch with Priya on Thursday" });
    await makeThought(t.database, user, { ai_title: "Send the brief", flexible_attributes: { entities: ["Priya Shah"] } });
    await makeThought(t.database, user, { original_input: "Call the bank" });
    await makeThought(t.database, other, { original_input: "Priya's birthday" });
    const body = await ask("What did I note about Priya?");
    expect(titles(body).sort()).toEqual(["Lunch with Priya on Thursday", "Send the brief"]);
    expect(body.response).toMatch(/^You noted 2 things about Priya: /);
    expect((await ask("what do I know about Zanzibar?")).response).toBe("I couldn't find anything you noted about Zanzibar.");
  });

  it("matches whole names: Sam is not Samantha, in entities or in text, whatever the case or accents", async () => {
    const fresh = await makeUser(t.database);
    const session = await makeSession(t.database, fresh);
    await makeThought(t.database, fresh, { ai_title: "Car keys", flexible_attributes: { entities: ["Sam"] } });
    await makeThought(t.database, fresh, { ai_title: "Budget review", flexible_attributes: { entities: ["Sam Ortiz", "Priya"] } });
    await makeThought(t.database, fresh, { original_input: "Call sam about the boat" });
    await makeThought(t.database, fresh, { ai_title: "Gift ideas", flexible_attributes: { entities: ["Samantha"] } });
    await makeThought(t.database, fresh, { ai_title: "Flowers", flexible_attributes: { entities: ["Samuel Reyes"] } });
    await makeThought(t.database, fresh, { original_input: "Dinner with Samantha on Friday" });
    await makeThought(t.database, fresh, { ai_title: "Café visit", flexible_attributes: { entities: ["José Núñez"] } });
    const sam = await ask("what did I note about Sam?", undefined, session);
    expect(titles(sam).sort()).toEqual(["Budget review", "Call sam about the boat", "Car keys"]);
    expect(titles(await ask("what did I note about SAM ORTIZ?", undefined, session))).toEqual(["Budget review"]);
    expect(titles(await ask("what do I know about jose nunez?", undefined, session))).toEqual(["Café visit"]);
  });

  it("reads LIKE wildcards in a name literally", async () => {
    await makeThought(t.database, user, { original_input: "Discount of 50% at the hardware store" });
    const body = await ask("what did I note about 50%?");
    expect(titles(body)).toEqual(["Discount of 50% at the hardware store"]);
    // Unescaped, "a%e" would match the "abe" of this entity.
    await makeThought(t.database, user, { ai_title: "Coffee", flexible_attributes: { entities: ["Abe"] } });
    expect(titles(await ask("what did I note about a%e"))).toEqual([]);
    expect(titles(await ask("what did I note about Abe"))).toEqual(["Coffee"]);
  });

  it("what's left on the kitchen project? lists its open items", async () => {
    const kitchen = await makeThought(t.database, user, { ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    await makeThought(t.database, user, { ai_title: "Choose tiles", parent_id: kitchen.id });
    await makeThought(t.database, user, { ai_title: "Book electrician", parent_id: kitchen.id, status: "approved" });
    await makeThought(t.database, user, { ai_title: "Measure walls", parent_id: kitchen.id, status: "completed" });
    const body = await ask("What's left on the kitchen project?");
    expect(body.response).toBe("2 things left on Kitchen renovation: Choose tiles; Book electrician.");
    expect(titles(body)).toEqual(["Choose tiles", "Book electrician"]);
    expect((await ask("what's left on the boat project?")).response).toBe('I couldn\'t find a project matching "boat". Your projects: Kitchen renovation.');
  });

  it("help lists what can be asked and the commands; a question nothing answers says so and what was searched", async () => {
    const help = await ask("help");
    expect(help).toMatchObject({ response: HELP_TEXT });
    expect(help.items).toBeUndefined();
    expect(HELP_TEXT).toContain("change X to Y, move to X, tag with X, schedule for X, remind me X before, connect to X, delete, complete, archive");
    const unanswered = await ask("what is the meaning of life?");
    expect(unanswered.response).toMatch(/^I found nothing about meaning life in your notes \(searched \d+ notes for "meaning life"\)\.$/);
    expect(unanswered.citations).toEqual([]);
  });

  it("explains the selected thought, and 404s for another person's", async () => {
    const mine = await makeThought(t.database, user, {
      ai_title: "Renew passport",
      domain: "personal",
      subdomain: "admin",
      event_type: "task",
      flexible_attributes: { priority: "high", confidence: 90, reasoning: "An errand with a deadline." },
    });
    const body = await ask("explain this", { thoughtId: mine.id, currentThought: { ignored: true } });
    expect(body.response).toBe('"Renew passport" is filed under Personal/admin as task (status pending, priority high, confidence 90%). Reason: An errand with a deadline.');
    const theirs = await makeThought(t.database, other);
    const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message: "explain this", context: { thoughtId: theirs.id } } });
    expect(response.statusCode).toBe(404);
  });

  it("captures a statement that merely contains a question word as a thought, and answers clear questions", async () => {
    const captured = await ask("ask Priya how the move went");
    expect(captured.response).toBe(THOUGHT_CAPTURED);
    // Answered as stored, "Thought created and processing...": its job classifies it.
    expect(captured.capturedThought).toMatchObject({ original_input: "ask Priya how the move went", processing_status: "queued", domain: null });
    await drainJobs(t.app);
    const stored = await t.app.inject({ method: "GET", url: `/api/thoughts/${captured.capturedThought!.id}`, headers: bearer(token) });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({ original_input: "ask Priya how the move went", processing_status: "done" });
    for (const statement of ["figure out what to cook for Sam", "need help moving the couch"]) {
      expect((await ask(statement)).capturedThought).toMatchObject({ original_input: statement });
    }
    const calendar = await ask("what's on my calendar today");
    expect(calendar.capturedThought).toBeUndefined();
    expect(calendar.response).toMatch(/today/);
    expect((await ask("help me")).response).toBe(HELP_TEXT);
  });

  it("answers 400 for an empty or over-long message", async () => {
    for (const [message, error] of [
      ["  ", "message must not be empty"],
      ["x".repeat(10_000), "message must be at most 2,000 characters"],
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });
});
