import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("fifty-eighth-round event cues: a chore put off to one weekend, labelling things, a side business's first month past one's wage", () => {
  it("makes a chore put off to 'one weekend' or 'one of these days' a single thing to do, not a noticed fact", () => {
    expect(type("the patio slabs are green again, pressure wash them one weekend")).toBe("task");
    expect(type("low priority: repaint the shed door one of these weekends")).toBe("task");
  });

  it("makes labelling things, opening the thought, a single thing to do, not the mix-up after it", () => {
    expect(type("label every cable in the van, Rhodri mixes them up")).toBe("task");
    expect(type("label the freezer bags with the dates, nobody knows what's what")).toBe("task");
  });

  it("makes a side business's first month or time past one's wage a notable result, not a remark on the takings", () => {
    expect(type("first month the dog walking made more than my office pay")).toBe("milestone_outcome");
    expect(type("first month the dog walking brought in more than my office salary")).toBe("milestone_outcome");
    expect(type("first time since March the stall was quiet all day")).not.toBe("milestone_outcome");
  });
});
