import type { CommercialValue, InsightsResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { InsightsRepository } from "./insights.repository.js";
import { InsightsService } from "./insights.service.js";

let t: TestApp;
let user: User;

// 2026-11-23 12:00 in Halifax (UTC-4).
const NOW = new Date("2026-11-23T16:00:00.000Z");
const hoursBefore = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

function value(estimatedValue: number, industry: string, keywords: string[]): { commercial_value: CommercialValue } {
  return {
    commercial_value: {
      estimatedValue,
      valueTier: estimatedValue > 500 ? "premium" : estimatedValue > 50 ? "high" : "low",
      industry,
      keywords,
      explanation: "test",
      intentSignals: [],
      totalMultiplier: 1,
    },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  const at = (h: number, original_input: string, v: number, industry: string, keywords: string[]) =>
    makeThought(t.database, user, { original_input, ai_title: original_input, created_at: hoursBefore(h), flexible_attributes: value(v, industry, keywords) });
  // Eight valued above $50, newest first by hours ago; one exactly $50 and some small ones.
  await at(1, "hv1 new car", 1000, "automotive", ["new car", "tesla"]);
  await at(2, "hv2 flight", 400, "travel", ["flight"]);
  await at(3, "exactly fifty", 50, "retail", ["shoes"]);
  await at(4, "hv3 hotel", 400, "travel", ["hotel", "flight"]);
  await at(30, "hv4 dentist", 280, "healthcare", ["dentist"]);
  await at(50, "hv5 mortgage", 1500, "real_estate", ["mortgage"]);
  await at(70, "hv6 insurance", 350, "finance_insurance", ["insurance"]);
  await at(100, "hv7 laptop", 120, "electronics", ["laptop"]);
  await at(130, "small milk", 3, "groceries", ["milk"]);
  await at(150, "small bread", 2, "groceries", ["bread", "Milk"]);
  await at(160, "hv8 movers", 250, "moving", ["movers"]);
  // Eleven more keywords so the top 10 has to cut.
  for (const [i, k] of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"].entries()) {
    await at(200 + i, `kw ${k}`, 1, "misc", [`kw-${k}`]);
  }
  await at(24 * 120, "too old", 9999, "automotive", ["ancient"]);
  await makeThought(t.database, user, { original_input: "unvalued", created_at: hoursBefore(5) });
  await makeThought(t.database, user, { original_input: "odd value", created_at: hoursBefore(6), flexible_attributes: { commercial_value: { estimatedValue: "lots" } } as never });
});
afterAll(async () => {
  await t.app.close();
});

const insights = (u = user) => new InsightsService(new InsightsRepository(t.database.db), new DataVersionRepository(t.database.db), { now: () => NOW }).getInsights(u);

describe("insights", () => {
  it("lists the latest 5 thoughts valued above $50", async () => {
    const body = await insights();
    expect(body.recent_high_value.map((x) => x.title)).toEqual(["hv1 new car", "hv2 flight", "hv3 hotel", "hv4 dentist", "hv5 mortgage"]);
    expect(body.recent_high_value[0]).toMatchObject({ estimated_value: 1000, value_tier: "premium", industry: "automotive" });
  });

  it("keeps the top 10 keywords, case-folded, and the top 6 industries with totals", async () => {
    const body = await insights();
    expect(body.keywords).toHaveLength(10);
    expect(body.keywords.slice(0, 2)).toEqual([
      { keyword: "flight", count: 2 },
      { keyword: "milk", count: 2 },
    ]);
    expect(body.industries).toHaveLength(6);
    expect(body.industries[0]).toEqual({ industry: "misc", count: 11, total_value: 11 });
    expect(body.industries[1]).toEqual({ industry: "travel", count: 2, total_value: 800 });
    expect(body.industries.map((x) => x.industry)).not.toContain("ancient");
  });

  it("trends the last 7 local days, today last, and totals the 90-day window", async () => {
    const body = await insights();
    expect(body.trend.map((d) => d.date)).toEqual(["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]);
    // Today (since local midnight, 12 hours ago): hv1, hv2, fifty, hv3.
    expect(body.trend[6]).toEqual({ date: "2026-11-23", total_value: 1850, count: 4 });
    // 30 hours ago is 06:00 on the 22nd.
    expect(body.trend[5]).toEqual({ date: "2026-11-22", total_value: 280, count: 1 });
    expect(body.thought_count).toBe(22);
    expect(body.total_value).toBe(1000 + 400 + 50 + 400 + 280 + 1500 + 350 + 120 + 3 + 2 + 250 + 11);
    expect(body).toMatchObject({ window: { days: 90, max_thoughts: 1000, since: "2026-08-26T03:00:00.000Z" }, timezone: "America/Halifax" });
  });

  it("starts the window at the latest thoughts when there are more than the cap", async () => {
    const repository = new InsightsRepository(t.database.db);
    const since = hoursBefore(24 * 90);
    expect((await repository.findWindowStart(user.id, since, 3)).toISOString()).toBe(hoursBefore(3).toISOString());
    expect(await repository.findWindowStart(user.id, since, 5000)).toEqual(since);
  });

  it("answers empty lists and zeros for someone without thoughts", async () => {
    const body = await insights(await makeUser(t.database));
    expect(body).toMatchObject({ recent_high_value: [], keywords: [], industries: [], total_value: 0, thought_count: 0 });
    expect(body.trend).toHaveLength(7);
    expect(body.trend.every((d) => d.count === 0 && d.total_value === 0)).toBe(true);
  });

  it("keeps its answer until one of the person's thoughts changes or the day turns", async () => {
    const person = await makeUser(t.database);
    const repository = new InsightsRepository(t.database.db);
    let now = NOW;
    const service = new InsightsService(repository, new DataVersionRepository(t.database.db), { now: () => now });
    const computed = vi.spyOn(repository, "sumByIndustry");
    const thought = await makeThought(t.database, person, { original_input: "sofa", created_at: hoursBefore(2), flexible_attributes: value(300, "furniture", ["sofa"]) });
    expect((await service.getInsights(person)).total_value).toBe(300);
    expect((await service.getInsights(person)).total_value).toBe(300);
    expect(computed).toHaveBeenCalledTimes(1);

    // An edit, an insert and a delete each change the answer.
    await t.database.db.updateTable("thoughts").set({ flexible_attributes: JSON.stringify(value(450, "furniture", ["sofa"])) }).where("id", "=", thought.id).execute();
    expect((await service.getInsights(person)).total_value).toBe(450);
    const lamp = await makeThought(t.database, person, { original_input: "lamp", created_at: hoursBefore(1), flexible_attributes: value(60, "furniture", ["lamp"]) });
    expect((await service.getInsights(person)).total_value).toBe(510);
    await t.database.db.deleteFrom("thoughts").where("id", "=", lamp.id).execute();
    expect((await service.getInsights(person)).total_value).toBe(450);
    expect(computed).toHaveBeenCalledTimes(4);

    // Another person's writes leave this answer alone; the next day computes anew.
    await makeThought(t.database, user, { original_input: "not theirs" });
    await service.getInsights(person);
    expect(computed).toHaveBeenCalledTimes(4);
    now = new Date(NOW.getTime() + 24 * 3_600_000);
    await service.getInsights(person);
    expect(computed).toHaveBeenCalledTimes(5);
  });

  it("is served at GET /api/insights behind a token", async () => {
    const token = await makeSession(t.database, user);
    const response = await t.app.inject({ method: "GET", url: "/api/insights?_t=1", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json<InsightsResponse>().trend).toHaveLength(7);
    expect((await t.app.inject({ method: "GET", url: "/api/insights" })).statusCode).toBe(401);
  });
});
