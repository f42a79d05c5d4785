import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal, type ScheduleOptions } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LAGOS = "Africa/Lagos";
/** Sunday 2026-08-30 20:50 in Lagos. */
const SUN_EVE = "2026-08-30T20:50";
/** Monday 2026-05-18 06:50 in Lagos. */
const MON_EARLY = "2026-05-18T06:50";

function when(text: string, now = SUN_EVE, opts: ScheduleOptions = {}): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LAGOS), LAGOS, opts).scheduled);
}

describe("a part of day said alone (forty-third round)", () => {
  it("is the next such part of day when the thought plans it", () => {
    expect(when("remind me to text Matiu happy birthday in the morning")).toBe("2026-08-31 09:00");
    expect(when("remind me to text Matiu happy birthday in the morning", MON_EARLY)).toBe("2026-05-18 09:00");
    expect(when("call the bank in the morning")).toBe("2026-08-31 09:00");
    expect(when("remind me in the evening to take the pills", MON_EARLY)).toBe("2026-05-18 19:00");
  });
  it("is no day for a habit, a report, a rule or a record", () => {
    expect(when("I run better in the morning")).toBeNull();
    expect(when("form threes do much better in the morning doubles")).toBeNull();
    expect(when("went to the gym in the morning")).toBeNull();
    expect(when("never check email in the evening")).toBeNull();
    expect(when("Oma sounds sharper in the morning", SUN_EVE, { plannedOnly: true })).toBeNull();
  });
});

describe("a range of hours after a short weekday name", () => {
  it("takes its start, as after the long names", () => {
    expect(when("d baking class at Lekki is sat 10 to 2")).toBe("2026-09-05 10:00");
    expect(when("open day fri 9 to 12")).toBe("2026-09-04 09:00");
  });
  it("keeps past ranges and scores out", () => {
    expect(when("sat we won 10 to 2")).toBeNull();
    expect(when("sat 10 to 2 last week was dead")).toBeNull();
  });
});

describe("someone's standing availability", () => {
  it("is no schedule: 'only free after 7pm', 'only till 9pm'", () => {
    expect(when("Mrs Lim the accountant only free after 7pm during tax season")).toBeNull();
    expect(when("the hawker centre now collects trays only till 9pm")).toBeNull();
  });
  it("leaves a plan with a time beside it", () => {
    expect(when("call Mrs Lim after 7pm")).toBe("2026-08-31 19:00");
    expect(when("ring the hawker centre before 9pm")).toBe("2026-08-30 21:00");
  });
});
