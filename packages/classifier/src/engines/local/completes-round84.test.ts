import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";
import { newPartInPlace } from "./completion-new-part-84.js";
import { stem } from "../../text/stem.js";
import { fastestMs } from "../../testing/fastest-run.js";

// Round comp84: the new part is in its place (the 76th and 78th read halves; new wordings, not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of round comp84", () => {
  it("does a task to change, buy or replace a part when the new part is in the title's thing", () => {
    expect(done("new wiper blades on the Corolla at last", ["Replace the Corolla wiper blades", "Book the Corolla service"])).toBe("t1");
    expect(done("new filters in both heat pumps, lounge and office", ["Change the heat pump filters", "Clean the gutters"])).toBe("t1");
    expect(done("the Vespa has its new clutch cable, rides like a dream", ["Get a new clutch cable for the Vespa", "Renew the Vespa rego"])).toBe("t1");
    expect(done("the ute's got new tyres now", ["Buy tyres for the ute", "Wash the dog"])).toBe("t1");
  });

  it("does not when the part is still wanted, named as a purchase to come, or another part or thing", () => {
    // A need, a plan or a price: no new part in place.
    expect(done("need new wiper blades on the Corolla", ["Replace the Corolla wiper blades", "Wash the dog"])).toBeNull();
    expect(done("new wiper blades for the Corolla are 40 at Repco", ["Replace the Corolla wiper blades", "Wash the dog"])).toBeNull();
    // (a time to come is read before completion as a task; the cue itself does not fire on it either)
    expect(newPartInPlace("Replace the Corolla wiper blades", ["new wiper blades on the corolla next week"], stem)).toBe(false);
    expect(done("the Corolla needs new wiper blades", ["Replace the Corolla wiper blades", "Wash the dog"])).toBeNull();
    // Another part, or the part in another thing.
    expect(done("the Corolla has a new battery light on the dash", ["Replace the Corolla battery", "Wash the dog"])).toBeNull();
    expect(newPartInPlace("Change the smoke alarm batteries", ["new batteries in the tv remote"], stem)).toBe(false);
    // A task that does not put a part in.
    expect(newPartInPlace("Test the smoke alarm batteries", ["new batteries in both smoke alarms"], stem)).toBe(false);
  });

  it("stays tiny on long near-miss thoughts", () => {
    const long = "new " + "corolla wiper ".repeat(40) + "blades for the corolla";
    const has = "the corolla ".repeat(40) + "has its new blade light";
    expect(fastestMs(() => newPartInPlace("Replace the Corolla wiper blades", [long, has, long, has, long], stem))).toBeLessThan(5);
  });
});
