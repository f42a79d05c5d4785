import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal, type ScheduleOptions } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Europe/Dublin";
/** Thursday 2026-03-19 19:45 in Dublin. */
const THU = "2026-03-19T19:45";

function when(text: string, options: ScheduleOptions = {}, now = THU): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE, options).scheduled);
}

describe("dates, round on the sixty-fifth branch (scheduled time, read halves)", () => {
  it("reads a thought that opens on a workout at a bare 5 or 6 as the early morning", () => {
    expect(when("yoga at 6 tomorrow like every friday")).toBe("2026-03-20 06:00");
    expect(when("spin at 5:45 on saturday at the leisure centre")).toBe("2026-03-21 05:45");
    // Evening words, a later hour, or an errand opening the thought keep the evening.
    expect(when("gym at 6 tomorrow night")).toBe("2026-03-20 18:00");
    expect(when("collect Aoife from swimming at 5 tomorrow")).toBe("2026-03-20 17:00");
    expect(when("swim lesson on saturday at 5")).toBe("2026-03-21 17:00");
  });

  it("reads a named day's night still to come as planned, even in an observation", () => {
    const observation: ScheduleOptions = { plannedOnly: true };
    expect(when("Niamh's brother wants a lift from the airport on Saturday night", observation)).toBe("2026-03-21 20:00");
    // A report of the past, or tonight in an observation, stays unscheduled.
    expect(when("the lads went to the match on Saturday night", observation)).toBeNull();
    expect(when("quiet on the ward tonight", observation)).toBeNull();
  });

  it("keeps a number's comma inside its clause, so a past report keeps its verb", () => {
    // Said on a Thursday: Tuesday has gone by, and the takings were a report of it.
    expect(when("the raffle made 2,340 euro on tuesday, not bad at all")).toBeNull();
    expect(when("the bake sale brought in 1,200 in two weeks")).toBeNull();
    // A plan with a number keeps its day.
    expect(when("pay the 1,500 deposit on monday")).toBe("2026-03-23");
  });
});
