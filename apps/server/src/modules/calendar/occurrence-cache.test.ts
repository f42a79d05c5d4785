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

describe("expanded occurrences kept until the person's thoughts change", () => {
  it("expands a range once, and again after a write to the person's thoughts", async () => {
    const user = await makeUser(t.database);
    const other = await makeUser(t.database);
    const repository = new CalendarRepository(t.database.db);
    const service = new CalendarService(repository, { versions: new DataVersionRepository(t.database.db), now: () => new Date("2026-11-01T12:00:00.000Z") });
    const reads = vi.spyOn(repository, "listRecurring");
    const gym = await makeThought(t.database, user, {
      original_input: "gym every tuesday 6pm",
      scheduled_for: "2026-10-27T21:00:00.000Z",
      flexible_attributes: { recurrence: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0" },
    });
    const tuesdays = async () => (await service.getTimeline(user, { from: "2026-10-26", to: "2026-11-30" })).data.filter((d) => d.events.some((e) => e.id === gym.id)).length;

    expect(await tuesdays()).toBe(5);
    expect(await tuesdays()).toBe(5);
    expect(reads).toHaveBeenCalledTimes(1);

    // Another person's write keeps the expansion; an edit of the rule, even made directly in the database, does not.
    await makeThought(t.database, other, { original_input: "not theirs" });
    expect(await tuesdays()).toBe(5);
    expect(reads).toHaveBeenCalledTimes(1);
    await t.database.db
      .updateTable("thoughts")
      .set({ flexible_attributes: JSON.stringify({ recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=18;BYMINUTE=0" }) })
      .where("id", "=", gym.id)
      .execute();
    expect(await tuesdays()).toBe(3);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
