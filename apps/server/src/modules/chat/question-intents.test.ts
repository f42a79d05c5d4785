import { isClearQuestion } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { localWindow } from "./local-time.js";
import { detectIntent } from "./question-intents.js";

// Wednesday 25 November 2026.
const today = { year: 2026, month: 11, day: 25 };
const intent = (text: string, hasThought = false) => detectIntent(text, today, hasThought);

describe("detectIntent", () => {
  it("reads day ranges in the person's calendar", () => {
    expect(intent("what do I have tomorrow?")).toEqual({ kind: "schedule", range: { label: "tomorrow", from: { year: 2026, month: 11, day: 26 }, days: 1 } });
    expect(intent("What's on today")).toMatchObject({ range: { label: "today", from: today, days: 1 } });
    // Wednesday to Sunday.
    expect(intent("what's scheduled this week?")).toMatchObject({ range: { label: "this week", from: today, days: 5 } });
    expect(intent("anything next week?")).toMatchObject({ range: { label: "next week", from: { day: 30 }, days: 7 } });
    expect(intent("what do I have on friday")).toMatchObject({ range: { label: "on Friday", from: { day: 27 }, days: 1 } });
    expect(intent("what about wednesday?")).toMatchObject({ range: { from: today } });
    expect(intent("what about next wednesday?")).toMatchObject({ range: { from: { month: 12, day: 2 } } });
    expect(intent("plans for the weekend?")).toMatchObject({ range: { label: "this weekend", from: { day: 28 }, days: 2 } });
    expect(intent("what's on my calendar")).toMatchObject({ range: { label: "in the next 7 days", days: 7 } });
  });

  it("reads waiting, counts, projects and mentions", () => {
    expect(intent("What am I waiting for?")).toEqual({ kind: "waiting" });
    expect(intent("how many open tasks in Work?")).toEqual({ kind: "count", noun: "tasks", domain: "systems", statuses: ["pending", "approved"], statusWord: "open" });
    expect(intent("how many thoughts in personal")).toEqual({ kind: "count", noun: "thoughts", domain: "personal", statuses: null, statusWord: null });
    expect(intent("how many completed projects?")).toMatchObject({ noun: "projects", statuses: ["completed"], domain: null });
    expect(intent("what's left on the kitchen project?")).toEqual({ kind: "project", name: "kitchen" });
    expect(intent("what is remaining for Website redesign")).toEqual({ kind: "project", name: "Website redesign" });
    expect(intent("what's left in work?")).toMatchObject({ kind: "count", domain: "systems", noun: "tasks" });
    expect(intent("what's left on constructor?")).not.toMatchObject({ kind: "count" });
    expect(intent("what did I note about Priya?")).toEqual({ kind: "mentions", name: "Priya" });
    expect(intent("tell me about the garden shed")).toEqual({ kind: "mentions", name: "garden shed" });
  });

  it("does not take a day for a name", () => {
    expect(intent("anything on monday?")).toMatchObject({ kind: "schedule", range: { label: "on Monday" } });
    expect(intent("what's open today?")).toMatchObject({ kind: "schedule", range: { label: "today" } });
  });

  it("reads help, explain and the rest", () => {
    expect(intent("help")).toEqual({ kind: "help" });
    expect(intent("what can I ask?")).toEqual({ kind: "help" });
    expect(intent("explain this", true)).toEqual({ kind: "explain" });
    expect(intent("explain this", false)).toEqual({ kind: "unknown" });
    expect(intent("what is the meaning of life")).toEqual({ kind: "unknown" });
  });
});

describe("isClearQuestion (which messages are questions at all)", () => {
  it("takes a trailing question mark, a leading question word or help, or 'explain this'", () => {
    for (const text of ["anything due tomorrow?", "What's on my calendar today", "how many open tasks", "Who is Sam", "Should I call Bob", "do I have anything on friday", "Is there a dentist appointment", "help", "Help me", "explain this", "Explain it.", "  where did I put the receipts  "]) {
      expect(isClearQuestion(text), text).toBe(true);
    }
  });

  it("leaves thoughts that merely contain those words to be captured", () => {
    for (const text of ["ask Priya how the move went", "figure out what to cook", "need help moving the couch", "explain the budget to Sam on Monday", "Whatever happens, call the plumber", "call Bob? then the bank", "Howard's birthday party", "Do laundry", "will pay rent friday", "Can opener for the camping trip"]) {
      expect(isClearQuestion(text), text).toBe(false);
    }
  });
});

describe("localWindow", () => {
  it("spans the local day, including its last half hour", () => {
    // Halifax is UTC-4 in November: the local 26th runs 04:00Z on the 26th to 04:00Z on the 27th.
    const window = localWindow({ year: 2026, month: 11, day: 26 }, 1, "America/Halifax");
    expect(window).toEqual({ startIso: "2026-11-26T04:00:00.000Z", endIso: "2026-11-27T04:00:00.000Z", dates: ["2026-11-26"] });
  });

  it("follows a daylight-saving change", () => {
    // Clocks go back on 1 November 2026 in Halifax: that day has 25 hours.
    const window = localWindow({ year: 2026, month: 11, day: 1 }, 1, "America/Halifax");
    expect(window.startIso).toBe("2026-11-01T03:00:00.000Z");
    expect(window.endIso).toBe("2026-11-02T04:00:00.000Z");
  });
});
