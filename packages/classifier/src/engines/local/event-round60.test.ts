import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "America/Chicago", context: {} } satisfies ClassifyInput).event_type;

describe("sixtieth-round event cues: a choice still to weigh up, a meeting on a coming day", () => {
  it("makes a choice still to weigh up a single thing to do, not a remark", () => {
    expect(type("figure whether the bigger freezer ever earns its keep")).toBe("task");
    expect(type("think hard on moving the stall to the Sunday market")).toBe("task");
  });

  it("makes a meeting with someone on a coming day a single thing to do", () => {
    expect(type("meeting the feed rep thursday about the pallets")).toBe("task");
    expect(type("meeting Hortense from the bank on thursday about the loan")).toBe("task");
  });
});

describe("sixtieth-round event cues, second pass: a count unpaid or cancelled this month, flights booked", () => {
  it("makes a count of orders unpaid or clients cancelled this month a pattern noticed, not the money", () => {
    expect(type("four catering orders unpaid this month")).toBe("observation_insight");
  });

  it("makes flights told as booked a single thing done", () => {
    expect(type("flights to Denver booked for the five of us")).toBe("task");
  });
});
