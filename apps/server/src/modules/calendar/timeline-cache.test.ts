import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeThought, makeUser } from "../../../test/factories.js";
import { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { CalendarRepository } from "./calendar.repository.js";
import { CalendarService } from "./calendar.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe("timeline answers kept until they would change", () => {
  it("reads once, again after a write, and again when the next event passes (the upcoming count moves)", async () => {
    const user = await makeUser(t.database);
    const repository = new CalendarRepository(t.database.db);
    let now = new Date("2026-11-10T09:00:00.000Z");
    const service = new CalendarService(repository, { versions: new DataVersionRepository(t.database.db), now: () => now });
    const reads = vi.spyOn(repository, "listScheduledValues");
    await makeThought(t.database, user, { original_input: "dentist", scheduled_for: "2026-11-10T10:00:00.000Z" });
    await makeThought(t.database, user, { original_input: "haircut", scheduled_for: "2026-11-12T15:00:00.000Z" });
    const query = { from: "2026-11-09", to: "2026-11-15" };
    const stats = async () => (await service.getTimeline(user, query)).stats;

    expect(await stats()).toEqual({ total_events: 2, days_with_events: 2, upcoming: 2 });
    expect(await stats()).toEqual({ total_events: 2, days_with_events: 2, upcoming: 2 });
    expect(reads).toHaveBeenCalledTimes(1);

    // Nothing passes before the dentist at 10:00: still the kept answer.
    now = new Date("2026-11-10T09:59:00.000Z");
    expect((await stats()).upcoming).toBe(2);
    expect(reads).toHaveBeenCalledTimes(1);
    now = new Date("2026-11-10T10:00:01.000Z");
    expect((await stats()).upcoming).toBe(1);
    expect(reads).toHaveBeenCalledTimes(2);

    // A new event, written past the service, changes the data version.
    await makeThought(t.database, user, { original_input: "swim", scheduled_for: "2026-11-14T08:00:00.000Z" });
    expect(await stats()).toEqual({ total_events: 3, days_with_events: 3, upcoming: 2 });
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
