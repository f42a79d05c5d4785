import type { CalendarImportResponse, CalendarStatusResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { FAKE_AUTH_CODE, startFakeGoogle, type FakeGoogle } from "./testing/fake-google.js";

let google: FakeGoogle;
let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await buildTestApp({ calendar: { ...testConfig().calendar, google: google.config } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
  await google.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, as = token, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(as), ...(payload ? { payload: payload as object } : {}) });
const status = async (as = token) => (await call("GET", "/calendar/status", as)).json<CalendarStatusResponse>();
const sync = async (as = token) => {
  const response = await call("POST", "/calendar/sync", as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ syncedCount: number }>().syncedCount;
};

async function connect(as = token) {
  const response = await call("GET", "/calendar/auth", as);
  expect(response.statusCode).toBe(200);
  const authUrl = new URL(response.json<{ authUrl: string }>().authUrl);
  expect(authUrl.origin + authUrl.pathname).toBe(google.config.authUrl);
  expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
    client_id: "client-1",
    redirect_uri: google.config.redirectUri,
    response_type: "code",
    access_type: "offline",
    scope: "https://www.googleapis.com/auth/calendar.events",
  });
  const state = authUrl.searchParams.get("state")!;
  // The browser follows Google's redirect without our bearer token.
  return t.app.inject({ method: "GET", url: `/api/calendar/oauth/callback?code=${FAKE_AUTH_CODE}&state=${encodeURIComponent(state)}` });
}

describe("Google Calendar without configuration", () => {
  it("answers 501 with the spec's message and reports configured: false", async () => {
    const bare = await buildTestApp();
    const someone = await makeSession(bare.database, await makeUser(bare.database));
    const response = await bare.app.inject({ method: "GET", url: "/api/calendar/auth", headers: bearer(someone) });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ error: "Google Calendar is not configured" });
    const state = await bare.app.inject({ method: "GET", url: "/api/calendar/status", headers: bearer(someone) });
    expect(state.json()).toEqual({ connected: false, configured: false, google: null, caldav: null });
    await bare.app.close();
  });
});

