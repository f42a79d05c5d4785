import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { hourGoneBy } from "./gone-hour-77.js";
import { longingToday } from "./longing-77.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "Europe/Lisbon";
/** Thursday 2026-11-05 20:40 in Lisbon. */
const THU = "2026-11-05T20:40";
/** Thursday 2026-11-05 09:15. */
const THU_MORNING = "2026-11-05T09:15";

function when(text: string, now: string): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 77 (read halves)", () => {
  it("reads \"today\" in a thought that opens on longing as the day the feeling is told (32nd, 73rd)", () => {
    expect(when("missing grandpa today, he'd have turned ninety", THU)).toBeNull();
    expect(when("saudade of my aunt's garden today, the smell of guava", THU)).toBeNull();
    expect(when("I'm missing the old flat so much today", THU)).toBeNull();
  });

  it("keeps the day when the thought plans or a clock time is named (guards)", () => {
    expect(when("missing grandpa today, call gran tonight", THU_MORNING)).toBe("2026-11-05 20:00");
    expect(when("missing grandpa today, ring gran", THU_MORNING)).toBe("2026-11-05");
    expect(when("missing the kids today, I will ring them", THU_MORNING)).toBe("2026-11-05");
    expect(when("missing the kids today, ring them at 6", THU_MORNING)).toBe("2026-11-05 18:00");
    expect(when("don't let me miss the vet today", THU_MORNING)).toBe("2026-11-05");
    expect(when("call the school about the missed lessons today", THU_MORNING)).toBe("2026-11-05");
    expect(when("miss Carla's class today at 4", THU_MORNING)).toBe("2026-11-05 16:00");
  });

  it("reads an am/pm hour already gone by, with no day and nothing ahead, as told, not tomorrow's (26th, 34th, 43rd)", () => {
    expect(when("Dad waited in the clinic corridor from 7 am, poor man", "2026-11-05T11:15")).toBeNull();
    expect(when("first frost of the winter at 5am, the hose froze solid", "2026-11-05T08:20")).toBeNull();
    expect(when("the bus is quicker before 7am, empty roads", "2026-11-05T08:10")).toBeNull();
  });

  it("keeps the hour when it is still ahead, planned or bare (guards)", () => {
    expect(when("first frost of the winter at 5am", "2026-11-05T03:20")).toBe("2026-11-05 05:00");
    expect(when("ring the plumber at 8am", "2026-11-05T11:15")).toBe("2026-11-06 08:00");
    expect(when("I'll walk the dog at 7am", "2026-11-05T11:15")).toBe("2026-11-06 07:00");
    expect(when("remind me about the bins at 6am", "2026-11-05T11:15")).toBe("2026-11-06 06:00");
    expect(when("the plumber comes tomorrow at 8am", "2026-11-05T11:15")).toBe("2026-11-06 08:00");
  });

  it("stays fast on long adversarial strings", () => {
    for (const text of ["i ".repeat(300) + "missing", "so really ".repeat(60) + "missing today", "missing " + "today ".repeat(100), " ".repeat(600) + "x", "a, ".repeat(200) + "at 4am", "from 8 am ".repeat(60)]) {
      expect(fastestMs(() => longingToday(text, "today", false, () => false))).toBeLessThan(5);
      expect(fastestMs(() => hourGoneBy(text, 300, 600, true, false))).toBeLessThan(5);
      expect(fastestMs(() => when(text, THU))).toBeLessThan(5);
    }
  });
});
