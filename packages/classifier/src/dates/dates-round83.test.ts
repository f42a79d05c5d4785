import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { dayBesideFact, toldAsFact } from "./fact-day-83.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "Europe/Athens";
/** Thursday 2026-11-05 12:45 in Athens. */
const THU = "2026-11-05T12:45";

function when(text: string, now: string = THU): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 83 (read halves)", () => {
  it("lets a day told as a fact yield to the thought's other day (64th, 66th)", () => {
    expect(when("tonight i go over the wiring notes again, test is friday")).toBe("2026-11-05 20:00");
    expect(when("this afternoon we practise the scales, test is on monday")).toBe("2026-11-05 15:00");
    expect(when("the 12th is a bank holiday, the piano lesson moves to the 13th at 4")).toBe("2026-11-13 16:00");
    expect(when("the 20th is holiday, the tutoring with Anna goes to the 21st at 6")).toBe("2026-11-21 18:00");
    expect(when("the exam is monday, revise sunday")).toBe("2026-11-08");
  });

  it("keeps a lone fact day, a later act's day and two facts' first day (guards)", () => {
    expect(when("the party is saturday, buy a cake")).toBe("2026-11-07");
    expect(when("the recital is on the 20th")).toBe("2026-11-20");
    expect(when("friday is payday, pay the rent monday")).toBe("2026-11-09");
    expect(when("the test is monday, the party is saturday")).toBe("2026-11-09");
    expect(when("it's friday tomorrow, book the table for saturday")).toBe("2026-11-07");
    expect(when("test the smoke alarms friday, the inspector comes monday")).toBe("2026-11-06");
    expect(when("the 12th is done, send the invoice on the 14th")).toBe("2026-11-14");
  });

  it("stays fast on long adversarial strings", () => {
    const days = [{ index: 0, end: 6, date: { year: 2026, month: 11, day: 9 } }, { index: 10, end: 16, date: { year: 2026, month: 11, day: 10 } }];
    for (const text of ["the ".repeat(150) + "is monday", "monday is ".repeat(60), "a, ".repeat(200) + "test is friday", " ".repeat(600) + "x", "my exam's on the ".repeat(35) + "12th", "is ".repeat(200)]) {
      expect(fastestMs(() => toldAsFact(text, Math.floor(text.length / 2), Math.floor(text.length / 2) + 6))).toBeLessThan(5);
      expect(fastestMs(() => dayBesideFact(text, days[0]!, days))).toBeLessThan(5);
      expect(fastestMs(() => when(text))).toBeLessThan(5);
    }
  });
});
