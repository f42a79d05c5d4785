import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { easterSunday, labourDay } from "./holidays.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

function when(text: string, now: string, zone: string): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), zone), zone).scheduled);
}

describe("holidays named as one day (GUIDELINES 4.1, the nearest rule: a named day in the coming twelve months)", () => {
  it("reads boxing day as 26 December, with a clock time or a part of the day", () => {
    expect(when("remind me boxing day to ring my aunt in Cork", "2026-12-17T10:00", "Europe/London")).toBe("2026-12-26");
    expect(when("boxing day swim at the harbour, meet 8am", "2026-12-15T21:30", "Asia/Hong_Kong")).toBe("2026-12-26 08:00");
  });

  it("finds Easter's days by the computus, rolling into next year once they have gone by", () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(when("book the ferry for Easter Monday", "2026-02-08T16:00", "Asia/Hong_Kong")).toBe("2026-04-06");
    expect(when("Good Friday: the boiler man is coming at 10", "2026-03-27T08:10", "Europe/Dublin")).toBe("2026-04-03 10:00");
    expect(when("easter sunday lunch at nan's at 1", "2026-04-22T19:40", "Europe/Malta")).toBe("2027-03-28 13:00");
    // "Easter" alone is a stretch, like a season (4.6).
    expect(when("no bookings over Easter", "2026-03-27T08:10", "Asia/Hong_Kong")).toBeNull();
  });

  it("reads labour day as the user's own country keeps it", () => {
    expect(labourDay(2026, "Asia/Hong_Kong")).toEqual({ year: 2026, month: 5, day: 1 });
    expect(labourDay(2026, "America/Toronto")).toEqual({ year: 2026, month: 9, day: 7 });
    expect(labourDay(2026, "Pacific/Auckland")).toEqual({ year: 2026, month: 10, day: 26 });
    expect(labourDay(2026, "Australia/Melbourne")).toEqual({ year: 2026, month: 3, day: 9 });
    expect(labourDay(2026, "Australia/Sydney")).toEqual({ year: 2026, month: 10, day: 5 });
    expect(when("remind me labour day to renew the parking permit", "2026-04-22T19:40", "Asia/Hong_Kong")).toBe("2026-05-01");
    expect(when("the handyman can do the shelves labour day morning", "2026-04-22T19:40", "Asia/Hong_Kong")).toBe("2026-05-01 09:00");
    expect(when("bbq at the lake on labor day", "2026-06-10T12:00", "America/Chicago")).toBe("2026-09-07");
  });

  it("leaves a holiday that a report of the past speaks of unscheduled, as it does a weekday", () => {
    expect(when("Ines took both kids to the zoo on Easter Monday so I could work", "2026-05-09T10:00", "America/Toronto")).toBeNull();
    expect(when("Tomek and Ewa both asked for Good Friday off, only one gets it", "2026-03-26T18:20", "America/Toronto")).toBeNull();
    expect(when("Ines took the kids to the zoo on new year's day so I could work", "2026-05-09T10:00", "America/Toronto")).toBeNull();
    expect(when("Tomek and Ewa both asked for christmas day off, only one gets it", "2026-03-26T18:20", "America/Toronto")).toBeNull();
    // A holiday ahead in a plan keeps its day.
    expect(when("told Ewa I'll take the kids on new year's day", "2026-05-09T10:00", "America/Toronto")).toBe("2027-01-01");
  });
});