describe("Google Calendar", () => {
  it("connects through the OAuth callback, which tells the opener with a same-origin script under the strict CSP", async () => {
    expect(await status()).toMatchObject({ connected: false, configured: true });
    const page = await connect();
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('data-success="true"');
    expect(page.body).toMatch(/<script src="\/api\/calendar\/oauth\/result\.js"><\/script>/);
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    const script = await t.app.inject({ method: "GET", url: "/api/calendar/oauth/result.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("window.opener.postMessage");
    expect(script.body).toContain("BroadcastChannel");

    expect(google.tokenRequests.at(-1)?.get("grant_type")).toBe("authorization_code");
    expect(await status()).toMatchObject({ connected: true, google: { status: "idle" } });
    // The tokens are sealed: neither appears in the database.
    const row = await t.database.db.selectFrom("calendar_accounts").select("credentials").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credentials).not.toContain("refresh-1");
    expect(row.credentials).not.toContain("access-");
  });

  it("refuses a forged, tampered or failed callback and says why on the page", async () => {
    const forged = await t.app.inject({ method: "GET", url: `/api/calendar/oauth/callback?code=${FAKE_AUTH_CODE}&state=${user.id}.9999999999999.forged` });
    expect(forged.body).toContain('data-success="false"');
    expect(forged.body).toContain("not valid");
    const denied = await t.app.inject({ method: "GET", url: "/api/calendar/oauth/callback?error=access_denied" });
    expect(denied.body).toContain("access_denied");
    const authUrl = new URL((await call("GET", "/calendar/auth")).json<{ authUrl: string }>().authUrl);
    const badCode = await t.app.inject({ method: "GET", url: `/api/calendar/oauth/callback?code=wrong&state=${encodeURIComponent(authUrl.searchParams.get("state")!)}` });
    expect(badCode.body).toContain('data-success="false"');
    expect((await status()).connected).toBe(true);
  });

  it("writes scheduled thoughts as events and re-syncs without duplicates, updating and deleting as thoughts change", async () => {
    const timed = await makeThought(t.database, user, { original_input: "call dentist at 2pm", ai_title: "Call dentist", scheduled_for: "2026-12-02T18:00:00.000Z", status: "approved" });
    const allDay = await makeThought(t.database, user, { original_input: "bins out", scheduled_for: "2026-12-03" });
    await makeThought(t.database, user, { original_input: "not scheduled" });

    expect(await sync()).toBe(2);
    const id = `life${timed.id.replace(/-/g, "")}`;
    expect(google.events.get(id)).toMatchObject({
      summary: "Call dentist",
      description: "call dentist at 2pm",
      start: { dateTime: "2026-12-02T18:00:00.000Z", timeZone: "America/Halifax" },
      end: { dateTime: "2026-12-02T18:30:00.000Z" },
      status: "confirmed",
      reminders: { useDefault: false, overrides: [{ method: "popup", minutes: 15 }] },
    });
    expect(google.events.get(`life${allDay.id.replace(/-/g, "")}`)).toMatchObject({ start: { date: "2026-12-03" }, end: { date: "2026-12-04" }, status: "tentative" });
    expect(await status()).toMatchObject({ google: { status: "ok", last_error: null, last_message: "2 events written to Google Calendar" } });

    expect(await sync()).toBe(0);
    expect(google.events.size).toBe(2);

    const moved = await call("PUT", `/thoughts/${timed.id}`, token, { scheduled_for: "2026-12-04T15:00:00.000Z" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sync()).toBe(1);
    expect(google.events.get(id)?.start).toMatchObject({ dateTime: "2026-12-04T15:00:00.000Z" });
    expect(google.events.size).toBe(2);

    // The link was lost (e.g. a restore from backup): the fixed event id still prevents a duplicate.
    await t.database.db.deleteFrom("calendar_links").where("user_id", "=", user.id).execute();
    expect(await sync()).toBe(2);
    expect(google.events.size).toBe(2);

    expect((await call("DELETE", `/thoughts/${timed.id}`)).statusCode).toBe(200);
    await sync();
    expect(google.events.has(id)).toBe(false);
    expect(google.events.size).toBe(1);
  });

  it("refreshes an expired access token and keeps going", async () => {
    google.validAccessTokens.clear();
    await makeThought(t.database, user, { original_input: "after expiry", scheduled_for: "2026-12-05T12:00:00.000Z" });
    expect(await sync()).toBe(1);
    expect(google.tokenRequests.at(-1)?.get("grant_type")).toBe("refresh_token");
    expect(google.tokenRequests.at(-1)?.get("refresh_token")).toBe("refresh-1");
  });

  it("previews other events (5 shown, the total counted) and imports each once", async () => {
    for (let i = 1; i <= 7; i += 1) {
      google.events.set(`g-${i}`, { id: `g-${i}`, summary: `Outside event ${i}`, status: "confirmed", start: { dateTime: `2026-12-1${i}T14:00:00Z` }, end: { dateTime: `2026-12-1${i}T15:00:00Z` } });
    }
    google.events.set("g-allday", { id: "g-allday", summary: "Holiday", status: "confirmed", start: { date: "2026-12-25" }, end: { date: "2026-12-26" } });
    google.events.set("g-cancelled", { id: "g-cancelled", summary: "Called off", status: "cancelled", start: { date: "2026-12-20" } });

    const preview = await call("GET", "/calendar/import");
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<CalendarImportResponse>();
    expect(body.totalCalendarEvents).toBe(8);
    expect(body.previewEvents).toHaveLength(5);
    expect(body.previewEvents[0]).toEqual({ title: "Outside event 1", start: "2026-12-11T14:00:00Z" });
    expect(body.importedCount).toBeUndefined();

    const imported = (await call("GET", "/calendar/import?createEvents=true")).json<CalendarImportResponse>();
    expect(imported.importedCount).toBe(8);
    const again = (await call("GET", "/calendar/import?createEvents=true")).json<CalendarImportResponse>();
    expect(again.importedCount).toBe(0);
    const thoughts = await t.database.db.selectFrom("thoughts").select(["ai_title", "scheduled_for", "processing_status"]).where("user_id", "=", user.id).where("ai_title", "in", ["Outside event 1", "Holiday"]).orderBy("ai_title").execute();
    expect(thoughts).toEqual([
      { ai_title: "Holiday", scheduled_for: "2026-12-25", processing_status: "done" },
      { ai_title: "Outside event 1", scheduled_for: "2026-12-11T14:00:00.000Z", processing_status: "done" },
    ]);
    // Imported thoughts are already in the calendar: the next push does not write them back.
    const before = google.events.size;
    expect(await sync()).toBe(0);
    expect(google.events.size).toBe(before);
  });

  it("keeps another person out: not connected for them, and nothing of this calendar reachable", async () => {
    const bob = await makeSession(t.database, await makeUser(t.database));
    expect((await status(bob)).connected).toBe(false);
    const bobSync = await call("POST", "/calendar/sync", bob);
    expect(bobSync.statusCode).toBe(409);
    expect(bobSync.json()).toEqual({ error: "Google Calendar is not connected" });
    expect((await call("GET", "/calendar/import", bob)).statusCode).toBe(409);
    expect((await call("POST", "/calendar/disconnect", bob)).statusCode).toBe(200);
    expect((await status()).connected).toBe(true);
  });

  it("disconnects by revoking the grant and deleting the tokens", async () => {
    expect((await call("POST", "/calendar/disconnect")).statusCode).toBe(200);
    expect(google.revoked).toEqual(["refresh-1"]);
    expect(await status()).toMatchObject({ connected: false, google: null });
    const rows = await t.database.db.selectFrom("calendar_accounts").select("provider").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([]);
    expect((await call("POST", "/calendar/sync")).statusCode).toBe(409);
  });
});
