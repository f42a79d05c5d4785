import type { EventType } from "@life/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { participlesOf, round82DoneNotRemark, tellsOwnVerbDone } from "./event-cues-82.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

/** A thought with two open tasks in its context: the one it may complete, and an unrelated one. */
const run = (text: string, title: string) =>
  resolveLocal({
    text,
    now: new Date("2026-06-10T09:00:00Z"),
    timezone: "Europe/Lisbon",
    context: { tasks: [{ id: "t1", title, parent_id: null }, { id: "t2", title: "Buy milk", parent_id: null }] },
  } satisfies ClassifyInput);

const TYPES: EventType[] = [
  "task", "reminder_intention", "communication", "project", "routine_activity", "transaction", "acquisition_disposition",
  "decision_commitment", "learning_consumption", "milestone_outcome", "contact", "observation_insight", "emotion_state",
];
/** Scores with `top` ahead by 1 and every other type at 0. */
const scoresWith = (top: EventType): Record<EventType, number> => {
  const s = Object.fromEntries(TYPES.map((t) => [t, 0])) as Record<EventType, number>;
  s[top] = 1;
  return s;
};
/** The type that wins after the round's rule reads the scores. */
const after = (top: EventType, title: string | undefined, prepared: string): EventType => {
  const s = scoresWith(top);
  round82DoneNotRemark(s, new Map(), title, prepared);
  return (Object.keys(s) as EventType[]).reduce((a, b) => (s[b] > s[a] ? b : a));
};

describe("eighty-second round: a task of the list told done with its own verb", () => {
  // The first classification loads the models; under load that alone can pass the 5 s test bound.
  beforeAll(() => void run("warm up", "Buy milk"), 60_000);

  it("reads the task's own verb told as a state as the task done, of the title's type", () => {
    const hose = run("the bilge pump hose is reclamped, no water in the hold", "Reclamp the bilge pump hose");
    expect(hose.completes).toBe("t1");
    expect(hose.event_type).toBe("task");
    // "Reseal" names no type: a chore (rule 13); "Return" names a thing given back (rule 4)
    expect(after("observation_insight", "Reseal the shower tray", "the shower tray is resealed")).toBe("task");
    expect(after("observation_insight", "Return the borrowed drill", "the borrowed drill is returned to zperson")).toBe("acquisition_disposition");
  });

  it("reads a kit packed as the task done, but not a look's finding or another pick", () => {
    expect(run("the camping gear is packed in the boot", "Pack the camping gear").event_type).toBe("task");
    // a check or a test reports a finding, a noticed fact (rule 11)
    expect(after("observation_insight", "Test the smoke alarms", "smoke alarms tested, the landing one is dead")).toBe("observation_insight");
    expect(after("observation_insight", "Check the boiler pressure", "the boiler pressure is checked, it drops overnight")).toBe("observation_insight");
    // a feeling or an outcome picked is not a remark
    expect(after("emotion_state", "Hem the curtains", "so relieved the curtains are hemmed")).toBe("emotion_state");
    expect(after("milestone_outcome", "Hem the curtains", "the curtains are hemmed")).toBe("milestone_outcome");
  });

  it("compares whole words with the title verb's regular participles", () => {
    expect(run("the tent poles are taped, should last the trip", "Tape the tent poles").event_type).toBe("task");
    expect([...participlesOf("reseal")]).toEqual(["resealed"]);
    expect(participlesOf("hem").has("hemmed")).toBe(true);
    expect(participlesOf("tidy").has("tidied")).toBe(true);
    expect(participlesOf("Re-felt").size).toBe(0);
    expect(tellsOwnVerbDone("the kit is packed", "Pack the kit")).toBe(true);
    // a word that only begins with the participle is no match
    expect(tellsOwnVerbDone("the packedlunch box", "Pack the kit")).toBe(false);
    // the thought does not tell the title's verb, or no completion was found: left to the other rules
    expect(after("observation_insight", "Hem the curtains", "the curtains look too long by the window")).toBe("observation_insight");
    expect(after("observation_insight", undefined, "the curtains are hemmed")).toBe("observation_insight");
  });

  it("stays fast on long near-miss strings", () => {
    const longs = [
      "the hose is reclampe".repeat(30),
      `${"a".repeat(600)}ed`,
      "is is is are are ".repeat(40),
      `${"re".repeat(300)}sealed`,
      "check ".repeat(100),
    ];
    for (const long of longs) {
      expect(fastestMs(() => tellsOwnVerbDone(long, "Reclamp the hose"))).toBeLessThan(5);
      expect(fastestMs(() => tellsOwnVerbDone(long, long))).toBeLessThan(5);
      expect(fastestMs(() => after("observation_insight", long, long))).toBeLessThan(5);
    }
  });
});
