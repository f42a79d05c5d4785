import { describe, expect, it } from "vitest";
import { anchorFrom, nextOccurrence, normalizeRule, occurrencesInRange, ruleForExport } from "./recurrence.js";

const HALIFAX = "America/Halifax";

describe("recurrence rules", () => {
  it("keeps daily to yearly rules, strips RRULE:, refuses sub-daily, unreadable and overlong ones", () => {
    expect(normalizeRule("RRULE:FREQ=WEEKLY;BYDAY=TU")).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(normalizeRule("FREQ=MONTHLY;BYMONTHDAY=15")).toBe("FREQ=MONTHLY;BYMONTHDAY=15");
    expect(normalizeRule("FREQ=HOURLY")).toBeNull();
    expect(normalizeRule("BYDAY=MO")).toBeNull();
    expect(normalizeRule("garbage")).toBeNull();
    expect(normalizeRule(`FREQ=DAILY;${"X".repeat(300)}`)).toBeNull();
    expect(normalizeRule("FREQ=DAILY\nBEGIN:VEVENT")).toBeNull();
  });

  it("expands a weekly local time across the DST change and leaves the anchor out", () => {
    // Tuesdays 18:00 in Halifax: UTC-3 until 1 November 2026, UTC-4 after.
    const anchor = "2026-10-20T21:00:00.000Z";
    const values = occurrencesInRange("FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0", anchor, HALIFAX, "2026-10-19", "2026-11-15", 50);
    expect(values).toEqual(["2026-10-27T21:00:00.000Z", "2026-11-03T22:00:00.000Z", "2026-11-10T22:00:00.000Z"]);
  });

  it("expands all-day rules as dates and stops at COUNT and at a UTC UNTIL", () => {
    expect(occurrencesInRange("FREQ=DAILY;COUNT=3", "2026-12-01", HALIFAX, "2026-11-01", "2026-12-31", 50)).toEqual(["2026-12-02", "2026-12-03"]);
    // UNTIL 2026-12-15T03:59:59Z is 23:59:59 on 14 December in Halifax.
    expect(occurrencesInRange("FREQ=WEEKLY;UNTIL=20261215T035959Z", "2026-12-01T14:00:00.000Z", HALIFAX, "2026-12-01", "2027-01-31", 50)).toEqual([
      "2026-12-08T14:00:00.000Z",
    ]);
  });

  it("reaches a range far from an old anchor in bounded steps, with the same days as stepping through", () => {
    const anchor = "2016-01-05"; // a Tuesday
    const far = occurrencesInRange("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH", anchor, HALIFAX, "2026-11-01", "2026-11-30", 50);
    expect(far.length).toBeGreaterThan(0);
    // Ten years of a fortnightly pair is about 520 steps, well inside the bound: step through it once.
    const stepped = occurrencesInRange("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=1000", anchor, HALIFAX, "2026-11-01", "2026-11-30", 50);
    expect(far).toEqual(stepped);
    const started = performance.now();
    occurrencesInRange("FREQ=DAILY", "2000-01-01T12:00:00.000Z", HALIFAX, "2026-01-01", "2026-12-31", 500);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("honours the limit", () => {
    expect(occurrencesInRange("FREQ=DAILY", "2026-12-01", HALIFAX, "2026-12-01", "2027-12-01", 5)).toHaveLength(5);
  });

  it("rolls to the next occurrence, counting COUNT down, and ends after the last", () => {
    expect(nextOccurrence("FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0", "2026-10-27T21:00:00.000Z", HALIFAX)).toEqual({
      scheduledFor: "2026-11-03T22:00:00.000Z",
      rule: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0",
    });
    expect(nextOccurrence("FREQ=DAILY;COUNT=2", "2026-12-01", HALIFAX)).toEqual({ scheduledFor: "2026-12-02", rule: "FREQ=DAILY;COUNT=1" });
    expect(nextOccurrence("FREQ=DAILY;COUNT=1", "2026-12-02", HALIFAX)).toBeNull();
    expect(nextOccurrence("FREQ=DAILY;UNTIL=20261202", "2026-12-02", HALIFAX)).toBeNull();
  });

  it("re-anchors an old series at its first occurrence from a day on", () => {
    expect(anchorFrom("FREQ=WEEKLY;COUNT=10", "2026-11-02", HALIFAX, "2026-11-20")).toEqual({ scheduledFor: "2026-11-23", rule: "FREQ=WEEKLY;COUNT=7" });
    expect(anchorFrom("FREQ=WEEKLY;COUNT=2", "2026-11-02", HALIFAX, "2026-11-20")).toEqual({ scheduledFor: "2026-11-09", rule: "FREQ=WEEKLY;COUNT=1" });
    expect(anchorFrom("FREQ=WEEKLY", "2026-12-02", HALIFAX, "2026-11-20")).toEqual({ scheduledFor: "2026-12-02", rule: "FREQ=WEEKLY" });
  });

  it("leaves a single BYHOUR/BYMINUTE out of the exported rule", () => {
    expect(ruleForExport("FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=0")).toBe("FREQ=WEEKLY;BYDAY=TU");
    expect(ruleForExport("FREQ=DAILY;BYHOUR=8,20")).toBe("FREQ=DAILY;BYHOUR=8,20");
  });
});
