import { describe, expect, it } from "vitest";
import { findCompletion } from "./engines/local/completion.js";
import { detectWaiting } from "./engines/local/waiting.js";
import { SAID_SPAN_PATTERNS } from "./engines/local/waits-74.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links74, read on the read halves' misses of completes and waits (new wordings, not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round links74 (read halves)", () => {
  it("does a task that takes a thing off from the thing being off", () => {
    expect(done("snow chains are off the van, back in the shed", ["Take the snow chains off the van", "Buy milk"])).toBe("t1");
    expect(done("old blinds are all off and the new ones are up", ["Swap the old blinds for the new ones", "Buy milk"])).toBe("t1");
    // A person off work, a thing off that no title takes off, and a thing still on are none.
    expect(done("Marta is off sick", ["Take the snow chains off the van", "Buy milk"], ["Marta"])).toBeNull();
    expect(done("the heating is off", ["Book the heating service", "Buy milk"])).toBeNull();
    expect(done("snow chains aren't off yet", ["Take the snow chains off the van", "Buy milk"])).toBeNull();
  });

  it("does a task whose thing the thought names only by the title's name for it", () => {
    expect(done("school trips: Amara's done, Leo's still pending", ["Pay Amara's school trip", "Pay Leo's school trip"], ["Amara", "Leo"])).toBe("t1");
    expect(done("Vodacom paid via the app", ["Pay the Vodacom bill", "Buy milk"], ["Vodacom"])).toBe("t1");
    // The name paying someone else's thing, a name another task also has, or the name done with something else.
    expect(done("Vodacom paid the refund", ["Pay the Vodacom bill", "Buy milk"], ["Vodacom"])).toBeNull();
    expect(done("Amara's done", ["Pay Amara's school trip", "Book Amara's dentist"], ["Amara"])).toBeNull();
    expect(done("Amara's done with her exams", ["Pay Amara's school trip", "Buy milk"], ["Amara"])).toBeNull();
  });

  it("reads listings that are live as done, as one that is live already was", () => {
    expect(done("the Etsy listings are live, all the new photos", ["Upload the new photos to Etsy", "Buy milk"])).toBe("t1");
  });

  it("reads a party's word on how long, after the thing it holds, as a wait", () => {
    expect(wait("visa extension for Ana, the consulate says 3 weeks")).toBe("consulate: visa extension for Ana");
    expect(wait("the new sofa, the shop said maybe 2 weeks")).not.toBeNull();
    // Hours, a carer's word on healing, a person's stay, and the user's own word are none.
    expect(wait("at the clinic since 8, reception says 3 hour wait")).toBeNull();
    expect(wait("broke my wrist, physio says 6 weeks")).toBeNull();
    expect(wait("asked mum how long she'll stay, she said two weeks")).toBeNull();
    expect(wait("the kitchen job, I said 2 weeks")).toBeNull();
  });

  it("keeps the new pattern fast on a long adversarial string", () => {
    const s = "shop says says shop said ".repeat(24) + "2 hours";
    expect(fastestMs(() => SAID_SPAN_PATTERNS.map((p) => p.re.test(s)))).toBeLessThan(5);
  });
});
