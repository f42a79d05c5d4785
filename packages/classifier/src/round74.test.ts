import { describe, expect, it } from "vitest";
import { extractSchedule, formatScheduleLocal } from "./dates.js";
import { EXPIRY_BEFORE } from "./dates/expiry-74.js";
import { parseWallTime, wallTimeToInstant } from "./dates/zoned-time.js";
import { extractEntities } from "./entities.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

const ZONE = "Europe/London";
/** Wednesday 2026-03-11 10:20. */
const WED = "2026-03-11T10:20";
function when(text: string): string | null {
  return formatScheduleLocal(extractSchedule(text, wallTimeToInstant(parseWallTime(WED), ZONE), ZONE).scheduled);
}

describe("round sched74 (read halves): entities", () => {
  it("reads a grandparent's word that is also a given name as the child's name in a sentence about school", () => {
    expect(names("label Lola's school jumper before monday")).toEqual(["Lola"]);
    expect(names("Lola's teacher wants to see us after class")).toEqual(["Lola"]);
    expect(names("Nana Kwame's fees for the term are due")).toEqual(["Nana Kwame"]);
    // The grandmother stays a relation word: no school in her sentence, or the school in another sentence.
    expect(names("Lola turned 90 today, the whole clan came")).toEqual([]);
    expect(names("picked the kids up from school. Then lunch with Lola")).toEqual([]);
    expect(names("Nana Rose rang about the garden")).toEqual(["Rose"]);
  });

  it("reads an unknown capital that charged as a person when the sentence pays him or her", () => {
    expect(names("Tembo charged 200k for the gearbox, paid him on mobile money")).toEqual(["Tembo"]);
    expect(names("Ojuku charged 90 for the tyres, paid her cash")).toEqual(["Ojuku"]);
    // A shop that charged is still a shop.
    expect(names("Ojuku charged 90 for the tyres, paid them cash")).toEqual([]);
  });

  it("leaves out a capital after an acronym standing where a place or a firm does", () => {
    expect(names("scan booked at CUF Alvalade for the 18th")).toEqual([]);
    expect(names("Kofi's in the AK Altona since monday")).toEqual(["Kofi"]);
    expect(names("Malia goes back to UH Manoa in August")).toEqual(["Malia"]);
    // An acronym opening the sentence is a verb or a title, and the name after it stays.
    expect(names("EFT Ebrahim the money for the gutters")).toEqual(["Ebrahim"]);
  });
});

describe("round sched74 (read halves): scheduled times", () => {
  it("leaves out the day a thing expires when the thought only tells it", () => {
    expect(when("van insurance for the trailer expires the 15th")).toBeNull();
    expect(when("bike's due its service the 30th")).toBeNull();
    // A reminder, a plan or a step to take keeps the day as the deadline.
    expect(when("remind me the van insurance expires the 15th")).toBe("2026-03-15");
    expect(when("van insurance expires on the 15th, renew it")).toBe("2026-03-15");
    expect(when("I need to sort it, the van insurance expires the 15th")).toBe("2026-03-15");
  });

  it("reads the expiry words fast on a long adversarial text", () => {
    const text = "due its ".repeat(75) + "x";
    expect(fastestMs(() => EXPIRY_BEFORE.test(text) || EXPIRY_BEFORE.test("expires ".repeat(75)))).toBeLessThan(5);
  });
});
