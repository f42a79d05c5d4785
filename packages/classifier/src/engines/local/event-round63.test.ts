import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-10-07T02:40:00Z"), timezone: "Australia/Darwin", context: {} } satisfies ClassifyInput).event_type;

describe("sixty-third-round event cue: a one-off told by its calendar date", () => {
  it("makes a weekday with its month and day a single thing to do, not a routine, unless it says it recurs", () => {
    expect(type("office end of year lunch Thursday Dec 10 at 12:30")).not.toBe("routine_activity");
    expect(type("street party Saturday Oct 24 with the neighbours")).not.toBe("routine_activity");
    // A dated instance that says it recurs stays a routine.
    expect(type("netball Saturday Oct 17 like every saturday")).toBe("routine_activity");
  });
});
