import type { MorningDigestResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser, makeUserInZone } from "../../../test/factories.js";
import { startMailServer } from "../../../test/mail-server.js";
import { CalendarRepository } from "../calendar/calendar.repository.js";
import { CalendarService } from "../calendar/calendar.service.js";
import { UsersRepository } from "../users/users.repository.js";
import { MorningDigestRepository } from "./morning-digest.repository.js";
import { MorningDigestService } from "./morning-digest.service.js";

/** The morning e-mail digest against a real SMTP server in the test process (issue 13). */
let mail: Awaited<ReturnType<typeof startMailServer>>;
let t: TestApp;
// Tuesday 1 December 2026, 07:30 in Halifax (AST, UTC-4), where factory users live.
let now = new Date("2026-12-01T11:30:00.000Z");

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({ mail: { smtpUrl: mail.url, from: "Life <hello@life.test>" } }, { now: () => now });
});
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

const settings = (token: string, enabled?: unknown) =>
  t.app.inject({ method: enabled === undefined ? "GET" : "PUT", url: "/api/calendar/digest", headers: bearer(token), ...(enabled === undefined ? {} : { payload: { enabled } }) });
async function optIn(user: User): Promise<string> {
  const token = await makeSession(t.database, user);
  expect((await settings(token, true)).statusCode).toBe(200);
  return token;
}
const runDue = async () => {
  const queued = await t.app.morningDigest.queueDue();
  await t.app.processing.worker.runUntilIdle();
  return queued;
};

describe("the morning digest setting", () => {
  it("is off until the person turns it on, and says when and how it is sent", async () => {
    const token = await makeSession(t.database, await makeUser(t.database));
    expect((await settings(token)).json()).toEqual({ enabled: false, hour: 7, timezone: "America/Halifax", last_sent_on: null, delivery: "smtp" });
    expect((await settings(token, "yes")).statusCode).toBe(400);
    const on = await settings(token, true);
    expect(on.json<MorningDigestResponse>().enabled).toBe(true);
    expect((await settings(token, false)).json<MorningDigestResponse>().enabled).toBe(false);
  });
});

describe("sending the morning digest", () => {
  it("mails the day's open items (recurring ones too) and the overdue waiting-for items once, in the person's morning", async () => {
    const user = await makeUser(t.database, { displayName: "Ada" });
    const token = await optIn(user);
    await makeThought(t.database, user, { original_input: "dentist at 9", ai_title: "Dentist", scheduled_for: "2026-12-01T13:00:00.000Z" });
    await makeThought(t.database, user, { original_input: "bins out", scheduled_for: "2026-12-01" });
    await makeThought(t.database, user, { original_input: "gym", scheduled_for: "2026-11-24T22:00:00.000Z", flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" } });
    await makeThought(t.database, user, { original_input: "already done", status: "completed", scheduled_for: "2026-12-01T14:00:00.000Z" });
    await makeThought(t.database, user, { original_input: "tomorrow's thing", scheduled_for: "2026-12-02T14:00:00.000Z" });
    await makeThought(t.database, user, { original_input: "ACME invoice", waiting_for: "ACME", expected_date: "2026-11-28" });
    await makeThought(t.database, user, { original_input: "parcel", waiting_for: "the courier", expected_date: "2026-12-05" });
    // Not opted in, and opted in but in the evening (20:30 in Tokyo): no mail for either.
    await makeThought(t.database, await makeUser(t.database), { original_input: "not mine", scheduled_for: "2026-12-01T13:00:00.000Z" });
    const tokyo = await makeUserInZone(t.database, "Asia/Tokyo");
    await optIn(tokyo);
    await makeThought(t.database, tokyo, { original_input: "tokyo plan", scheduled_for: "2026-12-01" });

    const before = mail.inbox.length;
    expect(await runDue()).toBe(1);
    const message = await mail.nextMail();
    expect(message.to).toEqual([user.email]);
    expect(message.raw).toContain("Subject: Your day: Tuesday, December 1");
    const text = message.text.replace(/\r\n/g, "\n");
    const body = text.slice(text.indexOf("Good morning"));
    expect(body).toContain(
      [
        "Good morning, Ada. Here is Tuesday, December 1.",
        "",
        "Scheduled today (3):",
        "- 9:00 AM  Dentist",
        "- 6:00 PM  gym (repeats)",
        "- All day  bins out",
        "",
        "Waiting for, past the expected date (1):",
        "- ACME invoice: waiting for ACME, expected Nov 28",
      ].join("\n"),
    );
    expect(body).not.toContain("already done");
    expect(body).not.toContain("tomorrow's thing");

    // The next checks that morning find it sent.
    expect(await runDue()).toBe(0);
    expect(mail.inbox.length).toBe(before + 1);
    expect((await settings(token)).json<MorningDigestResponse>().last_sent_on).toBe("2026-12-01");
  });

  it("sends one mail when several workers run the same digest at once", async () => {
    const user = await makeUser(t.database);
    await optIn(user);
    await makeThought(t.database, user, { original_input: "race", scheduled_for: "2026-12-01" });
    const before = mail.inbox.length;
    const payload = { userId: user.id, localDate: "2026-12-01" };
    await Promise.all([t.app.morningDigest.runJob(payload), t.app.morningDigest.runJob(payload), t.app.morningDigest.runJob(payload)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.inbox.slice(before).filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it("gives the day back when sending fails, so the retry sends it", async () => {
    const user = await makeUser(t.database);
    await optIn(user);
    await makeThought(t.database, user, { original_input: "retry me", scheduled_for: "2026-12-01" });
    const repository = new MorningDigestRepository(t.database.db);
    const build = (send: () => Promise<void>) =>
      new MorningDigestService(repository, new UsersRepository(t.database.db), new CalendarService(new CalendarRepository(t.database.db), { now: () => now }), { mode: "smtp", send }, t.app.processing.queue, { now: () => now });
    const payload = { userId: user.id, localDate: "2026-12-01" };
    await expect(build(() => Promise.reject(new Error("connection refused"))).runJob(payload)).rejects.toThrow("connection refused");
    expect(await repository.lastSentOn(user.id)).toBeNull();
    let sent = 0;
    await build(async () => void (sent += 1)).runJob(payload);
    expect(sent).toBe(1);
    expect(await repository.lastSentOn(user.id)).toBe("2026-12-01");
  });

  it("sends nothing on a morning with nothing to list, nor once the morning is over", async () => {
    const empty = await makeUser(t.database);
    await optIn(empty);
    const late = await makeUser(t.database);
    const before = mail.inbox.length;
    expect(await runDue()).toBe(1);
    expect(await runDue()).toBe(0);
    now = new Date("2026-12-01T16:30:00.000Z"); // 12:30 in Halifax
    await optIn(late);
    await makeThought(t.database, late, { original_input: "lunch", scheduled_for: "2026-12-01T17:00:00.000Z" });
    expect(await runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.inbox.length).toBe(before);
    now = new Date("2026-12-01T11:30:00.000Z");
  });
});
