import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "America/Toronto";
/** Wednesday 2026-03-11 10:20 in Toronto. */
const WED = "2026-03-11T10:20";

function when(text: string, now = WED): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 70 (read halves)", () => {
  it("reads a bare weekday between \"the\" and a noun as a standing thing's name, not a day (4.6)", () => {
    expect(when("the wednesday walkers are down to four people since the cold snap")).toBe(null);
    expect(when("Priya handles the sunday bookings better than anyone")).toBe(null);
    expect(when("bought fresh eggs from the saturday farmers stall again")).toBe(null);
    expect(when("I'm on the thursday pickup from next month")).toBe(null);
    // A day said as a day keeps it: a part of day, a deadline, "the <weekday> after", another day in the thought.
    expect(when("the friday after the trip, book the car in")).toBe("2026-03-13");
    expect(when("ring the hall on saturday about the tables")).toBe("2026-03-14");
    expect(when("the monday staff meeting tomorrow at 9")).toBe("2026-03-12 09:00");
    expect(when("send the figures by the friday deadline")).toBe("2026-03-13");
    expect(when("the saturday morning market run, take the big cooler")).toBe("2026-03-14 09:00");
  });

  it("reads \"I'll miss <day>\" as a day missed, as \"will miss\" already was", () => {
    expect(when("messaged the quiz team I'll miss thursday, working late")).toBe(null);
    expect(when("told coach we'll miss saturday, family wedding")).toBe(null);
  });

  it("gives \"today\" with a part of day that part's hour (4.1)", () => {
    expect(when("pick up the parcel from the post office today evening")).toBe("2026-03-11 19:00");
    expect(when("drop the forms at the bank today afternoon")).toBe("2026-03-11 15:00");
    // Gone by as "this morning" is: a report keeps no day.
    expect(when("went to the bank today morning, queue was long")).toBe(null);
    // The word stays whole: "todays" (dictated without the apostrophe) is no "today".
    expect(when("print todays rota and pin it up in the kitchen")).toBe(null);
  });
});
