import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { SET72_EVENT_CUES } from "./event-cues-set72.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

/** Friday 2026-03-27 12:20 in Bogotá. */
const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-03-27T17:20:00Z"), timezone: "America/Bogota", context: {} } satisfies ClassifyInput);

describe("set72 round: event type", () => {
  it("reads one's weekday habit named beside its next turn as a routine", () => {
    expect(run("clean the bike chain tomorrow morning, my saturday ritual").event_type).toBe("routine_activity");
    expect(run("our saturday dominoes at Fredy's place tomorrow 6ish").event_type).toBe("routine_activity");
  });

  it("keeps a shift given or taken and a chore with no habit named as they were (guards)", () => {
    expect(run("ask Wilmer if he'll take my saturday shift tomorrow").event_type).not.toBe("routine_activity");
    expect(run("wash the moto tomorrow morning").event_type).toBe("task");
  });

  it("keeps its regex fast on long adversarial strings", () => {
    const longs = ["tomorrow " + "my saturday ".repeat(60), "my sunday " + "a".repeat(590), "x ".repeat(300) + "today", "our mondayx ".repeat(50) + "tonight"];
    for (const re of SET72_EVENT_CUES.map((c) => c.re)) {
      re.test(longs[0]!);
      for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
    }
  });
});
