import type { AuthResponse, CalendarDayResponse, MeResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { up as canonicaliseStoredZones } from "../../db/migrations/2026_11_25_1200_canonical_time_zones.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const register = async (timezone: string) => {
  const response = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password: "secret123", timezone } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AuthResponse>();
};

describe("time zones are stored as Intl spells them", () => {
  it("at sign-up and in settings, whatever case was typed", async () => {
    const { user, token } = await register("asia/TOKYO");
    expect(user.timezone).toBe("Asia/Tokyo");
    const put = await t.app.inject({ method: "PUT", url: "/api/auth/me", payload: { timezone: "EUROPE/PARIS" }, headers: bearer(token) });
    expect(put.json<MeResponse>().user.timezone).toBe("Europe/Paris");
    const stored = await t.database.db.selectFrom("users").select("timezone").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.timezone).toBe("Europe/Paris");
  });

  it("reads an old row's typed spelling as the canonical zone", async () => {
    const user = await makeUser(t.database);
    await t.database.db.updateTable("users").set({ timezone: "america/new_york" }).where("id", "=", user.id).execute();
    const response = await t.app.inject({ method: "GET", url: "/api/thoughts/calendar/day/2026-11-23", headers: bearer(await makeSession(t.database, user)) });
    expect(response.json<CalendarDayResponse>().timezone).toBe("America/New_York");
  });

  it("rewrites stored spellings in the migration, leaving zones Intl does not know alone", async () => {
    const lower = await makeUser(t.database);
    const unknown = await makeUser(t.database);
    await t.database.db.updateTable("users").set({ timezone: "AMERICA/HALIFAX" }).where("id", "=", lower.id).execute();
    await t.database.db.updateTable("users").set({ timezone: "Mars/Olympus" }).where("id", "=", unknown.id).execute();
    await canonicaliseStoredZones(t.database.db);
    const zoneOf = async (id: string) => (await t.database.db.selectFrom("users").select("timezone").where("id", "=", id).executeTakeFirstOrThrow()).timezone;
    expect(await zoneOf(lower.id)).toBe("America/Halifax");
    expect(await zoneOf(unknown.id)).toBe("Mars/Olympus");
  });
});
