import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const ZONE = "Australia/Darwin";
/** Wednesday 2026-03-18 18:30 in Darwin. */
const WED = "2026-03-18T18:30";

function when(text: string, now = WED): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), ZONE), ZONE, {}).scheduled);
}

describe("dates, round on the sixty-fourth branch (read halves 57–63)", () => {
  it("reads a favour still to ask, someone doing a thing on a day, as that day", () => {
    expect(when("ask Marlon if he can mow the back paddock on saturday")).toBe("2026-03-21");
    expect(when("text Bree and ask if she'll cover my friday shift")).toBe("2026-03-20");
    // A question of fact, one of two days, or an ask already sent names no day to act on.
    expect(when("ask Joel whether the friday market is still on")).toBeNull();
    expect(when("ask Tam if her sister lands friday or saturday")).toBeNull();
    expect(when("messaged Kit asking if he can take my saturday shift")).toBeNull();
    // Whether a day suits is a question too.
    expect(when("ask Jonno if he can do thursday")).toBeNull();
  });

  it("reads a bare hour after a weekday before a habit phrase as its clock time", () => {
    expect(when("stock take monday 9 as usual")).toBe("2026-03-23 09:00");
    expect(when("team huddle thursday 8 like always")).toBe("2026-03-19 08:00");
    // A count before a thing stays a count.
    expect(when("need 4 chairs thursday as usual")).toBe("2026-03-19");
  });
});
