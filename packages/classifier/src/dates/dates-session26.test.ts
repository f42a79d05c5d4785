import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "../dates.js";
import { normalizeText } from "../text/normalize.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const LONDON = "Europe/London";
/** Wednesday 2026-03-25 10:00 in London. */
const WED = "2026-03-25T10:00";

function when(text: string, now = WED): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(now), LONDON), LONDON).scheduled);
}

describe("day words and clock times from the read halves (twenty-sixth session)", () => {
  it("reads a dotted clock time right after its day word, with no 'at'", () => {
    expect(when("line dance at the hall tonight 7.30")).toBe("2026-03-25 19:30");
    expect(when("quiz friday 8.15, bring a pen")).toBe("2026-03-27 20:15");
    // A price after a day is no time: the minutes must be a clock's.
    expect(when("fish was 7.99 friday")).toBe("2026-03-27");
  });

  it("reads 'about 4' as a clock time only after a day word or 'at'", () => {
    expect(when("guests arriving friday about 4")).toBe("2026-03-27 16:00");
    expect(when("back at about 6 tomorrow")).toBe("2026-03-26 18:00");
    expect(when("we talked about 4 options for the kitchen")).toBe(null);
  });

  it("reads Scots 'the morn' as tomorrow and 'the night' as tonight, only where nothing else claims them", () => {
    expect(when("ring Kenny the morn about the posts")).toBe("2026-03-26");
    expect(when("video call with Ruairidh the night, he wants a word")).toBe("2026-03-25 20:00");
    expect(when("remind me the night about my tablets")).toBe("2026-03-25 20:00");
    expect(normalizeText("call him in the morn")).toBe("call him in the morning");
    expect(normalizeText("stayed the night at Effie's")).toBe("stayed the night at Effie's");
    expect(normalizeText("no tea after 6, I'm awake half the night")).toBe("no tea after 6, I'm awake half the night");
    expect(normalizeText("the night before the trip")).toBe("the night before the trip");
  });

  it("reads 'tomorrow' in the languages regional English mixes in", () => {
    expect(when("pay Zawadi's trip money kesho")).toBe("2026-03-26");
    expect(when("bukas ng umaga call the landlord")).toBe("2026-03-26");
    expect(normalizeText("besok")).toBe("tomorrow");
  });

  it("takes a later day over 'today's' naming a thing of today", () => {
    expect(when("today's takings 412k cash, bank the cash tomorrow")).toBe("2026-03-26");
    expect(when("today's the day, ring the bank")).toBe("2026-03-25");
  });
});

describe("a causative 'have' (twenty-sixth session)", () => {
  it("reads 'have the drain unclogged before sunday' as a request, not a report of the past", () => {
    expect(when("have the bathroom drain unclogged before sunday")).toBe("2026-03-29");
    expect(when("have the car serviced friday")).toBe("2026-03-27");
    // A past report still has no date ahead.
    expect(when("had the car serviced friday")).toBe(null);
  });
});
