import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ANOTHERS_PROMISE, SET71_EVENT_CUES } from "./event-cues-set71.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-09-22T04:00:00Z"), timezone: "Asia/Dhaka", context: {} } satisfies ClassifyInput);

describe("set71 round: event type", () => {
  it("reads who holds a role, told as 'the/X's <role> is <name>', as a contact card", () => {
    expect(run("Habib's new deputy is Sohel, he approves the purchase orders").event_type).toBe("contact");
    expect(run("the QA auditor is Pieter Jansen, strict on wage slips").event_type).toBe("contact");
  });

  it("reads a goal with its deadline and three steps after a colon as a project", () => {
    expect(run("fix the house before winter: patch the roof, new kitchen tiles, treat the damp in the cupboard").event_type).toBe("project");
  });

  it("does not read another party's promise as the user's commitment", () => {
    expect(run("the courier agency promised a new driver by thursday").event_type).not.toBe("decision_commitment");
    expect(run("bank charged the fee again even though they promised me a waiver").event_type).not.toBe("decision_commitment");
  });

  it("reads one's old thing given to someone as getting rid of it", () => {
    expect(run("gave Rayan's old cycle to the driver's son").event_type).toBe("acquisition_disposition");
  });

  it("keeps the user's own promise a decision and money given a transaction (guards)", () => {
    expect(run("promised Nadia we'd go to the book fair on saturday").event_type).toBe("decision_commitment");
    expect(run("told Lopa i'll bring the biryani on the night, promised").event_type).toBe("decision_commitment");
    expect(run("gave my nephew 2,000 taka for his exam fees").event_type).toBe("transaction");
  });

  it("keeps its regexes fast on long adversarial strings", () => {
    const longs = ["a " + "b ".repeat(300) + "before " + "c ".repeat(20) + ": d, e", "the " + "x-".repeat(300) + " is", "gave old " + "a ".repeat(300) + "to", "a ".repeat(300) + "promised", "fix " + "a ".repeat(30) + "before " + "b ".repeat(20) + ": " + "c, ".repeat(100), "gave zperson's old " + "a -".repeat(200) + " to"];
    for (const re of [...SET71_EVENT_CUES.map((c) => c.re), ANOTHERS_PROMISE]) {
      for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
    }
  });
});
