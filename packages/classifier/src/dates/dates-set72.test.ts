import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { pluralSubjectHabit } from "./plural-habit-75.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "America/Bogota";
/** Monday 2026-08-03 14:35 in Bogotá. */
const MON = "2026-08-03T14:35";

function when(text: string, now = MON): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, set72 round (read halves)", () => {
  it("does not schedule a plural weekday in a habit described with a plural subject (72nd, 12th)", () => {
    expect(when("most flat tyres come on fridays")).toBeNull();
    expect(when("tuesdays after the market we lose the whole afternoon to traffic")).toBeNull();
    expect(when("the drivers complain on mondays")).toBeNull();
  });

  it("keeps the next turn of a habit planned, and a day named beside it (guards)", () => {
    expect(when("gym on tuesdays")).toBe("2026-08-04");
    expect(when("swim with the kids on saturdays")).toBe("2026-08-08");
    expect(when("lessons with Ana on saturdays, first one this saturday at 10")).toBe("2026-08-08 10:00");
    expect(when("we meet the coach on friday")).toBe("2026-08-07");
    // "after Mass like every sunday": "mass" is no plural subject.
    expect(pluralSubjectHabit("coffee with gloria after mass like every sunday")).toBe(false);
    expect(when("board games with the kids like every friday")).toBe("2026-08-07");
  });

  it("keeps its regex fast on long adversarial strings", () => {
    const longs = ["aaaas ".repeat(100), "we ".repeat(200), "s".repeat(600), "they " + "x".repeat(590)];
    pluralSubjectHabit(longs[0]!);
    for (const long of longs) expect(fastestMs(() => pluralSubjectHabit(long))).toBeLessThan(5);
  });
});
