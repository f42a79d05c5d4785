import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { morningReportedNow, weekdayTurnUnderWay, wholeDayStretch } from "./told-as-it-happens-76.js";
import { tonightNamesAPlan } from "./tonight-plan-76.js";
import { weekendNamedAsThing } from "./weekend-76.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "Europe/Dublin";
/** Sunday 2026-11-08 09:50 in Dublin. */
const SUN = "2026-11-08T09:50";
/** Saturday 2026-03-07 10:40. */
const SAT = "2026-03-07T10:40";
/** Monday 2026-01-12 06:10. */
const MON = "2026-01-12T06:10";
/** Thursday 2026-12-10 19:05. */
const THU = "2026-12-10T19:05";
/** Sunday 2026-08-30 20:15. */
const SUN_EVENING = "2026-08-30T20:15";

function when(text: string, now: string, plannedOnly = false): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE, { plannedOnly }).scheduled);
}

describe("dates, round 76 (read halves)", () => {
  it("reads today's weekday opening its clause before a noun, with nothing ahead, as today's turn (23rd, 31st)", () => {
    expect(when("sunday swim at the lido, 2k in the drizzle", SUN)).toBeNull();
    expect(when("saturday waffles with the twins, the one thing they still wake up for", SAT)).toBeNull();
  });

  it("keeps next week's turn when the weekday is planned (guards)", () => {
    expect(when("long run sunday for the half marathon, 14km", SUN)).toBe("2026-11-15");
    expect(when("sunday market, get eggs and bread", SUN)).toBe("2026-11-15");
    expect(when("sunday roast at Mum's, I'll bring the trifle", SUN)).toBe("2026-11-15");
    expect(when("sunday lunch at Aoife's at 1", SUN)).toBe("2026-11-15 13:00");
    expect(when("sunday swim at the lido, 2k", "2026-11-05T09:50")).toBe("2026-11-08");
  });

  it("reads \"this morning\" with a figure and nothing ahead as the morning reported (38th, 56th)", () => {
    expect(when("heart rate 58 this morning, I check it most mornings", MON)).toBeNull();
    expect(when("stall at the fair again this morning, 90 coffees", MON)).toBeNull();
  });

  it("keeps a morning planned, asked for or timed (guards)", () => {
    expect(when("dentist this morning", MON)).toBe("2026-01-12 09:00");
    expect(when("don't forget the 2 permission slips this morning", MON)).toBe("2026-01-12 09:00");
    expect(when("u12s at home this morning, ko 11", MON)).toBe("2026-01-12 11:00");
  });

  it("reads a weekend named by the nouns before it, or as a thing with an indefinite place, as no day (9th, 38th, 56th)", () => {
    expect(when("booked leave for the chess tournament weekend", THU)).toBeNull();
    expect(when("spa weekend for Mum's 60th: hotel, massage, dinner", THU)).toBeNull();
    expect(when("raffle prizes so far: a hamper, a signed jersey, weekend in a caravan", THU)).toBeNull();
  });

  it("keeps the coming weekend said as a time (guards)", () => {
    expect(when("clear the garage this weekend", THU)).toBe("2026-12-12");
    expect(when("finish the deck over the weekend", THU)).toBe("2026-12-12");
    expect(when("weekend sort the shed", THU)).toBe("2026-12-12");
    expect(weekendNamedAsThing("the long bank weekend", 14)).toBe(false);
  });

  it("reads \"all <day>\" with nothing ahead as a stretch, not a day (62nd, 72nd)", () => {
    expect(when("knee sore all weekend, ask the physio about it", SUN_EVENING)).toBeNull();
    expect(when("most delays come on fridays, the trams crawl all sunday", SUN_EVENING)).toBeNull();
    expect(when("I'm working all saturday", SUN_EVENING)).toBe("2026-09-05");
  });

  it("reads no evening hour from a night named in a later clause (66th, 72nd)", () => {
    expect(when("blood test the Monday 8 o clock, no food from the night before", "2026-01-08T08:30")).toBe("2026-01-12 08:00");
    expect(when("ring the garage when they open at 8, the alarm keeps going off at night", "2026-03-03T05:50")).toBe("2026-03-03 08:00");
    // The evening word in the time's own clause or before it still says evening.
    expect(when("pub quiz at 8 on friday", "2026-03-03T05:50")).toBe("2026-03-06 20:00");
    expect(when("dinner at Nana's friday, at 7", "2026-03-03T05:50")).toBe("2026-03-06 19:00");
  });

  it("keeps tonight beside the name of a thing to do, where the event type reads an observation (14th, 17th)", () => {
    expect(when("Gaelic conversation class tonight, the one on verbs", "2026-03-09T07:40", true)).toBe("2026-03-09 20:00");
    expect(when("Nando's for dinner tonight, nobody can face the washing up", "2026-03-26T18:20", true)).toBe("2026-03-26 20:00");
  });

  it("leaves an observation of tonight's state, weather or past unscheduled (guards)", () => {
    expect(when("quiet on the ward tonight", "2026-03-09T21:40", true)).toBeNull();
    expect(when("storm tonight, the wind is already up", "2026-03-09T17:40", true)).toBeNull();
    expect(when("full moon tonight", "2026-03-09T17:40", true)).toBeNull();
    expect(when("had chips for dinner tonight", "2026-03-09T21:40", true)).toBeNull();
    expect(when("the kids are wired tonight", "2026-03-09T19:40", true)).toBeNull();
  });

  it("keeps its regexes fast on long adversarial strings", () => {
    for (const lead of ["a ".repeat(300), "x".repeat(600), "'s ".repeat(200)]) expect(fastestMs(() => tonightNamesAPlan(lead))).toBeLessThan(5);
    const longs = [" ".repeat(600), ", ".repeat(300), "a ".repeat(300), "the ".repeat(150), "all ".repeat(150), "x".repeat(600), "9".repeat(600)];
    for (const long of longs) {
      const text = `${long}weekend sunday this morning`;
      const at = long.length;
      expect(fastestMs(() => weekendNamedAsThing(text, at))).toBeLessThan(5);
      expect(fastestMs(() => weekdayTurnUnderWay(text, at + 8, at + 14, false))).toBeLessThan(5);
      expect(fastestMs(() => morningReportedNow(text, "this morning", false, false))).toBeLessThan(5);
      expect(fastestMs(() => wholeDayStretch(text, at, false))).toBeLessThan(5);
      expect(fastestMs(() => when(`${long.slice(0, 560)} at 8 night`, SUN))).toBeLessThan(5);
    }
  });
});
