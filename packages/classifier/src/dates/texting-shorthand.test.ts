import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { normalizeText } from "../text/normalize.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LAGOS = "Africa/Lagos";
/** Monday 2026-05-18 06:50 in Lagos. */
const MON = "2026-05-18T06:50";

function when(text: string, now = MON): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LAGOS), LAGOS).scheduled);
}

describe("texting shorthand for day words (forty-third round)", () => {
  it("reads 'b4' as 'before', a deadline on that day itself", () => {
    expect(when("buy d gift b4 sat")).toBe("2026-05-23");
    expect(when("pay the levy b4 the 20th")).toBe("2026-05-20");
    expect(normalizeText("b4 u go")).toBe("before u go");
    // Inside a word it is no shorthand.
    expect(normalizeText("ab4x")).toBe("ab4x");
  });

  it("reads 'morn' as the morning and 'eve' after a day word as the evening", () => {
    expect(when("take the car in sat morn")).toBe("2026-05-23 09:00");
    expect(when("buy the regulator 2moro morn")).toBe("2026-05-19 09:00");
    expect(when("remind me this eve to soak the beans")).toBe("2026-05-18 19:00");
    expect(when("call Ifeanyi fri eve")).toBe("2026-05-22 19:00");
    // "christmas eve" is a holiday and "Eve" a name: neither becomes an evening.
    expect(normalizeText("christmas eve dinner")).toBe("christmas eve dinner");
    expect(normalizeText("ask Eve abt it")).toBe("ask Eve abt it");
    expect(when("lunch with Eve")).toBeNull();
  });

  it("reads the article typed 'd' before a day number or a stretch of the calendar", () => {
    expect(when("d estate levy is due d 20th")).toBe("2026-05-20");
    expect(when("text Halima to cover my shift on d 2nd")).toBe("2026-06-02");
    expect(when("pay the rent balance b4 end of d month")).toBe("2026-05-31");
    expect(when("thanksgiving sun d 24th, church by 9")).toBe("2026-05-24 09:00");
    expect(when("dont forget the eye test on d 3rd, 11am")).toBe("2026-06-03 11:00");
    // Not after a preposition or a weekday, "d" is a letter: vitamin D, plan D, grade D.
    expect(normalizeText("vitamin d 3rd bottle")).toBe("vitamin d 3rd bottle");
    expect(when("finish the vitamin d 3rd bottle")).toBeNull();
    expect(normalizeText("plan d month by month")).toBe("plan d month by month");
  });

  it("reads '0900hrs' as a 24-hour clock time, not a count of hours", () => {
    expect(when("get Sule to service the gen 2moro 0900hrs")).toBe("2026-05-19 09:00");
    expect(normalizeText("report by 1430hrs")).toBe("report by 14:30");
    // A duration keeps its hours: "12hrs", "for 2 hrs", and a four-digit count that is no clock reading.
    expect(normalizeText("a 12hr shift")).toBe("a 12hours shift");
    expect(normalizeText("logged 2500hrs of flying")).toBe("logged 2500hours of flying");
    expect(when("slept for 2hrs after the shift")).toBeNull();
  });

  it("lets 'mon', 'tue', 'thu' and 'fri' stand alone, which no other English word spells", () => {
    expect(when("abeg remind me mon to buy diesel")).toBe("2026-05-25");
    expect(when("buy scrubs b4 the new rota starts mon")).toBe("2026-05-25");
    expect(when("call her fri")).toBe("2026-05-22");
    expect(when("send Chuks his pocket money thu")).toBe("2026-05-21");
    // "c'mon" is no Monday; "sat", "sun" and "wed" still need a cue beside them.
    expect(when("c'mon, finish the report")).toBeNull();
    expect(when("sat in the sun reading")).toBeNull();
    expect(when("they got wed in the village")).toBeNull();
    // A past report keeps its weekday unscheduled, and a habit reads as it does with the long names.
    expect(when("went to the owambe last fri")).toBeNull();
    expect(when("went to the owambe fri")).toBeNull();
    expect(when("ward round every mon and thu 9am")).toBe(when("ward round every monday and thursday 9am"));
  });
});

describe("minutes said in words and shortened", () => {
  it("reads 'in twenty mins' as an offset from now, like 'in 20 mins'", () => {
    expect(when("ping me in twenty mins, take the suya off the grill")).toBe("2026-05-18 07:10");
    expect(when("ping me in 20 mins")).toBe("2026-05-18 07:10");
    expect(normalizeText("ten mins of stretching")).toBe("ten minutes of stretching");
    // A word that only ends like a number keeps its "mins".
    expect(normalizeText("often mins")).toBe("often mins");
  });
});
