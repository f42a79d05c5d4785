import { describe, expect, it } from "vitest";
import { formatDate, toWallTime } from "@life/classifier";
import { addDays, daysBetween, localRange, localToday, LocalDayIndex, localWallTimeToIso, safeTimeZone, startOfLocalDay } from "./local-days.js";

const hours = (r: { startIso: string; endIso: string }) => (Date.parse(r.endIso) - Date.parse(r.startIso)) / 3_600_000;

describe("local days", () => {
  it("spans 24 hours on an ordinary day and 23 or 25 on Halifax's DST change days", () => {
    expect(localRange("2026-11-23", "2026-11-23", "America/Halifax")).toMatchObject({
      startIso: "2026-11-23T04:00:00.000Z",
      endIso: "2026-11-24T04:00:00.000Z",
    });
    expect(hours(localRange("2026-03-08", "2026-03-08", "America/Halifax"))).toBe(23);
    expect(hours(localRange("2026-11-01", "2026-11-01", "America/Halifax"))).toBe(25);
  });

  it("starts a day east of UTC on the previous UTC date", () => {
    expect(startOfLocalDay("2026-11-23", "Asia/Tokyo").toISOString()).toBe("2026-11-22T15:00:00.000Z");
  });

  it("does date arithmetic across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
  });

  it("reads today in the user's zone", () => {
    const instant = new Date("2026-11-24T03:30:00.000Z");
    expect(localToday(instant, "America/Halifax")).toBe("2026-11-23");
    expect(localToday(instant, "Europe/London")).toBe("2026-11-24");
  });

  it("assigns instants to local days, DST days included", () => {
    const index = new LocalDayIndex("2026-10-31", "2026-11-02", "America/Halifax");
    expect(index.dayOf("2026-11-01T02:30:00.000Z")).toBe("2026-10-31"); // 23:30 ADT
    expect(index.dayOf("2026-11-01T03:00:00.000Z")).toBe("2026-11-01");
    expect(index.dayOf("2026-11-02T03:30:00.000Z")).toBe("2026-11-01"); // 23:30 AST
    expect(index.dayOf("2026-11-02T04:00:00.000Z")).toBe("2026-11-02");
    expect(index.dayOf("2026-10-31T02:59:00.000Z")).toBeUndefined();
    expect(index.dayOf("2026-11-03T04:00:00.000Z")).toBeUndefined();
  });

  it("falls back to America/Halifax for a zone Intl does not know", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("America/Halifax");
    expect(safeTimeZone("Europe/Paris")).toBe("Europe/Paris");
  });

  it("finds the first instant of every day of a year, in zones with DST at 2:00 and at midnight", () => {
    for (const zone of ["America/Halifax", "America/Santiago", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata"]) {
      for (let i = 0; i < 366; i++) {
        const day = addDays("2026-01-01", i);
        const start = startOfLocalDay(day, zone);
        expect(formatDate(toWallTime(start, zone)), `${zone} ${day}`).toBe(day);
        expect(formatDate(toWallTime(new Date(start.getTime() - 60_000), zone)), `${zone} ${day}`).toBe(addDays(day, -1));
      }
    }
  });

  it("converts a local wall time on ordinary and DST-change days", () => {
    expect(localWallTimeToIso("2026-03-08", 1, 30, "America/Halifax")).toBe("2026-03-08T05:30:00.000Z");
    expect(localWallTimeToIso("2026-03-08", 9, 0, "America/Halifax")).toBe("2026-03-08T12:00:00.000Z");
    expect(localWallTimeToIso("2026-11-01", 9, 0, "America/Halifax")).toBe("2026-11-01T13:00:00.000Z");
    expect(localWallTimeToIso("2026-11-24", 9, 0, "America/Halifax")).toBe("2026-11-24T13:00:00.000Z");
  });
});
