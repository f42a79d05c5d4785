import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isRehearsalOnly } from "./qa-cues.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a rehearsal of an event is none of it", () => {
  it("leaves a drill, a mock and an alarm test out of a count of the real thing", () => {
    const notes = [
      note("2026-11-03T02:00", "rapid response call on ward 4, the patient was fine by morning"),
      note("2026-11-10T14:00", "mock rapid response drill with the students"),
      note("2026-11-18T23:00", "another rapid response call, bed 12 this time"),
      note("2026-11-20T09:00", "fire drill in the building, all out in four minutes"),
    ];
    const a = ask("how many rapid response calls did I have in November?", notes);
    expect(a.number).toBe(2);
    expect(texts(a)).not.toContain("mock rapid response drill with the students");
  });

  it("still counts the drills when the drills are asked", () => {
    const notes = [
      note("2026-10-02T10:00", "fire drill at the depot, everyone out in three minutes"),
      note("2026-10-16T10:00", "another fire drill, the alarm in the canteen did not sound"),
    ];
    expect(ask("how many fire drills did we have in October?", notes).number).toBe(2);
  });

  it("stays fast on a long run of near-rehearsal words", () => {
    const ms = fastestMs(() => isRehearsalOnly(`${"fire alarm code ".repeat(40)}x`, []));
    expect(ms).toBeLessThan(5);
  });
});
