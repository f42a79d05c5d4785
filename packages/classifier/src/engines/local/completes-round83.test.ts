import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";
import { sourcePaidThing } from "./completion-payer-83.js";
import { stem } from "../../text/stem.js";
import { fastestMs } from "../../testing/fastest-run.js";

// Round comp83: the one a task collects a sum from has paid it (the 71st, 76th and 77th read halves; new wordings,
// not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;

describe("completions of round comp83", () => {
  it("does a task to collect a sum from someone when that one paid or settled it", () => {
    expect(done("Tamar paid the 300 euros for the rug", ["Collect the 300 euros from Tamar", "Collect payment from Davit"], ["Tamar", "Davit"])).toBe("t1");
    expect(done("Halvorsen settled the freight charges, 1,200 kroner", ["Collect the freight charges from Halvorsen", "Send Halvorsen the invoice copy"], ["Halvorsen"])).toBe("t1");
    expect(done("the Porto distributor has finally transferred the 4,500 for the labels", ["Chase the 4,500 from the Porto distributor", "Print the labels"])).toBe("t1");
  });

  it("does not when the source paid for something else, has not paid, will pay, or the user paid", () => {
    // Paid for a thing: the thing bought, not the sum collected.
    expect(done("Tamar paid for the rug cleaning", ["Collect the rug from Tamar", "Book the vet"], ["Tamar"])).toBeNull();
    // Not paid, or to come.
    expect(done("Tamar still hasn't paid the 300 euros", ["Collect the 300 euros from Tamar", "Book the vet"], ["Tamar"])).toBeNull();
    expect(done("Tamar will pay the 300 euros on friday", ["Collect the 300 euros from Tamar", "Book the vet"], ["Tamar"])).toBeNull();
    // The user paying the source is the money going the other way.
    expect(done("paid Tamar the 300 euros for the rug", ["Collect the 300 euros from Tamar", "Book the vet"], ["Tamar"])).toBeNull();
    // Another one paid, or the source paid another sum.
    expect(done("Davit paid the 300 euros for the rug", ["Collect the 300 euros from Tamar", "Book the vet"], ["Tamar", "Davit"])).toBeNull();
    expect(done("Tamar paid the deposit on her flat", ["Collect the 300 euros from Tamar", "Book the vet"], ["Tamar"])).toBeNull();
    // A task that gives, not gets.
    expect(sourcePaidThing("Send the 300 euros from Tamar to the landlord", ["tamar paid the 300 euros"], stem)).toBe(false);
  });

  it("stays tiny on long near-miss thoughts", () => {
    const long = "tamar has finally just already now also ".repeat(15) + "paid for the " + "rug and the mat ".repeat(10);
    expect(fastestMs(() => sourcePaidThing("Collect the 300 euros from Tamar", [long, long, long, long, long], stem))).toBeLessThan(5);
  });
});
