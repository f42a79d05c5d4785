import type { CalendarImportResponse, Thought, TimelineResponse, User } from "@life/contracts";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ICAL from "ical.js";
import { DAVClient, type DAVCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { radicaleInstalled, startRadicale, type Radicale } from "../../../test/radicale.js";
import { addDays, localToday, localWallTimeToIso } from "../../lib/local-days.js";
import { FAKE_AUTH_CODE, startFakeGoogle, type FakeGoogle } from "./testing/fake-google.js";

/** Recurring thoughts leave the app with their RRULE and recurring events come in as one recurring thought (issue 13). */
const ZONE = "America/Halifax";

/** The first local date from today on (in Halifax) that falls on `weekday` (0 = Sunday). */
function nextWeekday(weekday: number): string {
  let day = localToday(new Date(), ZONE);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

/** Events of an iCalendar text, with their zones registered so local times convert. */
function parseEvents(text: string): ICAL.Component[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const timezone = new ICAL.Timezone(zone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }
  return calendar.getAllSubcomponents("vevent");
}

function occurrences(component: ICAL.Component, count: number): string[] {
  const iterator = new ICAL.Event(component).iterator();
  const out: string[] = [];
  for (let next = iterator.next(); next && out.length < count; next = iterator.next()) out.push(next.toJSDate().toISOString());
  return out;
}

describe("the ICS feed of recurring thoughts", () => {
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

  it("carries the RRULE with a local start in the person's zone, so the time holds across DST", async () => {
    // Tuesdays 18:00 in Halifax from 27 October 2026 (ADT, UTC-3); from 1 November it is AST (UTC-4).
    await makeThought(t.database, user, { original_input: "gym", scheduled_for: "2026-10-27T21:00:00.000Z", flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" } });
    await makeThought(t.database, user, { original_input: "bins", scheduled_for: "2026-12-01", flexible_attributes: { recurrence: "FREQ=WEEKLY;COUNT=4" } });
    await makeThought(t.database, user, { original_input: "finished series", status: "completed", scheduled_for: "2026-11-20", flexible_attributes: { recurrence: "FREQ=DAILY" } });
    await makeThought(t.database, user, { original_input: "dentist", scheduled_for: "2026-12-02T18:00:00.000Z" });

    const { url } = (await t.app.inject({ method: "POST", url: "/api/calendar/feed", headers: bearer(token) })).json<{ url: string }>();
    const feed = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    const events = new Map(parseEvents(feed.body).map((e) => [String(e.getFirstPropertyValue("summary")), e]));

    const gym = events.get("gym")!;
    expect(String(gym.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(gym.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(ZONE);
    expect(feed.body).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Halifax");
    expect(occurrences(gym, 3)).toEqual(["2026-10-27T21:00:00.000Z", "2026-11-03T22:00:00.000Z", "2026-11-10T22:00:00.000Z"]);

    const bins = events.get("bins")!;
    expect(String(bins.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;COUNT=4");
    expect(new ICAL.Event(bins).startDate.isDate).toBe(true);

    expect(events.get("finished series")!.getFirstPropertyValue("rrule")).toBeNull();
    const dentist = events.get("dentist")!;
    expect(dentist.getFirstPropertyValue("rrule")).toBeNull();
    expect(dentist.getFirstProperty("dtstart")!.toICALString()).toBe("DTSTART:20261202T180000Z");
  });
});

const installed = radicaleInstalled();
if (!installed) console.warn("recurring CalDAV tests skipped: radicale is not installed (apt-get install -y radicale; .ci/run installs it)");

describe.skipIf(!installed)("recurring events and CalDAV (a real Radicale server)", () => {
  let radicale: Radicale;
  let t: TestApp;
  let user: User;
  let token: string;
  let dav: DAVClient;
  let calendar: DAVCalendar;

  beforeAll(async () => {
    radicale = await startRadicale();
    t = await buildTestApp();
    user = await makeUser(t.database);
    token = await makeSession(t.database, user);
    const saved = await t.app.inject({ method: "PUT", url: "/api/calendar/caldav", headers: bearer(token), payload: { url: radicale.url, username: radicale.username, password: radicale.password } });
    expect(saved.statusCode, saved.body).toBe(200);
    dav = new DAVClient({ serverUrl: radicale.url, credentials: { username: radicale.username, password: radicale.password }, authMethod: "Basic", defaultAccountType: "caldav" });
    await dav.login();
    calendar = (await dav.fetchCalendars()).find((c) => c.url === saved.json().account.calendar_url)!;
  }, 30_000);
  afterAll(async () => {
    await t?.app.close();
    await radicale?.stop();
  });

  const sync = async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/calendar/caldav/sync", headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ pushed: number; pulled: number }>();
  };

  it("pushes a recurring thought as one event carrying its RRULE in the person's zone", async () => {
    const tuesday = nextWeekday(2);
    const gym = await makeThought(t.database, user, {
      original_input: "gym every tuesday 6pm",
      scheduled_for: localWallTimeToIso(tuesday, 18, 0, ZONE),
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" },
    });
    expect(await sync()).toMatchObject({ pushed: 1 });
    const objects = await dav.fetchCalendarObjects({ calendar });
    expect(objects).toHaveLength(1);
    const [event] = parseEvents(objects[0]!.data as string);
    expect(event!.getFirstPropertyValue("uid")).toBe(`${gym.id}@life-intelligence`);
    expect(String(event!.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(event!.getFirstProperty("dtstart")!.toICALString()).toBe(`DTSTART;TZID=America/Halifax:${tuesday.replaceAll("-", "")}T180000`);
  });

  it("pulls a recurring event as one recurring thought from its next occurrence, not one per occurrence", async () => {
    const zone = getVtimezoneComponent(ZONE)!.trim().split(/\r?\n/);
    const today = localToday(new Date(), ZONE);
    await dav.createCalendarObject({
      calendar,
      filename: "choir.ics",
      iCalString: [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Phone//EN",
        ...zone,
        // Wednesdays 19:00 since January 2025, with one occurrence moved (a RECURRENCE-ID part).
        "BEGIN:VEVENT", "UID:choir-series", "DTSTAMP:20250101T120000Z", "DTSTART;TZID=America/Halifax:20250108T190000", "DTEND;TZID=America/Halifax:20250108T210000",
        "RRULE:FREQ=WEEKLY;BYDAY=WE", "SUMMARY:Choir", "END:VEVENT",
        "BEGIN:VEVENT", "UID:choir-series", "DTSTAMP:20250101T120000Z", "RECURRENCE-ID;TZID=America/Halifax:20250115T190000",
        "DTSTART;TZID=America/Halifax:20250116T190000", "DTEND;TZID=America/Halifax:20250116T210000", "SUMMARY:Choir (moved)", "END:VEVENT",
        "END:VCALENDAR", "",
      ].join("\r\n"),
    });
    // Five daily physio sessions that began two days ago: three are left, from today.
    await dav.createCalendarObject({
      calendar,
      filename: "physio.ics",
      iCalString: [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Phone//EN",
        "BEGIN:VEVENT", "UID:physio-series", "DTSTAMP:20250101T120000Z", `DTSTART;VALUE=DATE:${addDays(today, -2).replaceAll("-", "")}`,
        "RRULE:FREQ=DAILY;COUNT=5", "SUMMARY:Physio", "END:VEVENT",
        "END:VCALENDAR", "",
      ].join("\r\n"),
    });

    expect(await sync()).toMatchObject({ pulled: 2 });
    const rows = await t.database.db.selectFrom("thoughts").select(["id", "ai_title", "scheduled_for", "flexible_attributes"]).where("user_id", "=", user.id).where("ai_title", "in", ["Choir", "Choir (moved)", "Physio"]).orderBy("ai_title").execute();
    const attributes = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as { recurrence?: string };
    expect(rows.map((r) => [r.ai_title, r.scheduled_for, attributes(r.flexible_attributes).recurrence])).toEqual([
      ["Choir", localWallTimeToIso(nextWeekday(3), 19, 0, ZONE), "FREQ=WEEKLY;BYDAY=WE"],
      ["Physio", today, "FREQ=DAILY;COUNT=3"],
    ]);
    // A second sync brings nothing new.
    expect(await sync()).toMatchObject({ pulled: 0 });

    const timeline = await t.app.inject({ method: "GET", url: `/api/thoughts/timeline?from=${today}&to=${addDays(today, 27)}`, headers: bearer(token) });
    const days = timeline.json<TimelineResponse>().data;
    const datesOf = (title: string) => days.filter((d) => d.events.some((e) => e.ai_title === title)).map((d) => d.date);
    expect(datesOf("Choir")).toHaveLength(4);
    expect(datesOf("Physio")).toEqual([today, addDays(today, 1), addDays(today, 2)]);
  });
});

describe("recurring events and Google Calendar (the local Google fake)", () => {
  let google: FakeGoogle;
  let t: TestApp;
  let user: User;
  let token: string;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await buildTestApp({ calendar: { ...testConfig().calendar, google: google.config } });
    user = await makeUser(t.database);
    token = await makeSession(t.database, user);
    const authUrl = new URL((await t.app.inject({ method: "GET", url: "/api/calendar/auth", headers: bearer(token) })).json<{ authUrl: string }>().authUrl);
    await t.app.inject({ method: "GET", url: `/api/calendar/oauth/callback?code=${FAKE_AUTH_CODE}&state=${encodeURIComponent(authUrl.searchParams.get("state")!)}` });
  });
  afterAll(async () => {
    await t.app.close();
    await google.close();
  });

  it("writes a recurring thought as one event with its rule, repeated in the person's zone", async () => {
    const gym: Thought = await makeThought(t.database, user, {
      original_input: "gym",
      scheduled_for: localWallTimeToIso(nextWeekday(2), 18, 0, ZONE),
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" },
    });
    const response = await t.app.inject({ method: "POST", url: "/api/calendar/sync", headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const event = google.events.get(`life${gym.id.replace(/-/g, "")}`)!;
    expect(event.recurrence).toEqual(["RRULE:FREQ=WEEKLY;BYDAY=TU"]);
    expect(event.start).toEqual({ dateTime: gym.scheduled_for, timeZone: ZONE });
  });

  it("imports a recurring event as one recurring thought from its next occurrence, once", async () => {
    google.events.set("choir", {
      id: "choir",
      summary: "Choir",
      status: "confirmed",
      start: { dateTime: "2025-01-08T19:00:00-04:00", timeZone: ZONE },
      end: { dateTime: "2025-01-08T21:00:00-04:00", timeZone: ZONE },
      recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=WE", "EXDATE;TZID=America/Halifax:20250115T190000"],
    });
    // One occurrence moved to another day: Google lists it apart, naming its series.
    google.events.set("choir_20261202T230000Z", {
      id: "choir_20261202T230000Z",
      recurringEventId: "choir",
      summary: "Choir",
      status: "confirmed",
      start: { dateTime: "2026-12-03T19:00:00-04:00", timeZone: ZONE },
    });
    const response = await t.app.inject({ method: "GET", url: "/api/calendar/import?createEvents=true", headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CalendarImportResponse>();
    expect(body).toMatchObject({ totalCalendarEvents: 1, importedCount: 1 });
    const next = localWallTimeToIso(nextWeekday(3), 19, 0, ZONE);
    expect(body.previewEvents).toEqual([{ title: "Choir", start: next }]);
    const rows = await t.database.db.selectFrom("thoughts").select(["scheduled_for", "flexible_attributes"]).where("user_id", "=", user.id).where("ai_title", "=", "Choir").execute();
    expect(rows).toHaveLength(1);
    const attributes = (typeof rows[0]!.flexible_attributes === "string" ? JSON.parse(rows[0]!.flexible_attributes) : rows[0]!.flexible_attributes) as { recurrence?: string };
    expect([rows[0]!.scheduled_for, attributes.recurrence]).toEqual([next, "FREQ=WEEKLY;BYDAY=WE"]);

    const again = await t.app.inject({ method: "GET", url: "/api/calendar/import?createEvents=true", headers: bearer(token) });
    expect(again.json<CalendarImportResponse>().importedCount).toBe(0);
  });
});
