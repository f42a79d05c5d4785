import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Europe/Athens";
/** Monday 2026-02-16 19:40 in Athens. */
const MON = "2026-02-16T19:40";

function when(text: string, now = MON): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, set66 round (read halves)", () => {
  it("reads an hour and a half said after the hour as its half hour", () => {
    expect(when("eye doctor thursday at 11 and half")).toBe("2026-02-19 11:30");
    expect(when("skype with the grandson after the news, 9 and a half")).toBe("2026-02-16 21:30");
    // A stretch or a quantity is no clock time.
    expect(when("the lamb needs 2 and a half hours, lunch sunday")).toBe("2026-02-22");
    expect(when("she is 3 and a half now, starts nursery friday")).toBe("2026-02-20");
  });

  it("reads a bare hour with its part of day after it, with or without \"in\"", () => {
    expect(when("the glazier comes thursday 8 the morning")).toBe("2026-02-19 08:00");
    expect(when("saturday 10 in the morning the car to the garage")).toBe("2026-02-21 10:00");
    expect(when("friday at 6 the evening the school concert")).toBe("2026-02-20 18:00");
    // A count before "the morning" after a verb is no hour.
    expect(when("we lost 3 the morning of the storm")).toBe(null);
  });

  it("schedules the start day of what was decided (Clarifications: a rule-like decision's start date)", () => {
    expect(when("decided no more sugar in the coffee from wednesday")).toBe("2026-02-18");
    expect(when("decided, no phone at the table starting saturday")).toBe("2026-02-21");
    // A report of the past keeps no day.
    expect(when("decided on friday to sell the boat")).toBe(null);
  });

  it("reads a day a state lasts until, in a thought that plans nothing, as no day to act (4.6)", () => {
    expect(when("the bakery has the tsoureki on offer till thursday")).toBe(null);
    expect(when("hope the rain stays away until saturday for the panigyri")).toBe(null);
    expect(when("no fish at the market till wednesday, the boats stayed in")).toBe(null);
    // A reminder or a thought that acts by the day keeps it.
    expect(when("don't forget the parking permit is valid until the 28th")).toBe("2026-02-28");
    expect(when("the hotel holds the rooms till friday, they need the names")).toBe("2026-02-20");
  });
});
