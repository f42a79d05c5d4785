import { describe, expect, it } from "vitest";
import { formatScheduled, safeTimeZone } from "./local-time.js";
import { resolveSchedule } from "./schedule-text.js";

// Wednesday 25 November 2026, 11:00 in Halifax (UTC-4).
const now = new Date("2026-11-25T15:00:00Z");
const zone = "America/Halifax";

describe("resolveSchedule", () => {
  it("reads a weekday and time in the person's zone", () => {
    expect(resolveSchedule("friday 3pm", now, zone)).toEqual({ scheduledFor: "2026-11-27T19:00:00.000Z", label: "Fri, Nov 27, 3:00 PM" });
    expect(resolveSchedule("friday 3pm", now, "Asia/Tokyo")?.scheduledFor).toBe("2026-11-27T06:00:00.000Z");
  });

  it("keeps a date without a time as an all-day date", () => {
    expect(resolveSchedule("tomorrow", now, zone)).toEqual({ scheduledFor: "2026-11-26", label: "Thu, Nov 26 (all day)" });
    expect(resolveSchedule("2026-12-24", now, zone)?.scheduledFor).toBe("2026-12-24");
  });

  it("reads calendar-style dates and times", () => {
    expect(resolveSchedule("2026-12-24 09:30", now, zone)?.scheduledFor).toBe("2026-12-24T13:30:00.000Z");
    expect(resolveSchedule("2026-02-30", now, zone)).toBeNull();
  });

  it("answers null when there is no date in the text", () => {
    expect(resolveSchedule("someday maybe", now, zone)).toBeNull();
  });
});

describe("local time helpers", () => {
  it("falls back to UTC for a zone Intl does not know", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone("Europe/Paris")).toBe("Europe/Paris");
  });

  it("formats instants in the zone and dates as all day", () => {
    expect(formatScheduled("2026-11-27T03:30:00.000Z", zone)).toBe("Thu, Nov 26, 11:30 PM");
    expect(formatScheduled("2026-11-27", zone)).toBe("Fri, Nov 27 (all day)");
  });
});
