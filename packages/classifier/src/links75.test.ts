import { describe, expect, it } from "vitest";
import { findCompletion } from "./engines/local/completion.js";
import { LEFT_FOR_LATER, NOT_READY_NOTE } from "./engines/local/completion-links75.js";
import { lodgingForStay, ownHomeWorks } from "./engines/local/parent-links75.js";
import { pickParent, rankProjects } from "./engines/local/parent.js";
import { detectWaiting } from "./engines/local/waiting.js";
import { HELD_PATTERNS_75 } from "./engines/local/waits-75.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links75, read on the read halves' misses of completes, waits and parent (new wordings, not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
const parent = (text: string, titles: string[]) => pickParent(rankProjects(text, titles.map((title, i) => ({ id: `p${i + 1}`, title })), []))?.project.id ?? null;

describe("round links75 (read halves)", () => {
  it("keeps open only the task a note-style 'not ready' clause names", () => {
    expect(done("flyers collected from the printers, the banners not ready", ["Pick up the flyers", "Pick up the new banners"])).toBe("t1");
    expect(done("the rug collected from the cleaners, the cushion covers not back yet", ["Collect the rug", "Collect the cushion covers"])).toBe("t1");
    // The thing not ready is the only task's: nothing is done.
    expect(done("the banners not ready", ["Pick up the new banners", "Buy milk"])).toBeNull();
  });

  it("keeps open only the task a 'can wait' clause names, doing the one the rest reports", () => {
    expect(done("passed the forklift test!! the renewal form can wait", ["Pass the forklift test", "Send the renewal form"])).toBe("t1");
    // What can wait is the only task named, or part of the task reported: nothing is done.
    expect(done("paid the water, the phone bill can wait till friday", ["Pay the phone bill", "Buy milk"])).toBeNull();
    expect(done("mowed the front, the back lawn can wait", ["Mow the back lawn", "Buy milk"])).toBeNull();
  });

  it("reads goods sitting at customs, and money still not on the user's card, as waits", () => {
    expect(wait("the spare pump for the boat is sitting in Durban customs")).toBe("customs: spare pump for the boat");
    expect(wait("the lens order has been sitting at customs since monday")).toBe("customs: lens order");
    expect(wait("the airline's refund for the cancelled leg still isn't on my card")).toBe("airline: refund for the cancelled leg");
    // A person at customs, and a thing that is no money, are none.
    expect(wait("we were sitting in customs for two hours")).toBeNull();
    expect(wait("the new photo still isn't on my card")).toBeNull();
  });

  it("reads a room's common word as part of whole works on the user's own home", () => {
    expect(parent("need to decide the kitchen cupboard handles", ["Renovate the Clifton flat", "Replace the car"])).toBe("p1");
    expect(parent("asked Joe about the kitchen window sizes", ["Renovate the farmhouse", "Replace the car"])).toBe("p1");
    // Someone else's home named by the title, or no building works at all: a room word alone says nothing.
    expect(parent("need to decide the kitchen cupboard handles", ["Renovate Gran's flat in Leeds", "Replace the car"])).toBeNull();
    expect(parent("need to decide the kitchen cupboard handles", ["Sell the Clifton flat", "Replace the car"])).toBeNull();
    // Works on one part of a home, and a trade's common word, are none either.
    expect(parent("need to decide the kitchen cupboard handles", ["Loft conversion", "Replace the car"])).toBeNull();
    expect(parent("fixed the leak on the hose", ["Renovate the Clifton flat", "Replace the car"])).toBeNull();
  });

  it("reads a mixer tap, not any mixer, as a bathroom's", () => {
    expect(parent("the stand mixer's paddle is bent again", ["Redo the bathroom", "Replace the car"])).toBeNull();
    expect(parent("the mixer tap is on backorder", ["Redo the bathroom", "Replace the car"])).toBe("p1");
  });

  it("reads a place to stay as part of a stay away in a named place", () => {
    expect(parent("the hotel in Hania wants the card details", ["Holiday in Crete", "Replace the car"])).toBe("p1");
    expect(parent("rang the B&B in Oban about a late check in", ["Mairi's 50th weekend in Argyll", "Replace the car"])).toBe("p1");
    // Someone's flight is no place to stay, and a hotel is no part of a project that is no stay away.
    expect(parent("Ravi's flight lands at 6, pick him up", ["Weekend in Argyll", "Replace the car"])).toBeNull();
    expect(parent("the hotel in Hania wants the card details", ["Quarterly report", "Replace the car"])).toBeNull();
  });

  it("keeps the new patterns fast on a long adversarial string", () => {
    const s = "sitting in Customs sitting in the Port ".repeat(16) + "still not on the";
    expect(fastestMs(() => HELD_PATTERNS_75.map((p) => p.re.test(s)))).toBeLessThan(5);
    const t = "not not ready in yet can wait still ".repeat(17);
    const stay = "Holiday in in Holiday trip to weekend  ".repeat(16);
    expect(fastestMs(() => [lodgingForStay(`${stay}b & b`, stay), ownHomeWorks(stay, null)])).toBeLessThan(5);
    expect(fastestMs(() => [NOT_READY_NOTE.test(t), LEFT_FOR_LATER.test(t)])).toBeLessThan(5);
  });
});
