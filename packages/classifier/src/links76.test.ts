import { describe, expect, it } from "vitest";
import { TALLY_SO_FAR } from "./engines/local/parent-links76.js";
import { detectWaiting } from "./engines/local/waiting.js";
import { NOT_COME_PATTERNS_76, PARTY_WORD_PATTERNS_76 } from "./engines/local/waits-76.js";
import { classifyLocal } from "./pipeline.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links76, read on the read halves' misses of completes, waits and parent (new wordings, not those cases' texts).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
const parentOf = (text: string, titles: string[]) =>
  classifyLocal({ text, now: new Date("2026-03-02T10:00:00Z"), timezone: "UTC", context: { projects: titles.map((title, i) => ({ id: `p${i + 1}`, title })) } }).result.parent_id;

describe("round links76 (read halves)", () => {
  it("reads a thing not yet come, without 'still' or in the 'not yet' order, as a wait", () => {
    expect(wait("the scan results from the hospital haven't come")).toBe("hospital: scan results");
    expect(wait("the co-op dividend for march is not yet out")).toBe("co-op dividend for march");
    expect(wait("Dara says the exam grades are not yet in")).toBe("exam grades");
    // People not come are a visit, not a thing awaited; a phrase with "come" is no arrival.
    expect(wait("the kids haven't come home")).toBeNull();
    expect(wait("my cousins haven't come yet")).toBeNull();
    expect(wait("Mum and Dad haven't come yet")).toBeNull();
    expect(wait("he is not yet back from work")).toBeNull();
    expect(wait("the results haven't come up in conversation")).toBeNull();
  });

  it("reads a party's word on a later act, after the user contacted it, as a wait", () => {
    expect(wait("rang the water board about the leak, they say someone will come out this week")).toBe("water board: come out this week");
    expect(wait("phoned Vodacom, they logged a fault and said the line is fixed by tuesday")).toBe("Vodacom: line is fixed");
    // A word on how things are, or with no contact of the user's before it, awaits nothing.
    expect(wait("called Gran, she says her hip is better")).toBeNull();
    expect(wait("they say someone will win it this year")).toBeNull();
  });

  it("reads a tally 'so far:' as part of the project its things name, not a new project", () => {
    expect(parentOf("tombola prizes so far: a bottle of wine, a hamper, a voucher", ["Spring fete at the school", "Tax return"])).toBe("p1");
    expect(parentOf("silent auction lots so far: a signed ball, a spa voucher, a cottage weekend", ["Hospice charity gala", "Replace the car"])).toBe("p1");
    // A list of steps is still a new project.
    expect(parentOf("garage clear-out: sort the boxes, book a skip, sell the bike", ["Spring fete at the school", "Tax return"])).toBeNull();
  });

  it("keeps the new patterns fast on a long adversarial string", () => {
    const s = "they say that the the the is back haven't come come is not yet ".repeat(10);
    expect(fastestMs(() => [...NOT_COME_PATTERNS_76, ...PARTY_WORD_PATTERNS_76].map((p) => p.re.test(s)))).toBeLessThan(5);
    const t = "called the the they opened and said and said someone ".repeat(12);
    expect(fastestMs(() => [wait(t), TALLY_SO_FAR.test(`${"so far so far ".repeat(40)}:`)])).toBeLessThan(5);
  });
});
