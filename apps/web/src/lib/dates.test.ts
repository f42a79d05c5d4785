import { describe, expect, it } from "vitest";
import { addDays, formatLongDate, formatShortDate, formatTime, localDateOf, resolveTimeZone, todayIn } from "./dates";

describe("dates", () => {
  it("writes the spec's long form in English (US)", () => {
    expect(formatLongDate("2026-11-22")).toBe("Sunday, November 22, 2026");
  });

  it("reads today and times in the user's zone", () => {
    // 02:30 UTC on the 23rd is still the evening of the 22nd in Halifax (UTC-4 in November).
    const instant = new Date("2026-11-23T02:30:00Z");
    expect(todayIn("America/Halifax", instant)).toBe("2026-11-22");
    expect(localDateOf(instant, "Europe/London")).toBe("2026-11-23");
    expect(formatTime("2026-11-23T02:30:00Z", "America/Halifax")).toBe("10:30 PM");
  });

  it("falls back to America/Halifax for a missing or unknown zone", () => {
    expect(resolveTimeZone(undefined)).toBe("America/Halifax");
    expect(resolveTimeZone("Mars/Olympus")).toBe("America/Halifax");
    expect(resolveTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("adds days across month ends and DST changes", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-08", -1)).toBe("2026-03-07");
    expect(addDays("2026-12-31", 90)).toBe("2027-03-31");
  });

  it("shows an all-day date as that date whatever the zone", () => {
    expect(formatShortDate("2026-11-22", "Pacific/Kiritimati")).toBe("Nov 22, 2026");
  });
});
