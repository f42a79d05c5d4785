import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LONDON = "Europe/London";
/** Wednesday 2026-03-25 10:00 in London. */
const WED = "2026-03-25T10:00";

function when(text: string, now = WED): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LONDON), LONDON).scheduled);
}

describe("clock times from the read halves (twenty-seventh session)", () => {
  it("reads a dotted clock time after 'the usual' as the named instance's time", () => {
    expect(when("minibus run tomorrow, the usual 7.40 from the road end")).toBe("2026-03-26 07:40");
    expect(when("school run tomorrow, usual 8.15")).toBe("2026-03-26 08:15");
  });

  it("reads a bare hour at a ceilidh or a disco as the evening's", () => {
    expect(when("the ceilidh in the hall is friday at 8")).toBe("2026-03-27 20:00");
    expect(when("school disco thursday at 6")).toBe("2026-03-26 18:00");
    // A morning word still wins for other things.
    expect(when("dentist friday at 8 when they open")).toBe("2026-03-27 08:00");
  });
});

describe("a habit's weekday told on that weekday (twenty-seventh session)", () => {
  /** Sunday 2026-03-29 13:20 in London. */
  const SUN = "2026-03-29T13:20";
  /** Friday 2026-03-27 10:15 in London. */
  const FRI = "2026-03-27T10:15";

  it("reads 'like every sunday' said on a Sunday as today's turn, not next week's", () => {
    expect(when("up at Sadie's grave after church like every sunday, fresh flowers down", SUN)).toBe(null);
    // Said on another day, the habit's weekday is its next turn.
    expect(when("up at Sadie's grave after church like every sunday, fresh flowers down", FRI)).toBe("2026-03-29");
    // Something ahead keeps the day.
    expect(when("we'll do the sunday roast at Mam's like every sunday", SUN)).toBe("2026-04-05");
  });

  it("reads an owned weekday named as a habit ('our friday thing') as the habit, not a day", () => {
    expect(when("coffee with Busi after the school run, our friday thing", FRI)).toBe(null);
    expect(when("my sunday evening job, planning the week's grinds", FRI)).toBe(null);
    // An owned shift keeps its day.
    expect(when("covering his sunday shift at the garage", FRI)).toBe("2026-03-29");
  });
});

describe("a decision about a habit sets a rule, not a day (twenty-seventh session)", () => {
  const rule = (text: string) => formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(WED), LONDON), LONDON, { habitIsRule: true }).scheduled);

  it("schedules no recurring weekday in a decision, 'every second sunday' included", () => {
    expect(rule("decided Kofi can start football with Jonas's club on saturdays")).toBe(null);
    expect(rule("signed up to do the teas at the hall every second sunday with Norrie")).toBe(null);
    // A single day in a decision keeps it (4.5, a decision's start date).
    expect(rule("decided Kofi starts football on saturday")).toBe("2026-03-28");
    // Outside a decision, a weekly habit's weekday is still its next turn; one every other week names none (round 72,
    // GUIDELINES 4.6: the text does not say which of the next two Sundays is a turn).
    expect(when("teas at the hall every sunday")).toBe("2026-03-29");
    expect(when("teas at the hall every second sunday")).toBe(null);
  });
});

describe("weekdays in opening hours (twenty-seventh session)", () => {
  it("schedules nothing for 'closed Mondays', 'fridays only' or a card's 'opens on sat'", () => {
    expect(when("Boysie the mechanic by the Cunupia junction, closed Mondays")).toBe(null);
    expect(when("my derma is Dr Salcedo at Medical City, fridays only")).toBe(null);
    expect(when("Ifeanyi the mechanic, 0816 220 9134, opens on sat")).toBe(null);
    // A one-off opening is a day to act on.
    expect(when("the new gym opens on monday, sign up then")).toBe("2026-03-30");
  });
});

describe("the same day named twice (twenty-seventh session)", () => {
  it("takes the hour from the naming that gives a part of day", () => {
    // Wednesday 2026-03-25: "month end" is the 31st; said on the 30th, "the morra morning" is the 31st at 09:00.
    expect(when("car tax runs out at month end ping me the morra morning", "2026-03-30T10:00")).toBe("2026-03-31 09:00");
    // Two different days: the first still leads.
    expect(when("car tax runs out at month end ping me the morra morning")).toBe("2026-03-31");
  });
});
