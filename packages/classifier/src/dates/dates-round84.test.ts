import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { dayDescribedAsItIs } from "./day-described-84.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "Europe/Dublin";
/** Saturday 2026-11-07 10:20 in Dublin. */
const SAT = "2026-11-07T10:20";
/** Friday 2026-11-06 19:10 in Dublin. */
const FRI_EVENING = "2026-11-06T19:10";

function when(text: string, now: string = SAT): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 84 (read halves)", () => {
  it("reads the day under way, described by how it is, as no day ahead (6th, 34th, 76th)", () => {
    expect(when("old films on the telly all morning, glorious quiet saturday")).toBeNull();
    expect(when("will and grace reruns all afternoon, perfect lazy saturday")).toBeNull();
    expect(when("so cosy tonight, rain on the roof and a book", FRI_EVENING)).toBeNull();
    expect(when("calm for a change, a whole friday evening with nothing on", FRI_EVENING)).toBeNull();
  });

  it("keeps plans, other days, holidays and nights planned by when (guards)", () => {
    expect(when("long run saturday for the 10k")).toBe("2026-11-14");
    expect(when("perfect lazy saturday, mow the lawn")).toBe("2026-11-14");
    expect(when("quiet sunday at the lake", SAT)).toBe("2026-11-08");
    expect(when("early night tonight", FRI_EVENING)).toBe("2026-11-06 20:00");
    expect(when("so tired tonight, remind me to call mum", FRI_EVENING)).toBe("2026-11-06 20:00");
    expect(when("a whole saturday next week for the garden")).toBe("2026-11-14");
    expect(when("lazy saturday, brunch at 11")).toBe("2026-11-14 11:00");
  });

  it("stays fast on long adversarial strings", () => {
    for (const text of ["perfect ".repeat(80) + "saturday", "a whole ".repeat(80) + "tonight", "so, ".repeat(200) + "lazy saturday", " ".repeat(600) + "x", "lazy saturday ".repeat(45), "tonight ".repeat(80)]) {
      const at = Math.floor(text.length / 2);
      expect(fastestMs(() => dayDescribedAsItIs(text, at, at + 8, true, false, () => false))).toBeLessThan(5);
      expect(fastestMs(() => when(text))).toBeLessThan(5);
    }
  });
});
