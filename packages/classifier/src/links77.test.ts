import { describe, expect, it } from "vitest";
import { messagedTaskPerson } from "./engines/local/completion-links77.js";
import { detectWaiting } from "./engines/local/waiting.js";
import { PAYS_BACK_ON_DAY_77 } from "./engines/local/waits-77.js";
import { classifyLocal } from "./pipeline.js";
import { stem } from "./text/stem.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links77, read on the read halves' misses of completes and waits (new wordings, not those cases' texts).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
const completes = (text: string, titles: string[]) =>
  classifyLocal({ text, now: new Date("2026-03-02T10:00:00Z"), timezone: "UTC", context: { tasks: titles.map((title, i) => ({ id: `t${i + 1}`, title, parent_id: null })) } }).result.completes;

describe("round links77 (read halves)", () => {
  it("reads a call or message to the task's own person as doing a task whose act is that word", () => {
    expect(completes("messaged Kofi congrats on the new job", ["Congratulate Kofi on the new job", "Renew the car tax"])).toBe("t1");
    expect(completes("rang all the aunties about the christening lunch", ["Invite the aunties to the christening", "Renew the car tax"])).toBe("t1");
    expect(completes("put a call through to the maths tutor about the mock exam", ["Call the maths tutor", "Renew the car tax"])).toBe("t1");
    // Another person called, or a task whose act is no word to someone, is not done.
    expect(completes("called the plumber about the leak", ["Invite the aunties to the christening", "Renew the car tax"])).toBeNull();
    expect(completes("texted Kofi about the car tax", ["Renew the car tax", "Paint the fence"])).toBeNull();
    expect(messagedTaskPerson("Thank Ines for the flowers", ["gave Ines the vase back"], stem)).toBe(false);
    expect(messagedTaskPerson("Thank Ines for the flowers", ["gave Ines a ring to say thanks"], stem)).toBe(true);
  }, 60_000);

  it("reads a party's money back on a named day, in the present, as a wait", () => {
    expect(wait("train fares to the Leeds job, £84, the agency reimburses on the 28th")).toBe("agency: reimbursement");
    expect(wait("the insurer refunds me by friday")).toBe("insurer: reimbursement");
    // A person's habit, or no day named, is no wait.
    expect(wait("Dorota at the bakery pays back by the 20th")).toBeNull();
    expect(wait("the client reimburses by bank transfer")).toBeNull();
  });

  it("keeps the new patterns fast on a long adversarial string", () => {
    const s = "the the client client reimburses reimburses on on the ".repeat(20);
    expect(fastestMs(() => PAYS_BACK_ON_DAY_77.map((p) => p.re.test(s)))).toBeLessThan(5);
    const t = "texted called put a call to gave sent all the the ".repeat(20);
    expect(fastestMs(() => messagedTaskPerson("Congratulate the the cousins on the baby", [t], stem))).toBeLessThan(5);
  });
});
