import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a person the notes call by name and by relation", () => {
  it("asked by name, finds the notes that give only the writer's own relation, not another's", () => {
    const notes = [
      note("2026-10-02T19:00", "dinner out with my husband Tiago for our anniversary"),
      note("2026-11-05T18:00", "hubby's new manager schedules calls at 7am, he is livid"),
      note("2026-11-12T09:00", "Prue's husband sold their caravan"),
      note("2026-11-20T08:00", "the gutters are full of leaves again"),
    ];
    const answer = ask("what's going on with Tiago?", notes);
    expect(texts(answer)).toContain("hubby's new manager schedules calls at 7am, he is livid");
    expect(texts(answer)).not.toContain("Prue's husband sold their caravan");
  });

  it("asked by relation, finds a note giving the name alone and a short form of it, not a longer word it begins", () => {
    const notes = [
      note("2026-09-14T20:00", "my brother Benedict phoned from the mine site, rostered on till March"),
      note("2026-11-03T12:00", "Ben and his fiancée bought a block out past the airport"),
      note("2026-11-09T12:00", "Benedict reckons the drive home takes nine hours"),
      note("2026-11-18T13:00", "Dunja's brother got a puppy"),
      note("2026-11-24T13:00", "Benefits office finally answered the phone"),
    ];
    const answer = ask("what's new with my brother?", notes);
    expect(texts(answer)).toContain("Benedict reckons the drive home takes nine hours");
    expect(texts(answer)).toContain("Ben and his fiancée bought a block out past the airport");
    expect(texts(answer)).not.toContain("Dunja's brother got a puppy");
    expect(texts(answer)).not.toContain("Benefits office finally answered the phone");
  });

  it("ties a name given before the relation (\"Osei, my partner,\") and finds the relation's notes when the name is asked", () => {
    const notes = [
      note("2026-08-21T18:00", "Osei, my partner, booked us a cabin near the lake"),
      note("2026-11-11T19:00", "my partner's promotion came through, champagne tonight"),
      note("2026-11-22T10:00", "the recycling truck skipped our street"),
    ];
    const answer = ask("how's Osei doing?", notes);
    expect(texts(answer)).toContain("my partner's promotion came through, champagne tonight");
    expect(texts(answer)).not.toContain("the recycling truck skipped our street");
  });
});
