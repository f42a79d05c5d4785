import type { CaldavAccountResponse, CaldavSyncResponse, CalendarStatusResponse, Thought, User } from "@life/contracts";
import ICAL from "ical.js";
import { DAVClient, type DAVCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { radicaleInstalled, startRadicale, type Radicale } from "../../../test/radicale.js";
import { CALDAV_BAD_CREDENTIALS } from "../../integrations/caldav/caldav.client.js";
import { SecretBox } from "../../lib/secret-box.js";

const installed = radicaleInstalled();
if (!installed) console.warn("CalDAV sync tests skipped: radicale is not installed (apt-get install -y radicale; .ci/run installs it)");

describe.skipIf(!installed)("CalDAV two-way sync against a real Radicale server", () => {
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
    dav = new DAVClient({ serverUrl: radicale.url, credentials: { username: radicale.username, password: radicale.password }, authMethod: "Basic", defaultAccountType: "caldav" });
    await dav.login();
  }, 30_000);
  afterAll(async () => {
    await t?.app.close();
    await radicale?.stop();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(as), ...(payload ? { payload } : {}) });
  const settings = (password = radicale.password) => ({ url: radicale.url, username: radicale.username, password });
  const sync = async () => {
    const response = await call("POST", "/calendar/caldav/sync");
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaldavSyncResponse>();
  };
  const remoteEvents = async () =>
    (await dav.fetchCalendarObjects({ calendar })).map((object) => {
      const component = new ICAL.Component(ICAL.parse(object.data as string)).getFirstSubcomponent("vevent")!;
      const event = new ICAL.Event(component);
      return {
        url: object.url,
        etag: object.etag,
        data: object.data as string,
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
        trigger: String(component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger") ?? ""),
      };
    });
  const thoughtRow = (id: string) => t.database.db.selectFrom("thoughts").select(["ai_title", "scheduled_for", "status"]).where("id", "=", id).executeTakeFirst();
  const ics = (uid: string, summary: string, start: string, lastModified = "20261125T120000Z") =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Phone//EN", "BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261125T120000Z", `LAST-MODIFIED:${lastModified}`, start, `SUMMARY:${summary}`, "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

  it("refuses a wrong app password with a clear error and saves nothing", async () => {
    const response = await call("PUT", "/calendar/caldav", settings("wrong-password"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CALDAV_BAD_CREDENTIALS });
    expect((await call("GET", "/calendar/caldav")).json()).toEqual({ account: null });
    const test = await call("POST", "/calendar/caldav/test", settings("wrong-password"));
    expect(test.statusCode).toBe(400);
    expect(test.json().error).toBe(CALDAV_BAD_CREDENTIALS);
  });

  it("tests and saves good settings, making a calendar when the account has none, with the password sealed", async () => {
    const test = await call("POST", "/calendar/caldav/test", settings());
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ ok: true, calendars: 0 });

    const saved = await call("PUT", "/calendar/caldav", settings());
    expect(saved.statusCode, saved.body).toBe(200);
    const account = saved.json<CaldavAccountResponse>().account!;
    expect(account).toMatchObject({ url: radicale.url, username: "alice", calendar_url: `${radicale.url}alice/life-intelligence/` });
    expect(saved.body).not.toContain(radicale.password);
    const row = await t.database.db.selectFrom("calendar_accounts").select("credentials").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credentials).not.toContain(radicale.password);
    calendar = (await dav.fetchCalendars()).find((c) => c.url === account.calendar_url)!;
    expect(calendar).toBeTruthy();
    expect((await call("POST", "/calendar/caldav/test", {})).json()).toMatchObject({ ok: true, calendars: 1 });
  });

  let timed: Thought;
  let allDay: Thought;

  it("pushes scheduled thoughts as events with alarms, and a second sync changes nothing", async () => {
    timed = await makeThought(t.database, user, { original_input: "dentist at 2pm", ai_title: "Dentist", scheduled_for: "2026-12-02T18:00:00.000Z" });
    allDay = await makeThought(t.database, user, { original_input: "bins out", scheduled_for: "2026-12-03" });
    await makeThought(t.database, user, { original_input: "no date" });

    expect(await sync()).toMatchObject({ pushed: 2, pulled: 0, deleted: 0, conflicts: 0 });
    const events = await remoteEvents();
    expect(events.map((e) => [e.uid, e.summary, e.start, e.trigger]).sort()).toEqual(
      [
        [`${timed.id}@life-intelligence`, "Dentist", "2026-12-02T18:00:00.000Z", "-PT15M"],
        [`${allDay.id}@life-intelligence`, "bins out", "2026-12-03", "-PT15M"],
      ].sort(),
    );
    expect(await sync()).toMatchObject({ pushed: 0, pulled: 0, deleted: 0, conflicts: 0 });
    expect(await remoteEvents()).toHaveLength(2);
    const state = (await call("GET", "/calendar/status")).json<CalendarStatusResponse>();
    expect(state.caldav).toMatchObject({ status: "ok", last_error: null });
    expect(state.caldav?.last_message).toContain("0 sent, 0 received");
  });

  let outside: string;

  it("pulls events made elsewhere into thoughts once, and their later edits", async () => {
    await dav.createCalendarObject({ calendar, filename: "phone-1.ics", iCalString: ics("phone-1", "Lunch with Sam", "DTSTART:20261205T170000Z") });
    // A named zone with its VTIMEZONE, as phones write them: 10:00 in Halifax (AST, UTC-4) is 14:00 UTC.
    await dav.createCalendarObject({
      calendar,
      filename: "phone-2.ics",
      iCalString: [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Phone//EN",
        "BEGIN:VTIMEZONE", "TZID:America/Halifax",
        "BEGIN:STANDARD", "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETFROM:-0300", "TZOFFSETTO:-0400", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0300", "END:DAYLIGHT",
        "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:phone-2", "DTSTAMP:20261125T120000Z", "DTSTART;TZID=America/Halifax:20261207T100000", "SUMMARY:Haircut", "END:VEVENT",
        "END:VCALENDAR", "",
      ].join("\r\n"),
    });
    expect(await sync()).toMatchObject({ pushed: 0, pulled: 2 });
    const rows = await t.database.db.selectFrom("thoughts").select(["id", "ai_title", "scheduled_for"]).where("user_id", "=", user.id).where("ai_title", "in", ["Lunch with Sam", "Haircut"]).orderBy("ai_title").execute();
    expect(rows.map((r) => [r.ai_title, r.scheduled_for])).toEqual([
      ["Haircut", "2026-12-07T14:00:00.000Z"],
      ["Lunch with Sam", "2026-12-05T17:00:00.000Z"],
    ]);
    outside = rows.find((r) => r.ai_title === "Lunch with Sam")!.id;
    expect(await sync()).toMatchObject({ pushed: 0, pulled: 0, deleted: 0 });

    const lunch = (await remoteEvents()).find((e) => e.uid === "phone-1")!;
    await dav.updateCalendarObject({ calendarObject: { url: lunch.url, etag: lunch.etag, data: ics("phone-1", "Lunch with Sam and Kim", "DTSTART;VALUE=DATE:20261206", "20261125T130000Z") } });
    expect(await sync()).toMatchObject({ pulled: 1, pushed: 0 });
    expect(await thoughtRow(outside)).toMatchObject({ ai_title: "Lunch with Sam and Kim", scheduled_for: "2026-12-06" });
  });

  it("pushes local edits to the existing event instead of adding one", async () => {
    const response = await call("PUT", `/thoughts/${timed.id}`, { scheduled_for: "2026-12-04T15:30:00.000Z" });
    expect(response.statusCode, response.body).toBe(200);
    const before = (await remoteEvents()).length;
    expect(await sync()).toMatchObject({ pushed: 1, pulled: 0 });
    const events = await remoteEvents();
    expect(events).toHaveLength(before);
    expect(events.find((e) => e.uid === `${timed.id}@life-intelligence`)?.start).toBe("2026-12-04T15:30:00.000Z");
  });

  it("edits an event made elsewhere in place, keeping its UID", async () => {
    const haircut = await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).where("ai_title", "=", "Haircut").executeTakeFirstOrThrow();
    expect((await call("PUT", `/thoughts/${haircut.id}`, { ai_title: "Haircut with Jo" })).statusCode).toBe(200);
    expect(await sync()).toMatchObject({ pushed: 1, pulled: 0, deleted: 0 });
    const event = (await remoteEvents()).find((e) => e.uid === "phone-2");
    expect(event).toMatchObject({ summary: "Haircut with Jo", start: "2026-12-07T14:00:00.000Z" });
    expect(await sync()).toMatchObject({ pushed: 0, pulled: 0, deleted: 0 });
    expect(await thoughtRow(haircut.id)).toMatchObject({ ai_title: "Haircut with Jo", status: "pending" });
  });

  it("resolves a change on both sides by the latest modification", async () => {
    const event = (await remoteEvents()).find((e) => e.uid === `${allDay.id}@life-intelligence`)!;
    // Changed here first, then in the calendar a day later (LAST-MODIFIED in the future): the calendar wins.
    await call("PUT", `/thoughts/${allDay.id}`, { ai_title: "bins out (here)" });
    const later = new Date(Date.now() + 86_400_000).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    await dav.updateCalendarObject({ calendarObject: { url: event.url, etag: event.etag, data: ics(event.uid, "bins out (phone)", "DTSTART;VALUE=DATE:20261210", later) } });
    expect(await sync()).toMatchObject({ conflicts: 1, pulled: 1 });
    expect(await thoughtRow(allDay.id)).toMatchObject({ ai_title: "bins out (phone)", scheduled_for: "2026-12-10" });

    // Changed in the calendar with an old LAST-MODIFIED, then here: this side wins and is written back.
    const again = (await remoteEvents()).find((e) => e.uid === event.uid)!;
    await dav.updateCalendarObject({ calendarObject: { url: again.url, etag: again.etag, data: ics(event.uid, "stale phone edit", "DTSTART;VALUE=DATE:20261211", "20200101T000000Z") } });
    await call("PUT", `/thoughts/${allDay.id}`, { ai_title: "bins out (latest)" });
    expect(await sync()).toMatchObject({ conflicts: 1, pushed: 1 });
    expect((await remoteEvents()).find((e) => e.uid === event.uid)?.summary).toBe("bins out (latest)");
    expect(await thoughtRow(allDay.id)).toMatchObject({ ai_title: "bins out (latest)" });
  });

  it("handles deletions: a deleted event archives its thought, a deleted thought deletes its event", async () => {
    const lunch = (await remoteEvents()).find((e) => e.uid === "phone-1")!;
    await dav.deleteCalendarObject({ calendarObject: { url: lunch.url, etag: lunch.etag } });
    expect(await sync()).toMatchObject({ deleted: 1 });
    expect(await thoughtRow(outside)).toMatchObject({ status: "archived" });

    expect((await call("DELETE", `/thoughts/${timed.id}`)).statusCode).toBe(200);
    expect(await sync()).toMatchObject({ deleted: 1 });
    expect((await remoteEvents()).some((e) => e.uid === `${timed.id}@life-intelligence`)).toBe(false);
  });

  it("a password changed on the server gives a clear error on sync and loses nothing", async () => {
    const box = SecretBox.fromKey(Buffer.from(testConfig().calendar.secretKey!, "hex"));
    await t.database.db.updateTable("calendar_accounts").set({ credentials: box.seal(JSON.stringify({ password: "revoked" })) }).where("user_id", "=", user.id).execute();
    const thoughtsBefore = await t.database.db.selectFrom("thoughts").selectAll().where("user_id", "=", user.id).orderBy("id").execute();
    const linksBefore = await t.database.db.selectFrom("calendar_links").selectAll().where("user_id", "=", user.id).orderBy("remote_uid").execute();
    const eventsBefore = await remoteEvents();

    const response = await call("POST", "/calendar/caldav/sync");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CALDAV_BAD_CREDENTIALS });
    expect((await call("GET", "/calendar/status")).json<CalendarStatusResponse>().caldav).toMatchObject({ status: "error", last_error: CALDAV_BAD_CREDENTIALS });
    expect(await t.database.db.selectFrom("thoughts").selectAll().where("user_id", "=", user.id).orderBy("id").execute()).toEqual(thoughtsBefore);
    expect(await t.database.db.selectFrom("calendar_links").selectAll().where("user_id", "=", user.id).orderBy("remote_uid").execute()).toEqual(linksBefore);
    expect(await remoteEvents()).toEqual(eventsBefore);

    // Saving a wrong password keeps the account as it was.
    expect((await call("PUT", "/calendar/caldav", settings("still-wrong"))).statusCode).toBe(400);
    expect((await call("GET", "/calendar/caldav")).json<CaldavAccountResponse>().account).toMatchObject({ url: radicale.url });
    expect((await call("PUT", "/calendar/caldav", settings())).statusCode).toBe(200);
    expect((await sync()).pushed + (await sync()).pushed).toBe(0);
  });

  it("keeps another person out of this account", async () => {
    const bob = await makeSession(t.database, await makeUser(t.database));
    expect((await call("GET", "/calendar/caldav", undefined, bob)).json()).toEqual({ account: null });
    expect((await call("POST", "/calendar/caldav/sync", undefined, bob)).statusCode).toBe(404);
    expect((await call("POST", "/calendar/caldav/test", {}, bob)).statusCode).toBe(404);
    expect((await call("DELETE", "/calendar/caldav", undefined, bob)).statusCode).toBe(200);
    expect((await call("GET", "/calendar/caldav")).json<CaldavAccountResponse>().account).not.toBeNull();
  });

  it("forgets the account on delete, leaving thoughts and events", async () => {
    const events = (await remoteEvents()).length;
    expect((await call("DELETE", "/calendar/caldav")).statusCode).toBe(200);
    expect((await call("GET", "/calendar/caldav")).json()).toEqual({ account: null });
    expect((await remoteEvents()).length).toBe(events);
    expect(await thoughtRow(allDay.id)).toBeTruthy();
  });
});
