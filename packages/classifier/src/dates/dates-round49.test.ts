import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ST_JOHNS = "America/St_Johns";
/** Tuesday 2026-09-15 18:20 in St. John's. */
const TUE = "2026-09-15T18:20";

function when(text: string, now = TUE, plannedOnly = false): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ST_JOHNS), ST_JOHNS, { plannedOnly }).scheduled);
}

describe("date shapes of the forty-ninth round", () => {
  it("reads an hour in words before its day or time word", () => {
    expect(when("nine tomorrow morning the roofer is coming to measure")).toBe("2026-09-16 09:00");
    expect(when("drop the van back at six tomorrow evening")).toBe("2026-09-16 18:00");
    expect(when("twelve thirty on thursday lunch with the new manager")).toBe("2026-09-17 12:30");
    expect(when("meet Ingrid at eight tonight")).toBe("2026-09-15 20:00");
    // A count before a day word, or "at one point", is no clock time.
    expect(when("we need two tomorrow for the raffle")).toBe("2026-09-16");
    expect(when("at one point on friday the alarm went off twice")).toBe(null);
  });

  it("reads three digits after 'at' or closing a clause after its day as a clock time with no colon", () => {
    expect(when("physio tomorrow at 945")).toBe("2026-09-16 09:45");
    expect(when("parent teacher meeting fri 415")).toBe("2026-09-18 16:15");
    // A street number, an amount or a count stays what it is.
    expect(when("the new office is at 245 Kenmount Rd, open monday")).toBe("2026-09-21");
    expect(when("the tickets are at 250 dollars, book them friday")).toBe("2026-09-18");
  });

  it("reads a bare hour after a short weekday when the person it is with follows", () => {
    expect(when("lunch thu 1 with Bernice")).toBe("2026-09-17 13:00");
    expect(when("haircut sat 10 w/ Marguerite")).toBe("2026-09-19 10:00");
  });

  it("reads monday and friday typed one letter wrong when the final y is kept", () => {
    expect(when("mondy 10 am call the bank")).toBe("2026-09-21 10:00");
    expect(when("frday drop the forms to the office")).toBe("2026-09-18");
    // A name or a word one edit away is no weekday.
    expect(when("ask Frida about the costumes")).toBe(null);
    expect(when("sundry costs for the trip")).toBe(null);
  });

  it("keeps a deadline stated as a noun even in a thought that only observes", () => {
    expect(when("the cut-off for the grant application is the 30th", TUE, true)).toBe("2026-09-30");
    expect(when("last day to return the boots is friday", TUE, true)).toBe("2026-09-18");
    // A date with no deadline and no plan in an observation stays unscheduled.
    expect(when("the market is busy on saturdays", TUE, true)).toBe(null);
  });

  it("reads a clause that opens on a verb of doing as a plan for the day the thought names", () => {
    expect(when("Liam's recital Oct 9 at the hall, buy him a tie", TUE, true)).toBe("2026-10-09");
    expect(when("Liam's recital was on the 9th, lovely night", TUE, true)).toBe(null);
  });

  it("reads a thought that opens on being back from a habit as its log, not a schedule", () => {
    expect(when("back from the saturday swim like always")).toBe(null);
    expect(when("just back from thursday choir as usual, tired")).toBe(null);
    // Saying when one will be back still points ahead.
    expect(when("back from Toronto on friday, I'll pick up the dog then")).toBe("2026-09-18");
  });
});
