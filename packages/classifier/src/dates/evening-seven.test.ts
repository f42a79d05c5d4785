import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const HFX = "America/Halifax";
/** Monday 2026-05-18 10:00 in Halifax. */
const MON = "2026-05-18T10:00";

function when(text: string): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(MON), HFX), HFX).scheduled);
}

describe("a class or a call at a bare 7 (forty-third round)", () => {
  it("is the evening's", () => {
    expect(when("the Gaelic class at the Mitchell, thursday at 7")).toBe("2026-05-21 19:00");
    expect(when("the beekeeping course in the library starts wednesday at 7")).toBe("2026-05-20 19:00");
    expect(when("video call with our Sioned on sunday at 7")).toBe("2026-05-24 19:00");
    expect(when("call Gran at 7")).toBe("2026-05-18 19:00");
  });
  it("leaves the morning's 7 to a morning cue or a job, and 8 and later to the morning", () => {
    expect(when("call the dentist at 7 when they open")).toBe("2026-05-19 07:00");
    expect(when("collect the boiler at 7 thursday")).toBe("2026-05-21 07:00");
    expect(when("site walk-round with the yard manager monday at 7")).toBe("2026-05-25 07:00");
    expect(when("call the surgery at 8 tomorrow")).toBe("2026-05-19 08:00");
    expect(when("first aid course on saturday at 9")).toBe("2026-05-23 09:00");
    expect(when("yoga class at 7am tomorrow")).toBe("2026-05-19 07:00");
  });
});
