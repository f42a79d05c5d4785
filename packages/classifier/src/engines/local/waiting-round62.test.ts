import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, round on the sixty-second set", () => {
  it('reads "X says he\'ll pay the …" and "she\'ll tell me …" as promises awaited', () => {
    expect(wait("Mr Bhugon says he'll pay the balance end of the month", ["Bhugon"])).toMatch(/^Bhugon: /);
    expect(wait("Rosemay says she'll tell me which unit she wants by friday", ["Rosemay"])).toBe("Rosemay: answer");
    // The writer's own promise awaits no one.
    expect(wait("I'll tell you which unit by friday")).toBe(null);
  });
});
