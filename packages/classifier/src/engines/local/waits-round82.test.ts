import { describe, expect, it } from "vitest";
import { fastestMs } from "../../testing/fastest-run.js";
import { detectWaiting } from "./waiting.js";
import { WAITS_82 } from "./waits-82.js";

// Round 82 (wait82): a party's "still hasn't / have not yet <act>" in forms the older lists missed (invented wordings).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round 82 negated perfect of a party's act (read halves)", () => {
  it("reads 'hasn't said what / how much' and 'hasn't put back' as awaited from the subject", () => {
    expect(wait("Lina's camp form is signed, the scout hall still hasn't said how much it is")).toBe("scout hall: how much it is");
    expect(wait("furious, Westpac still hasn't put back the 4,500 they charged twice")).toBe("Westpac: 4,500 they charged twice");
    expect(wait("the council has not let us know which bin day we get")).toBe("council: which bin day we get");
    // A silence with no news owed, or the user's own act, is no wait.
    expect(wait("Priya hasn't said a word since the match")).toBeNull();
    expect(wait("nobody hasn't said what they want")).toBeNull();
  });

  it("reads a counted or longer plural party that still hasn't paid or confirmed as awaited", () => {
    expect(wait("the bouncy castle hire folks have not yet confirmed for the fete")).toBe("bouncy castle hire folks: confirmation for the fete");
    expect(wait("club subs are due and 3 parents still haven't paid")).toBe("3 parents: payment");
    // Acts that are no party's owed step, and the user's own "haven't", are no wait.
    expect(wait("the new seedlings haven't grown much this week")).toBeNull();
    expect(wait("still haven't paid the water bill, do it tonight")).toBeNull();
  });

  it("leaves a wait whose next clause is the user's own chase with a day, so the day stays the user's plan", () => {
    expect(wait("tuition is 40 a head and 2 families still haven't paid, it's been a month")).toBe("2 families: payment");
    expect(wait("tuition is 40 a head and 2 families still haven't paid, chase them friday at pickup")).toBeNull();
    expect(wait("the garage still hasn't said what it costs, ring them tomorrow")).toBeNull();
  });

  it("keeps the new patterns fast on long adversarial strings", () => {
    const inputs = [
      "the " + "sound system people ".repeat(40) + "have not yet",
      "4 families ".repeat(50) + "still haven't",
      "the liceo still hasn't said ".repeat(25) + "wha",
      "and the a b c d ".repeat(40) + "haven't paidx",
      "a".repeat(600),
    ];
    for (const s of inputs) expect(fastestMs(() => WAITS_82.map((p) => p.re.exec(s)))).toBeLessThan(5);
  });
});
