import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Indian/Mauritius";
/** Monday 2026-05-11 07:05 in Port Louis. */
const MON = "2026-05-11T07:05";

function when(text: string, now = MON): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE, {}).scheduled);
}

describe("dates, round on the sixty-second set", () => {
  it('reads "a fortnight from today" as the day two weeks on, not today', () => {
    expect(when("a fortnight from today the hotel stock count starts")).toBe("2026-05-25");
    expect(when("two weeks from today the pool pump service")).toBe("2026-05-25");
    expect(when("a week from tomorrow the boiler inspection")).toBe("2026-05-19");
    // "today" alone keeps today.
    expect(when("service the gym aircons today")).toBe("2026-05-11");
  });

  it("reads a bare hour after a weekday as the time when the job to do follows it", () => {
    expect(when("bon saturday 8 install at Rosemay's then lunch")).toBe("2026-05-16 08:00");
    expect(when("friday 10 call the bank about the loan")).toBe("2026-05-15 10:00");
    // A count before a thing is no hour.
    expect(when("need 4 tomorrow 3 for the stall")).toBe("2026-05-12");
  });
});
