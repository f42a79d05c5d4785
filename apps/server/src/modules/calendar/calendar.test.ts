import { CALENDAR_DAY_MAX_ITEMS, TIMELINE_MAX_EVENTS, type CalendarDayResponse, type Thought, type TimelineEvent, type TimelineResponse, type User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeThoughts, makeUser, makeUserInZone } from "../../../test/factories.js";
import { CalendarRepository } from "./calendar.repository.js";
import { CalendarService } from "./calendar.service.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database); // America/Halifax, the default zone
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, as = token) => t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(as) });
const titles = (thoughts: Pick<Thought, "original_input">[]) => thoughts.map((x) => x.original_input);
const day = async (date: string, as = token) => {
  const response = await get(`/thoughts/calendar/day/${date}`, as);
  expect(response.statusCode).toBe(200);
  return response.json<CalendarDayResponse>();
};

describe("GET /api/thoughts/calendar/day/:date", () => {
  beforeAll(async () => {
    const at = (original_input: string, scheduled_for: string, extra = {}) => makeThought(t.database, user, { original_input, scheduled_for, ...extra });
    await at("late evening call", "2026-11-24T03:30:00.000Z"); // 23:30 AST on the 23rd
    await at("morning run", "2026-11-23T10:00:00.000Z"); // 06:00
    await at("all day: bins out", "2026-11-23");
    await at("lunch", "2026-11-23T16:00:00.000Z");
    await at("next day 00:30", "2026-11-24T04:30:00.000Z");
    await at("archived plan", "2026-11-23T15:00:00.000Z", { status: "archived" });
    // DST change days in Halifax: 23 and 25 hours long.
    await at("spring eve 23:30 AST", "2026-03-08T03:30:00.000Z"); // still 2026-03-07
    await at("spring 01:30 AST", "2026-03-08T05:30:00.000Z");
    await at("spring 23:30 ADT", "2026-03-09T02:30:00.000Z");
    await at("spring next 00:30 ADT", "2026-03-09T03:30:00.000Z"); // a 24-hour window would take it
    await at("fall 00:30 ADT", "2026-11-01T03:30:00.000Z");
    await at("fall 23:30 AST", "2026-11-02T03:30:00.000Z"); // a 24-hour window would miss it
  });

  it("returns the day's items in the user's zone, by time, all-day last, without archived ones", async () => {
    const body = await day("2026-11-23");
    expect(titles(body.data)).toEqual(["morning run", "lunch", "late evening call", "all day: bins out"]);
    expect(body).toMatchObject({ date: "2026-11-23", timezone: "America/Halifax", next_cursor: null });
    expect(titles((await day("2026-11-24")).data)).toEqual(["next day 00:30"]);
  });

  it("handles the 23-hour spring-forward and 25-hour fall-back days", async () => {
    expect(titles((await day("2026-03-07")).data)).toEqual(["spring eve 23:30 AST"]);
    expect(titles((await day("2026-03-08")).data)).toEqual(["spring 01:30 AST", "spring 23:30 ADT"]);
    expect(titles((await day("2026-03-09")).data)).toEqual(["spring next 00:30 ADT"]);
    expect(titles((await day("2026-11-01")).data)).toEqual(["fall 00:30 ADT", "fall 23:30 AST"]);
  });

  it("reads days east of UTC too, all-day items included", async () => {
    const tokyo = await makeUserInZone(t.database, "Asia/Tokyo");
    const tokyoToken = await makeSession(t.database, tokyo);
    await makeThought(t.database, tokyo, { original_input: "00:15 JST", scheduled_for: "2026-11-22T15:15:00.000Z" });
    await makeThought(t.database, tokyo, { original_input: "all day", scheduled_for: "2026-11-23" });
    await makeThought(t.database, tokyo, { original_input: "the 22nd", scheduled_for: "2026-11-22" });
    const body = await day("2026-11-23", tokyoToken);
    expect(titles(body.data)).toEqual(["00:15 JST", "all day"]);
    expect(body.timezone).toBe("Asia/Tokyo");
  });

  it("answers an empty list for a day with nothing, and only the caller's thoughts", async () => {
    const other = await makeUser(t.database);
    expect((await day("2026-11-23", await makeSession(t.database, other))).data).toEqual([]);
  });

  it("sends a day with more than CALENDAR_DAY_MAX_ITEMS items in pieces joined by next_cursor, none dropped", async () => {
    const crowded = await makeUser(t.database);
    const crowdedToken = await makeSession(t.database, crowded);
    await makeThoughts(t.database, crowded, [
      ...Array.from({ length: CALENDAR_DAY_MAX_ITEMS }, (_, i) => ({ original_input: `timed ${i}`, scheduled_for: `2026-07-01T${String(12 + (i % 8)).padStart(2, "0")}:00:00.000Z` })),
      ...Array.from({ length: 20 }, (_, i) => ({ original_input: `all day ${i}`, scheduled_for: "2026-07-01" })),
    ]);
    const first = await day("2026-07-01", crowdedToken);
    expect(first.data).toHaveLength(CALENDAR_DAY_MAX_ITEMS);
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = await day(`2026-07-01?cursor=${first.next_cursor}`, crowdedToken);
    expect(rest.next_cursor).toBeNull();
    const all = [...first.data, ...rest.data];
    expect(new Set(all.map((x) => x.id)).size).toBe(CALENDAR_DAY_MAX_ITEMS + 20);
    expect(titles(rest.data).filter((x) => x.startsWith("all day"))).toHaveLength(20);
    expect((await get(`/thoughts/calendar/day/2026-07-01?cursor=bogus`, crowdedToken)).statusCode).toBe(400);
  });

  it("answers 400 for dates that are not YYYY-MM-DD calendar days", async () => {
    for (const bad of ["2026-13-01", "2026-02-30", "23-11-2026", "today", "2026-11-2"]) {
      const response = await get(`/thoughts/calendar/day/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatch(/^date: /);
    }
  });

  it("is not taken for a thought id, and needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts/calendar/day/2026-11-23" })).statusCode).toBe(401);
  });
});

describe("GET /api/thoughts/timeline", () => {
  let owner: User;
  let ownerToken: string;
  beforeAll(async () => {
    owner = await makeUser(t.database);
    ownerToken = await makeSession(t.database, owner);
    const at = (original_input: string, scheduled_for: string) => makeThought(t.database, owner, { original_input, scheduled_for });
    await at("b 23:30 local", "2026-11-24T03:30:00.000Z");
    await at("a all day", "2026-11-23");
    await at("c 09:00", "2026-11-23T13:00:00.000Z");
    await at("d next day", "2026-11-25T13:00:00.000Z");
    await at("out of range", "2027-06-01T13:00:00.000Z");
  });

  const timeline = async (query: string, as = ownerToken) => {
    const response = await get(`/thoughts/timeline${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimelineResponse>();
  };

  it("groups by local day ascending, timed events by time and all-day last, with stats", async () => {
    const body = await timeline("?from=2026-11-01&to=2026-11-30");
    expect(body.data.map((d) => [d.date, titles(d.events)])).toEqual([
      ["2026-11-23", ["c 09:00", "b 23:30 local", "a all day"]],
      ["2026-11-25", ["d next day"]],
    ]);
    expect(body.stats.total_events).toBe(4);
    expect(body.stats.days_with_events).toBe(2);
    expect(body).toMatchObject({ range: { from: "2026-11-01", to: "2026-11-30" }, truncated: false, next_from: null });
    // What the card shows, not the whole thought (issue 9: slim lists).
    expect(Object.keys(body.data[0]!.events[0]!).sort()).toEqual(
      ["ai_title", "domain", "event_type", "id", "is_container", "original_input", "recurring", "scheduled_for", "status"],
    );
  });

  it("counts upcoming events against the current time", async () => {
    const service = new CalendarService(new CalendarRepository(t.database.db), { now: () => new Date("2026-11-23T20:00:00.000Z") });
    const body = await service.getTimeline(owner, { from: "2026-11-01", to: "2026-11-30" });
    // 16:00 local on the 23rd: the 23:30 call and the 25th are ahead, and the all-day item's day is not over.
    expect(body.stats.upcoming).toBe(3);
  });

  it("defaults to 30 days back and 90 ahead", async () => {
    const service = new CalendarService(new CalendarRepository(t.database.db), { now: () => new Date("2026-11-23T20:00:00.000Z") });
    expect((await service.getTimeline(owner, {})).range).toEqual({ from: "2026-10-24", to: "2027-02-21" });
  });

  it("answers empty days and zero stats for someone with nothing scheduled", async () => {
    const body = await timeline("", await makeSession(t.database, await makeUser(t.database)));
    expect(body.data).toEqual([]);
    expect(body.stats).toEqual({ total_events: 0, days_with_events: 0, upcoming: 0 });
  });

  it("stops at whole days when the range holds more than TIMELINE_MAX_EVENTS events, and says where to go on", async () => {
    const busy = await makeUser(t.database);
    const busyToken = await makeSession(t.database, busy);
    const at = (n: number, instant: string) => Array.from({ length: n }, (_, i) => ({ original_input: `${instant} #${i}`, scheduled_for: instant }));
    expect(TIMELINE_MAX_EVENTS).toBe(250);
    await makeThoughts(t.database, busy, [
      ...at(100, "2026-05-01T13:00:00.000Z"),
      ...at(200, "2026-05-02T13:00:00.000Z"),
      ...at(10, "2026-05-03T13:00:00.000Z"),
      ...at(300, "2026-06-01T13:00:00.000Z"),
    ]);
    const first = await timeline("?from=2026-05-01&to=2026-05-31", busyToken);
    expect(first.data.map((d) => [d.date, d.events.length])).toEqual([["2026-05-01", 100]]);
    expect(first).toMatchObject({ truncated: true, next_from: "2026-05-02", stats: { total_events: 310, days_with_events: 3 } });
    const rest = await timeline("?from=2026-05-02&to=2026-05-31", busyToken);
    expect(rest.data.map((d) => [d.date, d.events.length])).toEqual([["2026-05-02", 200], ["2026-05-03", 10]]);
    expect(rest).toMatchObject({ truncated: false, next_from: null });
  });

  it("sends every event of a day with more than TIMELINE_MAX_EVENTS, in pieces joined by next_cursor", async () => {
    const crowded = await makeUser(t.database);
    const crowdedToken = await makeSession(t.database, crowded);
    // 300 events on one local day: timed ones at several times (many sharing one instant), then all-day ones.
    await makeThoughts(t.database, crowded, [
      ...Array.from({ length: 240 }, (_, i) => ({ original_input: `timed ${i}`, scheduled_for: `2026-06-01T${String(10 + (i % 5)).padStart(2, "0")}:00:00.000Z` })),
      ...Array.from({ length: 60 }, (_, i) => ({ original_input: `all day ${i}`, scheduled_for: "2026-06-01" })),
      { original_input: "the next day", scheduled_for: "2026-06-02T13:00:00.000Z" },
    ]);
    const seen: TimelineEvent[] = [];
    let query = "?from=2026-06-01&to=2026-06-30";
    const pages: TimelineResponse[] = [];
    for (;;) {
      const page = await timeline(query, crowdedToken);
      pages.push(page);
      for (const d of page.data) if (d.date === "2026-06-01") seen.push(...d.events);
      if (!page.next_from || pages.length > 5) break;
      query = `?from=${page.next_from}&to=2026-06-30${page.next_cursor ? `&cursor=${page.next_cursor}` : ""}`;
    }
    expect(pages[0]).toMatchObject({ truncated: true, next_from: "2026-06-01", stats: { total_events: 301, days_with_events: 2 } });
    expect(pages[0]!.data.map((d) => [d.date, d.events.length])).toEqual([["2026-06-01", TIMELINE_MAX_EVENTS]]);
    expect(seen).toHaveLength(300);
    expect(new Set(seen.map((x) => x.id)).size).toBe(300);
    // The day's order holds across pieces: timed by time, then all-day.
    const kinds = seen.map((x) => (x.scheduled_for!.length === 10 ? "all day" : x.scheduled_for));
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === "all day" ? 1 : b === "all day" ? -1 : a!.localeCompare(b!))));
    expect(pages.at(-1)!.data.map((d) => d.date)).toEqual(["2026-06-02"]);
    expect(pages.at(-1)).toMatchObject({ truncated: false, next_from: null, next_cursor: null });
  });

  it("refuses a cursor it did not give out", async () => {
    for (const bad of ["x", "eyJzIjoxfQ", Buffer.from('{"s":"2026-06-01\' OR 1=1","i":"a"}').toString("base64url")]) {
      const response = await get(`/thoughts/timeline?from=2026-06-01&cursor=${bad}`, ownerToken);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatch(/^cursor: /);
    }
  });

  it("refuses reversed, overlong and malformed ranges", async () => {
    expect((await get("/thoughts/timeline?from=2026-11-30&to=2026-11-01", ownerToken)).json().error).toBe("to must not be before from");
    expect((await get("/thoughts/timeline?from=2026-01-01&to=2027-12-31", ownerToken)).statusCode).toBe(400);
    expect((await get("/thoughts/timeline?from=2026-01-01&to=2027-02-04", ownerToken)).statusCode).toBe(200); // 400 days
    expect((await get("/thoughts/timeline?from=yesterday", ownerToken)).json().error).toMatch(/^from: /);
  });
});
