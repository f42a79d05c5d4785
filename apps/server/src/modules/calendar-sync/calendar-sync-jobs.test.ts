import type { CalendarStatusResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
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
  const authUrl = new URL((await t.app.inject({ method: "GET", url: "/api/calendar/auth", headers: bearer(token) })).json<{ authUrl: string }>().authUrl);
  await t.app.inject({ method: "GET", url: `/api/calendar/oauth/callback?code=${FAKE_AUTH_CODE}&state=${encodeURIComponent(authUrl.searchParams.get("state")!)}` });
});
afterAll(async () => {
  await t.app.close();
  await google.close();
});

const status = async () => (await t.app.inject({ method: "GET", url: "/api/calendar/status", headers: bearer(token) })).json<CalendarStatusResponse>().google;
const eventIdOf = (thought: Thought) => `life${thought.id.replace(/-/g, "")}`;

describe("background calendar sync", () => {
  it("queues a sync once the classify job has given a captured thought a time, and the sync writes the event", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: "call the dentist tomorrow at 2pm" } });
    expect(response.statusCode, response.body).toBe(201);
    const captured = response.json<{ data: Thought }>().data;
    // Capture only stores and queues; the time comes from the job, and with it the sync.
    expect(captured.scheduled_for).toBeNull();

    await drainJobs(t.app);
    const thought = (await t.app.inject({ method: "GET", url: `/api/thoughts/${captured.id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
    expect(thought.scheduled_for).toBeTruthy();
    expect(google.events.get(eventIdOf(thought))?.start?.dateTime).toBe(thought.scheduled_for);
    expect(await status()).toMatchObject({ status: "ok", last_error: null });
  });

  it("shows a failure and retries until Google answers again", async () => {
    const thought = await makeThought(t.database, user, { original_input: "retry me", scheduled_for: "2026-12-09T12:00:00.000Z" });
    google.failing.on = true;
    expect((await t.app.inject({ method: "PUT", url: `/api/thoughts/${thought.id}`, headers: bearer(token), payload: { ai_title: "retry me soon" } })).statusCode).toBe(200);
    await t.app.processing.worker.runNext();
    const failed = await status();
    expect(failed?.status).toBe("error");
    expect(failed?.last_error).toContain("Backend Error");
    const job = await t.database.db.selectFrom("jobs").select(["status", "attempts"]).where("idempotency_key", "=", `calendar-sync:${user.id}`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "queued", attempts: 1 });

    google.failing.on = false;
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the (test-sized) retry delay
    await t.app.processing.worker.runUntilIdle();
    expect(google.events.get(eventIdOf(thought))?.summary).toBe("retry me soon");
    expect(await status()).toMatchObject({ status: "ok", last_error: null });
  });

  it("the periodic run queues one sync per person with a calendar, and none for others", async () => {
    const other = await makeUser(t.database);
    await makeThought(t.database, other, { original_input: "not connected", scheduled_for: "2026-12-09T12:00:00.000Z" });
    await makeThought(t.database, user, { original_input: "made behind the API's back", scheduled_for: "2026-12-10T12:00:00.000Z" });
    expect(await t.app.calendarSync.enqueueAll()).toBe(1);
    const keys = (await t.database.db.selectFrom("jobs").select("idempotency_key").where("type", "=", "calendar-sync").where("status", "=", "queued").execute()).map((r) => r.idempotency_key);
    expect(keys).toEqual([`calendar-sync:${user.id}`]);
    await t.app.processing.worker.runUntilIdle();
    expect([...google.events.values()].some((e) => e.summary === "made behind the API's back")).toBe(true);
  });

  it("brings the calendar's new events in as thoughts in the periodic run, once, and says so in the status", async () => {
    google.events.set("outside-1", { id: "outside-1", summary: "Team dinner", status: "confirmed", start: { dateTime: "2026-12-11T22:00:00.000Z" }, end: { dateTime: "2026-12-12T00:00:00.000Z" } });
    await t.app.calendarSync.enqueueAll();
    await t.app.processing.worker.runUntilIdle();
    const imported = await t.database.db.selectFrom("thoughts").select(["scheduled_for", "status"]).where("user_id", "=", user.id).where("ai_title", "=", "Team dinner").execute();
    expect(imported).toEqual([{ scheduled_for: "2026-12-11T22:00:00.000Z", status: "pending" }]);
    expect(await status()).toMatchObject({ status: "ok", last_message: expect.stringContaining("1 event imported as thoughts") });

    await t.app.calendarSync.enqueueAll();
    await t.app.processing.worker.runUntilIdle();
    expect(await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).where("ai_title", "=", "Team dinner").execute()).toHaveLength(1);
    expect((await status())?.last_message).toContain("no new events imported");
    // Nor did the imported thought go back to Google as an event of its own.
    expect([...google.events.values()].filter((e) => e.summary === "Team dinner")).toHaveLength(1);
  });
});
