import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a count keeps only notes that name the thing counted", () => {
  it("leaves out a note only near the question's verb of seeing", () => {
    const notes = [
      note("2026-11-04T18:00", "two new clients today, both walk-ins"),
      note("2026-11-09T07:40", "stopped on the pier to look at the sunset, gulls everywhere"),
      note("2026-11-17T18:00", "one new client, a retired teacher from Hove"),
      note("2026-11-21T16:10", "drizzle all afternoon, the gutters overflowing"),
    ];
    const answer = ask("how many new clients did I see in November?", notes);
    expect(answer.number).toBe(3);
    expect(texts(answer)).not.toContain("stopped on the pier to look at the sunset, gulls everywhere");
  });

  it("leaves out notes near the question's verbs only, keeping those that name the thing or a thing of its kind", () => {
    const notes = [
      note("2026-11-03T07:30", "the car would not start, frost on everything, jump leads from next door"),
      note("2026-11-10T22:00", "began the jigsaw at last, only took a month to open it"),
      note("2026-11-16T07:30", "car dead again outside the school, called the AA"),
      note("2026-11-24T19:00", "the neighbour's trampoline has been in the road since Sunday"),
    ];
    const answer = ask("how many times has the car not started this month?", notes);
    expect(answer.number).toBe(2);
  });

  it("keeps a game told by playing though its sport is only near the question's word", () => {
    const notes = [
      note("2026-11-05T21:00", "netball at the leisure centre, scored four"),
      note("2026-11-12T21:00", "played the late fixture, we drew"),
      note("2026-11-19T08:00", "the canal is frozen along the towpath by the lock"),
    ];
    expect(ask("how many times did I play netball in November?", notes).number).toBe(2);
  });
});

describe("a count of the writer's own thing passes over another's", () => {
  it("leaves out a note opening with another's possessive", () => {
    const notes = [
      note("2026-10-02T09:00", "the moped cut out on the ring road, again"),
      note("2026-10-14T09:00", "Dev's moped broke down by the station"),
      note("2026-11-06T09:00", "moped broke down in the rain outside Lidl"),
    ];
    const answer = ask("how many times has the moped broken down this year?", notes);
    expect(answer.number).toBe(2);
    expect(texts(answer)).not.toContain("Dev's moped broke down by the station");
  });

  it("keeps a relation after a name, who is a person, not a thing owned", () => {
    const notes = [
      note("2026-11-03T16:00", "another parent complained about the reading log"),
      note("2026-11-12T16:00", "Amara's dad rang the office cross about the trip letter"),
      note("2026-11-20T16:00", "Otis's mum complained that I never set spellings"),
    ];
    expect(ask("how many parent complaints did I get in November?", notes).number).toBe(3);
  });
});
