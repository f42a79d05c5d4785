import { TIMELINE_MAX_EVENTS, type CalendarDayResponse, type Thought, type TimelineResponse, type User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

/** Recurring thoughts on the calendar views, and completing one (issue 10, issue 13). Users are in Halifax. */
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

const get = async <T>(url: string, as = token): Promise<T> => {
  const response = await t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(as) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const day = (date: string, as = token) => get<CalendarDayResponse>(`/thoughts/calendar/day/${date}`, as);
const timeline = (from: string, to: string, as = token) => get<TimelineResponse>(`/thoughts/timeline?from=${from}&to=${to}`, as);
const complete = (id: string, as = token) => t.app.inject({ method: "PUT", url: `/api/thoughts/${id}`, headers: bearer(as), payload: { status: "completed" } });
const occurrencesOf = (body: TimelineResponse, id: string) => body.data.flatMap((d) => d.events.filter((e) => e.id === id).map((e) => ({ date: d.date, at: e.scheduled_for, recurring: e.recurring })));

describe("recurring thoughts on the calendar views", () => {
  let gym: Thought;
  let once: Thought;

  beforeAll(async () => {
    // Tuesdays at 18:00 Halifax time; Halifax leaves daylight time on 1 November 2026.
    gym = await makeThought(t.database, user, {
      original_input: "gym every tuesday 6pm",
      scheduled_for: "2026-10-27T21:00:00.000Z",
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" },
    });
    once = await makeThought(t.database, user, { original_input: "dentist", scheduled_for: "2026-11-03T14:00:00.000Z" });
  });

  it("shows every occurrence in the day view at its local time, marked recurring, and not before the next one", async () => {
    const stored = await day("2026-10-27");
    expect(stored.data.map((i) => [i.id, i.scheduled_for, i.recurring])).toEqual([[gym.id, "2026-10-27T21:00:00.000Z", true]]);
    const later = await day("2026-11-03");
    expect(later.data.map((i) => [i.original_input, i.scheduled_for, i.recurring])).toEqual([
      ["dentist", "2026-11-03T14:00:00.000Z", false],
      // 18:00 AST after the change is 22:00 UTC.
      ["gym every tuesday 6pm", "2026-11-03T22:00:00.000Z", true],
    ]);
    expect((await day("2026-11-04")).data).toEqual([]);
    expect((await day("2026-10-20")).data).toEqual([]);
  });

  it("shows every occurrence of the range on the timeline and counts them in the stats", async () => {
    const body = await timeline("2026-10-26", "2026-11-30");
    expect(occurrencesOf(body, gym.id)).toEqual([
      { date: "2026-10-27", at: "2026-10-27T21:00:00.000Z", recurring: true },
      { date: "2026-11-03", at: "2026-11-03T22:00:00.000Z", recurring: true },
      { date: "2026-11-10", at: "2026-11-10T22:00:00.000Z", recurring: true },
      { date: "2026-11-17", at: "2026-11-17T22:00:00.000Z", recurring: true },
      { date: "2026-11-24", at: "2026-11-24T22:00:00.000Z", recurring: true },
    ]);
    expect(occurrencesOf(body, once.id)).toEqual([{ date: "2026-11-03", at: "2026-11-03T14:00:00.000Z", recurring: false }]);
    expect(body.stats).toMatchObject({ total_events: 6, days_with_events: 5 });
  });

  it("keeps another person's recurring thoughts out", async () => {
    const other = await makeUser(t.database);
    const otherToken = await makeSession(t.database, other);
    expect((await day("2026-11-03", otherToken)).data).toEqual([]);
    expect((await timeline("2026-10-26", "2026-11-30", otherToken)).stats.total_events).toBe(0);
  });

  it("pages a long range of occurrences without losing or repeating one", async () => {
    const daily = await makeUser(t.database);
    const dailyToken = await makeSession(t.database, daily);
    const habit = await makeThought(t.database, daily, { original_input: "stretch daily", scheduled_for: "2026-01-01", flexible_attributes: { recurrence: "FREQ=DAILY" } });
    const first = await timeline("2026-01-01", "2026-12-31", dailyToken);
    expect(first.stats.total_events).toBe(365);
    expect(first.truncated).toBe(true);
    const seen: string[] = [];
    let page: TimelineResponse = first;
    for (let i = 0; i < 5; i += 1) {
      const events = page.data.flatMap((d) => d.events);
      expect(events.length).toBeLessThanOrEqual(TIMELINE_MAX_EVENTS);
      seen.push(...events.map((e) => e.scheduled_for!));
      if (!page.next_from) break;
      page = await timeline(page.next_from, "2026-12-31", dailyToken);
    }
    expect(seen).toHaveLength(365);
    expect(new Set(seen).size).toBe(365);
    expect(seen[0]).toBe("2026-01-01");
    expect(seen.at(-1)).toBe("2026-12-31");
    expect((await day("2026-07-14", dailyToken)).data.map((i) => [i.id, i.scheduled_for])).toEqual([[habit.id, "2026-07-14"]]);
  });

  it("ends at COUNT, and shows a completed or archived series only as itself", async () => {
    const person = await makeUser(t.database);
    const personToken = await makeSession(t.database, person);
    await makeThought(t.database, person, { original_input: "three days of physio", scheduled_for: "2026-12-01", flexible_attributes: { recurrence: "FREQ=DAILY;COUNT=3" } });
    await makeThought(t.database, person, { original_input: "done series", scheduled_for: "2026-12-01", status: "completed", flexible_attributes: { recurrence: "FREQ=DAILY" } });
    await makeThought(t.database, person, { original_input: "archived series", scheduled_for: "2026-12-01", status: "archived", flexible_attributes: { recurrence: "FREQ=DAILY" } });
    const body = await timeline("2026-11-28", "2026-12-10", personToken);
    expect(body.data.map((d) => [d.date, d.events.map((e) => `${e.original_input}${e.recurring ? " (repeats)" : ""}`).sort()])).toEqual([
      ["2026-12-01", ["done series", "three days of physio (repeats)"]],
      ["2026-12-02", ["three days of physio (repeats)"]],
      ["2026-12-03", ["three days of physio (repeats)"]],
    ]);
  });
});

describe("completing a recurring thought", () => {
  it("moves the thought to its next occurrence, keeps it open and records the occurrence done", async () => {
    const gym = await makeThought(t.database, user, {
      original_input: "swim every thursday 7am",
      status: "approved",
      scheduled_for: "2026-12-03T11:00:00.000Z",
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TH;BYHOUR=7;BYMINUTE=0", tags: ["health"] },
    });
    const response = await complete(gym.id);
    expect(response.statusCode).toBe(200);
    const rolled = response.json<{ data: Thought }>().data;
    expect(rolled).toMatchObject({ id: gym.id, status: "approved", scheduled_for: "2026-12-10T11:00:00.000Z" });
    expect(rolled.flexible_attributes).toMatchObject({
      recurrence: "FREQ=WEEKLY;BYDAY=TH;BYHOUR=7;BYMINUTE=0",
      last_completed_occurrence: "2026-12-03T11:00:00.000Z",
      completed_occurrences: 1,
      tags: ["health"],
    });
    expect((await day("2026-12-03")).data.find((i) => i.id === gym.id)).toBeUndefined();
    expect((await day("2026-12-10")).data.find((i) => i.id === gym.id)).toMatchObject({ scheduled_for: "2026-12-10T11:00:00.000Z", recurring: true });
  });

  it("completes the thought for good at the last occurrence of a COUNT rule", async () => {
    const physio = await makeThought(t.database, user, { original_input: "physio exercises", scheduled_for: "2027-01-05", flexible_attributes: { recurrence: "FREQ=DAILY;COUNT=2" } });
    const first = (await complete(physio.id)).json<{ data: Thought }>().data;
    expect(first).toMatchObject({ status: "pending", scheduled_for: "2027-01-06" });
    expect(first.flexible_attributes.recurrence).toBe("FREQ=DAILY;COUNT=1");
    const last = await complete(physio.id);
    expect(last.statusCode).toBe(200);
    expect(last.json<{ data: Thought }>().data).toMatchObject({ status: "completed", scheduled_for: "2027-01-06" });
    const body = await timeline("2027-01-01", "2027-01-31");
    expect(occurrencesOf(body, physio.id)).toEqual([{ date: "2027-01-06", at: "2027-01-06", recurring: false }]);
  });

  it("says where a recurring thought moved when the command bar completes it", async () => {
    const yoga = await makeThought(t.database, user, { original_input: "yoga every monday 8am", status: "approved", scheduled_for: "2026-12-07T12:00:00.000Z", flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0" } });
    const rolled = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "complete", thoughtId: yoga.id } });
    expect(rolled.json()).toMatchObject({ success: true, message: "Done for this time; next on Mon, Dec 14, 8:00 AM", updatedThought: { status: "approved" } });
    const once = await makeThought(t.database, user, { original_input: "return the library books", status: "approved", scheduled_for: "2026-12-07" });
    const done = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "complete", thoughtId: once.id } });
    expect(done.json()).toMatchObject({ success: true, message: "Marked as completed", updatedThought: { status: "completed" } });
  });

  it("completes the thought for good at the last occurrence before UNTIL", async () => {
    // UNTIL 2027-02-11T03:59:59Z is the end of 10 February in Halifax.
    const course = await makeThought(t.database, user, {
      original_input: "evening course wednesdays",
      scheduled_for: "2027-02-03T23:00:00.000Z",
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270211T035959Z" },
    });
    expect((await complete(course.id)).json<{ data: Thought }>().data).toMatchObject({ status: "pending", scheduled_for: "2027-02-10T23:00:00.000Z" });
    expect((await complete(course.id)).json<{ data: Thought }>().data).toMatchObject({ status: "completed", scheduled_for: "2027-02-10T23:00:00.000Z" });
  });

  it("refuses a rule it cannot repeat, and another person's thought is 404", async () => {
    const plain = await makeThought(t.database, user, { original_input: "plain", scheduled_for: "2027-03-01" });
    const bad = await t.app.inject({ method: "PUT", url: `/api/thoughts/${plain.id}`, headers: bearer(token), payload: { flexible_attributes: { recurrence: "FREQ=SECONDLY" } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain("recurrence");
    const other = await makeUser(t.database);
    expect((await complete(plain.id, await makeSession(t.database, other))).statusCode).toBe(404);
  });
});

describe("a recurring task completed by a report", () => {
  it("moves on to its next occurrence and stays open when a captured thought reports it done", async () => {
    const person = await makeUser(t.database);
    const personToken = await makeSession(t.database, person);
    const task = await makeThought(t.database, person, {
      original_input: "Call the plumber",
      ai_title: "Call the plumber",
      container_type: "Tasks",
      event_type: "task",
      domain: "personal",
      scheduled_for: "2026-12-07",
      flexible_attributes: { recurrence: "FREQ=WEEKLY" },
    });
    const captured = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(personToken), payload: { original_input: "finally called the plumber" } });
    expect(captured.statusCode).toBe(201);
    const report = captured.json<{ data: Thought }>().data;
    await t.app.processing.worker.runUntilIdle();
    const rolled = (await t.app.inject({ method: "GET", url: `/api/thoughts/${task.id}`, headers: bearer(personToken) })).json<{ data: Thought }>().data;
    expect(rolled).toMatchObject({ status: "pending", scheduled_for: "2026-12-14" });
    expect(rolled.flexible_attributes).toMatchObject({ recurrence: "FREQ=WEEKLY", last_completed_occurrence: "2026-12-07", completed_occurrences: 1, completed_by_thought_id: report.id });
    expect(rolled.flexible_attributes.completed_via_resolution).toBeUndefined();
  });
});
