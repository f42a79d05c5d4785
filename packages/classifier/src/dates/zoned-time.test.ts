import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, exactWallTime, parseWallTime, scheduledToLocal, toWallTime, wallTimeToInstant, weekdayOf, zoneOffsetMinutes } from "./zoned-time.js";

const iso = (wall: string, tz: string) => wallTimeToInstant(parseWallTime(wall), tz).toISOString();

describe("wall time ↔ instant", () => {
  it("converts in standard and daylight time", () => {
    expect(iso("2026-01-15T09:00", "America/Halifax")).toBe("2026-01-15T13:00:00.000Z");
    expect(iso("2026-07-15T09:00", "America/Halifax")).toBe("2026-07-15T12:00:00.000Z");
    expect(iso("2026-07-15T09:00", "Asia/Kolkata")).toBe("2026-07-15T03:30:00.000Z");
    expect(iso("2026-01-15T09:00", "Australia/Sydney")).toBe("2026-01-14T22:00:00.000Z");
  });

  it("handles the Halifax spring-forward and fall-back days", () => {
    // 2026-03-08: 02:00 AST jumps to 03:00 ADT.
    expect(iso("2026-03-08T01:30", "America/Halifax")).toBe("2026-03-08T05:30:00.000Z");
    expect(iso("2026-03-08T09:00", "America/Halifax")).toBe("2026-03-08T12:00:00.000Z");
    expect(iso("2026-03-07T23:00", "America/Halifax")).toBe("2026-03-08T03:00:00.000Z");
    // 2026-11-01: 02:00 ADT falls back to 01:00 AST.
    expect(iso("2026-11-01T09:00", "America/Halifax")).toBe("2026-11-01T13:00:00.000Z");
    expect(iso("2026-10-31T22:00", "America/Halifax")).toBe("2026-11-01T01:00:00.000Z");
  });

  it("handles the London change days", () => {
    // 2026-03-29: 01:00 GMT jumps to 02:00 BST; 2026-10-25: 02:00 BST back to 01:00 GMT.
    expect(iso("2026-03-29T00:30", "Europe/London")).toBe("2026-03-29T00:30:00.000Z");
    expect(iso("2026-03-29T10:00", "Europe/London")).toBe("2026-03-29T09:00:00.000Z");
    expect(iso("2026-10-25T10:00", "Europe/London")).toBe("2026-10-25T10:00:00.000Z");
    expect(iso("2026-10-24T23:30", "Europe/London")).toBe("2026-10-24T22:30:00.000Z");
  });

  it("moves a wall time skipped by spring-forward one gap later", () => {
    expect(iso("2026-03-08T02:30", "America/Halifax")).toBe("2026-03-08T06:30:00.000Z");
    expect(toWallTime(new Date("2026-03-08T06:30:00Z"), "America/Halifax")).toMatchObject({ hour: 3, minute: 30 });
  });

  // Each zone's week spans its own spring-forward day, where every wall time names one instant.
  const springWeeks: Array<[string, number]> = [
    ["America/Halifax", Date.UTC(2026, 2, 5)],
    ["America/Los_Angeles", Date.UTC(2026, 2, 5)],
    ["Europe/London", Date.UTC(2026, 2, 26)],
    ["Europe/Berlin", Date.UTC(2026, 2, 26)],
  ];

  it("round-trips every half hour of a spring-forward week to the same instant", () => {
    for (const [tz, start] of springWeeks) {
      for (let q = 0; q < 2 * 24 * 7; q++) {
        const instant = new Date(start + q * 1_800_000);
        expect(wallTimeToInstant(toWallTime(instant, tz), tz).toISOString()).toBe(instant.toISOString());
      }
    }
  });

  it("maps each wall time of a fall-back week to an instant showing that wall time", () => {
    // In the repeated hour a wall time names two instants; either is right, a third is not.
    for (const [tz, start] of [["America/Halifax", Date.UTC(2026, 9, 29)], ["Europe/London", Date.UTC(2026, 9, 22)]] as const) {
      for (let q = 0; q < 2 * 24 * 7; q++) {
        const wall = toWallTime(new Date(start + q * 1_800_000), tz);
        expect(toWallTime(wallTimeToInstant(wall, tz), tz)).toEqual(wall);
      }
    }
  });

  it("reports offsets and formats scheduled values locally", () => {
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/Halifax")).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "America/Halifax")).toBe(-180);
    expect(scheduledToLocal("2026-07-15T12:00:00.000Z", "America/Halifax")).toBe("2026-07-15 09:00");
    expect(scheduledToLocal("2026-07-15", "America/Halifax")).toBe("2026-07-15");
    expect(scheduledToLocal(null, "UTC")).toBeNull();
  });

  it("does calendar arithmetic", () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(weekdayOf({ year: 2026, month: 1, day: 1 })).toBe(4);
  });
});

describe("the cached offset path", () => {
  // Zones with DST on either hemisphere, half- and quarter-hour offsets, a 30-minute DST shift and a zone without DST.
  const zones = ["America/Halifax", "America/St_Johns", "Europe/London", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu", "Asia/Kolkata", "UTC"];

  it("agrees with Intl on each side of every quarter hour through each zone's clock changes", () => {
    const differing: string[] = [];
    for (const tz of zones) {
      for (const [from, to] of [[Date.UTC(2026, 2, 7), Date.UTC(2026, 3, 6)], [Date.UTC(2026, 8, 26), Date.UTC(2026, 10, 3)]] as const) {
        for (let q = from; q < to; q += 15 * 60_000) {
          for (const t of [q - 60_000, q]) {
            if (JSON.stringify(toWallTime(new Date(t), tz)) !== JSON.stringify(exactWallTime(new Date(t), tz))) differing.push(`${tz} ${new Date(t).toISOString()}`);
          }
        }
      }
    }
    expect(differing).toEqual([]);
    // About 80,000 Intl formats: a second alone, many under a loaded machine's other work.
  }, 60_000);

  it("agrees with Intl at any instant, before 1980 included", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...zones, "Europe/Amsterdam", "Africa/Monrovia"), (t, tz) => {
        expect(toWallTime(new Date(t), tz)).toEqual(exactWallTime(new Date(t), tz));
      }),
      { numRuns: 2000 },
    );
  });
});
