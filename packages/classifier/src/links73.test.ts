import { describe, expect, it } from "vitest";
import { detectWaiting } from "./engines/local/waiting.js";
import { PROMISE_PAY_PRESENT_PATTERNS } from "./engines/local/waits-73.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links73, read on the 69th and 70th read halves' misses (new wordings, not those cases' texts).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round links73 (read halves)", () => {
  it("reads a thing still to send or pay in a clause of its own as the user's step, not the earlier party's", () => {
    expect(wait("posted Ifeoma the samples, she liked the blue; the quote still to send", ["Ifeoma"])).toBeNull();
    expect(wait("Vodafone paid online; the council tax still to pay", ["Vodafone"])).toBeNull();
    // The party itself, a role, or an object after the act still make a wait.
    expect(wait("sent Marek the contract; Marek still to sign", ["Marek"])).not.toBeNull();
    expect(wait("emailed Jo the plan, the plumber still to confirm", ["Jo"])).not.toBeNull();
  });

  it("reads a present-tense promise to pay on a day, after the user sent the bill, as awaited", () => {
    expect(wait("sent the cafe the invoice for the cakes, they said they pay on monday")).toBe("payment");
    expect(wait("texted Ana the bill, she says she pays tomorrow", ["Ana"])).not.toBeNull();
    // Without anything sent it is no wait.
    expect(wait("the club said they pay friday")).toBeNull();
  });

  it("keeps the new pattern fast on a long adversarial string", () => {
    const s = "they said they said they ".repeat(25) + "pay";
    expect(fastestMs(() => PROMISE_PAY_PRESENT_PATTERNS.map((p) => p.re.test(s)))).toBeLessThan(5);
  });
});
