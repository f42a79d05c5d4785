import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LONDON = "Europe/London";
/** Thursday 2026-08-20 17:10 in London. */
const THU = "2026-08-20T17:10";

function when(text: string, now = THU): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LONDON), LONDON, {}).scheduled);
}

describe("dates, twenty-ninth session", () => {
  it("reads a weekday inside a named day ('Black Friday', 'Cyber Monday') as no coming weekday", () => {
    expect(when("waiting on a new hoover till Black Friday")).toBe(null);
    expect(when("Cyber Monday deals on laptops, have a look")).toBe(null);
    // A plain weekday keeps its day.
    expect(when("look at laptops on friday")).toBe("2026-08-21");
  });

  it("reads a day someone else is off, sick or late as their absence, not the user's plan", () => {
    expect(when("Dorota is off sick tomorrow so her tables come to me")).toBe(null);
    expect(when("Kemal messaged he'll be late tmr, car's in the garage")).toBe(null);
    // One's own day off keeps its day.
    expect(when("I'm off friday, do the hedges then")).toBe("2026-08-21");
  });
});
