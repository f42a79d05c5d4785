import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, round 69 (links69, read halves)", () => {
  it("reads a feeling about chasing as the feeling's matter, not a wait", () => {
    expect(wait("so sick of chasing the tenants for the rent every month")).toBe(null);
    expect(wait("uncomfortable about chasing Thandi for the loan, she's family", ["Thandi"])).toBe(null);
    expect(wait("dreading chasing the builder for the snag list again")).toBe(null);
    // A chase told as what one is doing still awaits the thing.
    expect(wait("chasing the agency for my last two timesheets")).not.toBe(null);
    expect(wait("chased the garage again about the brake parts")).not.toBe(null);
  });
});
