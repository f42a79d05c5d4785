import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LONDON = "Europe/London";
/** Wednesday 2026-03-25 10:00 in London. */
const WED = "2026-03-25T10:00";

function when(text: string, now = WED): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LONDON), LONDON).scheduled);
}

describe("clock times from the read halves (twenty-seventh session)", () => {
  it("reads a dotted clock time after 'the usual' as the named instance's time", () => {
    expect(when("minibus run tomorrow, the usual 7.40 from the road end")).toBe("2026-03-26 07:40");
    expect(when("school run tomorrow, usual 8.15")).toBe("2026-03-26 08:15");
  });

  it("reads a bare hour at a ceilidh or a disco as the evening's", () => {
    expect(when("the ceilidh in the hall is friday at 8")).toBe("2026-03-27 20:00");
    expect(when("school disco thursday at 6")).toBe("2026-03-26 18:00");
    // A morning word still wins for other things.
    expect(when("dentist friday at 8 when they open")).toBe("2026-03-27 08:00");
  });
});
