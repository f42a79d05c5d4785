import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const HFX = "America/Halifax";
/** Monday 2026-05-04 06:50 in Halifax. */
const MON = "2026-05-04T06:50";

function when(text: string, waitingFrom: number | null = null): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(MON), HFX), HFX, { waitingFrom }).scheduled);
}

describe("a chase on a condition with a limit (forty-third round)", () => {
  it("is scheduled on the limit, even inside the waiting clause", () => {
    const text = "remind me to chase the roofer if his quote still hasnt come by wednesday";
    expect(when(text, text.indexOf("his quote"))).toBe("2026-05-06");
    expect(when("chase the bank if the letter isn't here by the 10th")).toBe("2026-05-10");
  });
  it("leaves a day that only says when the awaited thing comes to expected_date", () => {
    const said = "waiting on the roofer's quote, he said by wednesday";
    expect(when(said, 0)).toBeNull();
    const told = "still waiting on Jo, she said she'd send it by friday";
    expect(when(told, 0)).toBeNull();
  });
});

describe("a weekday that names a thing", () => {
  it("yields to a later deadline: 'for the thursday group before wednesday'", () => {
    expect(when("mark the week 3 quizzes for the thursday group before wednesday")).toBe("2026-05-06");
    expect(when("prep the tuesday meeting notes by monday")).toBe("2026-05-11");
  });
  it("is still the day when nothing else is named, or when it is a time ('the friday after work')", () => {
    expect(when("print the sign-in sheets for the thursday group")).toBe("2026-05-07");
    expect(when("submit the report before the tuesday meeting")).toBe("2026-05-05");
    expect(when("drinks with Jo the friday after work")).toBe("2026-05-08");
  });
});
