import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Asia/Tbilisi";
/** Monday 2026-04-13 08:30 in Tbilisi. */
const MON = "2026-04-13T08:30";

function when(text: string, now = MON): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, set70 round (read halves)", () => {
  it("does not read an ordinal before \"floor\" or \"storey\" as a day of the month (70th; 62nd's \"on the 2nd floor\")", () => {
    expect(when("electrician Gela 577 45 67 89, the neighbour on the 6th floor swears by him")).toBeNull();
    expect(when("the lift is out again, walked up to the 9th floor")).toBeNull();
    expect(when("the flat on the 3rd storey is for rent")).toBeNull();
    expect(when("tomorrow afternoon service the gym aircons on the 2nd floor")).toBe("2026-04-14 15:00");
  });

  it("keeps an ordinal day that is not a floor", () => {
    expect(when("pay the lift fee by the 25th")).toBe("2026-04-25");
    expect(when("the plumber comes on the 6th, the flat on the 2nd floor")).toBe("2026-05-06");
  });
});
