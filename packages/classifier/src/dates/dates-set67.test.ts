import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Africa/Kampala";
/** Saturday 2026-03-14 10:05 in Kampala. */
const SAT = "2026-03-14T10:05";
/** Tuesday 2026-04-21 13:30. */
const TUE = "2026-04-21T13:30";

function when(text: string, now = SAT): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE).scheduled);
}

describe("dates, set67 round (read halves)", () => {
  it("reads \"weekend\" before a noun it describes as a kind of thing, not the coming Saturday", () => {
    expect(when("Okot to deposit the weekend cash at the bank on monday")).toBe("2026-03-16");
    expect(when("top up the fridge stock for the weekend staff", TUE)).toBeNull();
    expect(when("no more weekend overtime for me at the depot", TUE)).toBeNull();
  });

  it("keeps the coming weekend where the word after it goes on with the sentence", () => {
    expect(when("clear the store room over the weekend", TUE)).toBe("2026-04-25");
    expect(when("Nakato is coming for the weekend with the kids", TUE)).toBe("2026-04-25");
    expect(when("paint the gate this weekend", TUE)).toBe("2026-04-25");
  });
});
