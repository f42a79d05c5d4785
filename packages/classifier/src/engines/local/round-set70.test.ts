import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { SET70_EVENT_CUES } from "./event-cues-set70.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-09-22T10:00:00Z"), timezone: "Asia/Tbilisi", context: {} } satisfies ClassifyInput);

describe("set70 round: event type", () => {
  it("reads one's own provider introduced by name with the days they work as a contact card, not a routine", () => {
    expect(run("my physio is Nestan Abashidze at the polyclinic, tuesdays and fridays").event_type).toBe("contact");
    expect(run("my physio is Andrea Pérez at the mutualista, tuesdays and fridays only").event_type).toBe("contact");
    expect(run("our tutor is Mrs Okafor from the centre, mondays and wednesdays after school").event_type).toBe("contact");
  });

  it("leaves a session with the provider on a day and a plain routine to their types (guards)", () => {
    expect(run("physio with Nestan thursday 9am").event_type).not.toBe("contact");
    expect(run("swimming every tuesday and friday at 7").event_type).toBe("routine_activity");
  });

  it("keeps its regex fast on a long adversarial string", () => {
    const long = "my " + "physio ".repeat(85) + "is";
    for (const { re } of SET70_EVENT_CUES) {
      expect(fastestMs(() => re.test(long) || re.test("my a is " + "b ".repeat(300) + "zperson"))).toBeLessThan(5);
    }
  });
});
