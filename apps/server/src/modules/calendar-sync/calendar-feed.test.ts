import type { User } from "@life/contracts";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser, makeUserInZone } from "../../../test/factories.js";
import { ThoughtsRepository } from "../thoughts/thoughts.repository.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database); // America/Halifax
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const createFeed = async (as = token) => {
  const response = await t.app.inject({ method: "POST", url: "/api/calendar/feed", headers: bearer(as) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string; created_at: string }>();
};
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      const alarm = component.getFirstSubcomponent("valarm");
      return {
        uid: event.uid,
        summary: event.summary,
        allDay: event.startDate.isDate,
        start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
        end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
        status: component.getFirstPropertyValue("status"),
        trigger: alarm ? String(alarm.getFirstPropertyValue("trigger")) : null,
        sequence: event.sequence,
      };
    }),
  };
}

describe("the ICS feed", () => {
  it("serves the scheduled thoughts as valid iCalendar, timed ones at their exact instant and all-day ones as dates", async () => {
    const timed = await makeThought(t.database, user, { original_input: "call dentist tomorrow at 2pm", ai_title: "Call dentist", scheduled_for: "2026-11-26T18:00:00.000Z", status: "approved" });
    // 23:30 in Halifax is already the next UTC day: the instant must survive, not the UTC date.
    const late = await makeThought(t.database, user, { original_input: "late call", scheduled_for: "2026-11-24T03:30:00.000Z" });
    const allDay = await makeThought(t.database, user, { original_input: "bins out", scheduled_for: "2026-11-27" });
    await makeThought(t.database, user, { original_input: "archived plan", scheduled_for: "2026-11-27T15:00:00.000Z", status: "archived" });
    await makeThought(t.database, user, { original_input: "no date at all" });
    const reminded = await makeThought(t.database, user, { original_input: "flight", scheduled_for: "2026-12-01T12:00:00.000Z", flexible_attributes: { reminder_minutes: 60 } });

    const { url } = await createFeed();
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/feed\/[A-Za-z0-9_-]{40,}\.ics$/);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const { calendar, events } = parseEvents(response.body);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Halifax");

    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(events).toHaveLength(4);
    expect(byUid.get(`${timed.id}@life-intelligence`)).toMatchObject({
      summary: "Call dentist",
      allDay: false,
      start: "2026-11-26T18:00:00.000Z",
      end: "2026-11-26T18:30:00.000Z",
      status: "CONFIRMED",
      trigger: "-PT15M",
    });
    expect(byUid.get(`${late.id}@life-intelligence`)).toMatchObject({ start: "2026-11-24T03:30:00.000Z", status: "TENTATIVE" });
    expect(byUid.get(`${allDay.id}@life-intelligence`)).toMatchObject({ allDay: true, start: "2026-11-27", end: "2026-11-28", summary: "bins out" });
    expect(byUid.get(`${reminded.id}@life-intelligence`)?.trigger).toBe("-PT1H");
  });

  it("keeps UIDs stable and bumps SEQUENCE when a thought changes", async () => {
    const thought = await makeThought(t.database, user, { original_input: "stable one", scheduled_for: "2026-12-05T14:00:00.000Z" });
    const { url } = await createFeed();
    const before = parseEvents((await fetchFeed(url)).body).events.find((e) => e.summary === "stable one")!;
    await new ThoughtsRepository(t.database.db).updateThought(user.id, thought.id, { ai_title: "stable one, moved", scheduled_for: "2026-12-06" }, new Date(Date.now() + 5000));
    const after = parseEvents((await fetchFeed(url)).body).events.find((e) => e.uid === before.uid)!;
    expect(after).toMatchObject({ summary: "stable one, moved", allDay: true, start: "2026-12-06" });
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("keeps all-day days in place for a user east of UTC", async () => {
    const tokyo = await makeUserInZone(t.database, "Asia/Tokyo");
    const tokyoToken = await makeSession(t.database, tokyo);
    await makeThought(t.database, tokyo, { original_input: "tokyo day", scheduled_for: "2026-12-10" });
    await makeThought(t.database, tokyo, { original_input: "tokyo 00:15", scheduled_for: "2026-12-09T15:15:00.000Z" });
    const { events, calendar } = parseEvents((await fetchFeed((await createFeed(tokyoToken)).url)).body);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Tokyo");
    expect(events.map((e) => [e.summary, e.start])).toEqual([
      ["tokyo 00:15", "2026-12-09T15:15:00.000Z"],
      ["tokyo day", "2026-12-10"],
    ]);
  });

  it("shows only the feed owner's thoughts", async () => {
    const other = await makeUser(t.database);
    await makeThought(t.database, other, { original_input: "other's secret plan", scheduled_for: "2026-12-01T12:00:00.000Z" });
    const body = (await fetchFeed((await createFeed()).url)).body;
    expect(body).not.toContain("other's secret plan");
  });

  it("answers 404 to an unknown or rotated secret, and after the feed is turned off", async () => {
    const first = await createFeed();
    const second = await createFeed();
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/feed/not-a-real-secret-at-all-0000000000.ics" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/feed/short.ics" })).json()).toEqual({ error: "Calendar feed not found" });
    const status = await t.app.inject({ method: "GET", url: "/api/calendar/feed", headers: bearer(token) });
    expect(status.json()).toMatchObject({ exists: true, created_at: second.created_at });
    expect((await t.app.inject({ method: "DELETE", url: "/api/calendar/feed", headers: bearer(token) })).statusCode).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/feed", headers: bearer(token) })).json()).toEqual({ exists: false, created_at: null });
  });

  it("needs a session to make, read or rotate the feed", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await t.app.inject({ method, url: "/api/calendar/feed" })).statusCode).toBe(401);
    }
  });
});
