import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { AWAITED_BEFORE } from "./awaited-80.js";
import { actsOnExpiry } from "./expiry-74.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";
import { fastestMs } from "../testing/fastest-run.js";

const ZONE = "Asia/Almaty";
/** Thursday 2026-11-05 19:50 in Almaty. */
const THU = "2026-11-05T19:50";

function when(text: string, now: string = THU): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, round 80 (read halves)", () => {
  it("reads the day an awaited thing arrives or a party answers as expected, not scheduled (72nd, 75th)", () => {
    expect(when("sent back the wrong filters to the shop, the right ones come monday")).toBeNull();
    expect(when("accounts rang about my travel claim: it comes with the payslip on the 15th")).toBeNull();
    expect(when("emailed Dana at the print shop about the banner quote, she said she'd answer by tuesday")).toBeNull();
    expect(when("asked the landlord about the boiler, he said he would get back to me on friday")).toBeNull();
  });

  it("keeps the day of a visit, a plan, a reminder or a job to do (guards)", () => {
    expect(when("called Ivan, he comes monday for the tap")).toBe("2026-11-09");
    expect(when("pay the man when he comes on the 27th")).toBe("2026-11-27");
    expect(when("the new fridge comes monday, clear the corner")).toBe("2026-11-09");
    expect(when("remind me the right ones come monday")).toBe("2026-11-09");
    expect(when("the plumber said he'd come by tuesday")).toBe("2026-11-10");
    expect(when("I said I'd answer by tuesday")).toBe("2026-11-10");
    expect(when("ring the shop about the filters on monday")).toBe("2026-11-09");
  });

  it("stays fast on long adversarial strings", () => {
    for (const text of ["the ".repeat(150) + "ones come ", "it comes with the ".repeat(40), "he said he'd ".repeat(50) + "answer by ", " ".repeat(600) + "x", "they said they will ".repeat(30) + "monday", "ones ".repeat(120) + "arrive on the 10th"]) {
      expect(fastestMs(() => AWAITED_BEFORE.test(text))).toBeLessThan(5);
      expect(fastestMs(() => actsOnExpiry(text, /\bi(?:'ll| will)\b/))).toBeLessThan(5);
      expect(fastestMs(() => when(text))).toBeLessThan(5);
    }
  });
});
