import { thoughtStatuses } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { canChangeStatus } from "./status-transitions.js";

describe("canChangeStatus", () => {
  it.each([
    ["pending", "approved"],
    ["approved", "completed"],
    ["pending", "completed"],
    ["pending", "archived"],
    ["approved", "archived"],
    ["completed", "archived"],
    ["archived", "pending"],
    ["completed", "approved"],
  ] as const)("allows %s → %s", (from, to) => {
    expect(canChangeStatus(from, to)).toBe(true);
  });

  it.each([
    ["approved", "pending"],
    ["completed", "pending"],
    ["archived", "approved"],
    ["archived", "completed"],
  ] as const)("refuses %s → %s", (from, to) => {
    expect(canChangeStatus(from, to)).toBe(false);
  });

  it("accepts setting the current status again", () => {
    for (const status of thoughtStatuses) expect(canChangeStatus(status, status)).toBe(true);
  });
});
