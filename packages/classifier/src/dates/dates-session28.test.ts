import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LONDON = "Europe/London";
/** Thursday 2026-08-20 17:10 in London. */
const THU = "2026-08-20T17:10";

function when(text: string, now = THU, options: Parameters<typeof extractSchedule>[3] = {}): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LONDON), LONDON, options).scheduled);
}

describe("dates, twenty-eighth session", () => {
  it("schedules no day for a habit described in the present, someone's or something's", () => {
    expect(when("Bronagh at the deli keeps us the sourdough every Saturday")).toBe(null);
    expect(when("Teodora does the ironing every second friday")).toBe(null);
    expect(when("the walk-ins always peak after 6 on fridays")).toBe(null);
    // A noticed fact (an observation) with a recurring day plans nothing either.
    expect(when("footfall drops every monday after a bank holiday", THU, { plannedOnly: true })).toBe(null);
    // One's own habit still schedules its next turn (issue 10), and a plan keeps its day.
    expect(when("spin class every monday at 6")).toBe("2026-08-24 18:00");
    expect(when("swim lessons every saturday start this week")).toBe("2026-08-22");
  });

  it("reads a bare 11 at an evening event as the morning unless a late word says night", () => {
    expect(when("the school show monday at 11, swapped my shift")).toBe("2026-08-24 11:00");
    expect(when("bed at 11 tonight, early start")).toBe("2026-08-20 23:00");
    expect(when("gig friday at 10")).toBe("2026-08-21 22:00");
  });

  it("reads a range after a misspelt weekday as its start", () => {
    expect(when("saturdy 9 to 12 candle stall at the market")).toBe("2026-08-22 09:00");
  });

  it("reads a day that something still undone came from as gone by", () => {
    expect(when("still haven't posted the shop orders from monday, doing it tomorrow")).toBe("2026-08-21");
    // A rule's start keeps its day.
    expect(when("no phone in the bedroom from monday")).toBe("2026-08-24");
  });

  it("schedules no day or time inside a question asked of someone", () => {
    expect(when("need to ask Ngozi whether the tuesday band practice is still at 7")).toBe(null);
    expect(when("ask Tomasz if he can do friday at 3")).toBe(null);
    // The day to ask on stays.
    expect(when("ask Tomasz on friday if the van is free")).toBe("2026-08-21");
  });

  it("reads an hour gone by today in a noticed fact or an outcome as a report, not tomorrow's", () => {
    expect(when("4am first calf of the spring, heifer, both fine", THU, { plannedOnly: true })).toBe(null);
    // A plan still rolls to tomorrow.
    expect(when("remind me at 7am to move the car")).toBe("2026-08-21 07:00");
  });

  it("gives a holiday weekend no date unless it is this one", () => {
    expect(when("Radek wants his drill back before the long weekend")).toBe(null);
    expect(when("overtime from the bank holiday weekend still not in my pay")).toBe(null);
    expect(when("this long weekend we go to the cottage")).toBe("2026-08-22");
    expect(when("the whole weekend is booked with the move")).toBe("2026-08-22");
  });

  it("reads a count of weekdays as no day", () => {
    expect(when("I still owe Dimitri two saturdays on the stall")).toBe(null);
    expect(when("Priya off sick again, third monday this term")).toBe(null);
    // Round 72: a weekday every other week names no single day (4.6); a weekly one is its next turn.
    expect(when("every second tuesday the bins")).toBe(null);
    expect(when("every tuesday the bins")).toBe("2026-08-25");
  });

  it("gives the day the one time of its own clause, however long the clause", () => {
    expect(when("tmrw get the rebuilt pump motor from the motor shop out past the bypass b4 noon")).toBe("2026-08-21 12:00");
  });

  it("plans nothing for a day told as missed", () => {
    expect(when("messaged the darts group, I'm out for saturday")).toBe(null);
    expect(when("texted the coach that Temi will miss saturday's match")).toBe(null);
    expect(when("put in the choir chat I can't make it tuesday")).toBe(null);
    // A plan for the day stays.
    expect(when("I'm out saturday night with the girls, book a taxi")).not.toBe(null);
  });
});
