import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Europe/Dublin";
/** Thursday 2026-03-19 19:45 in Dublin. */
const THU = "2026-03-19T19:45";

function when(text: string, now = THU): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 66 (ents66, read halves)", () => {
  it("reads a shift one is rostered on as arranged, not as a past report (GUIDELINES 4.5)", () => {
    expect(when("rostered on saturday 7am-7pm, the whole ward short")).toBe("2026-03-21 07:00");
    expect(when("rostered on monday again, so no swim")).toBe("2026-03-23");
    // A report of the past stays a report.
    expect(when("I was rostered on saturday, swapped it with Niamh")).toBe(null);
  });

  it("gives a day's event the time of a later clause that says where to gather", () => {
    expect(when("saturday cliff walk at Howth with Aoife and the boys, meet at the Dart station 9am")).toBe("2026-03-21 09:00");
    expect(when("sunday swim at the Forty Foot with the club, 8 at the steps")).toBe("2026-03-22 08:00");
    // A report of the past keeps no time.
    expect(when("went up Djouce on saturday, meet at 8 was too early")).toBe(null);
  });
});
