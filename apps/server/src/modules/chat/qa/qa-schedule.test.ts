import { describe, expect, it } from "vitest";
import { localWindow } from "../local-time.js";
import { reviseSchedule } from "../qa-answerer.js";
import type { QaNote } from "./qa-note.js";
import { calledOffLater, ordinalSchedule } from "./qa-schedule.js";

const ZONE = "Australia/Sydney";
function note(id: string, text: string, createdAt: string, extra: Partial<QaNote> = {}): QaNote {
  return { id, text, title: text, createdAt, localDate: createdAt.slice(0, 10), domain: null, eventType: null, status: "pending", scheduledFor: null, waitingFor: null, waitingReceived: false, entities: [], card: false, derived: false, ...extra };
}

describe("schedule as the answerer reads it", () => {
  it("takes the day of the month beside a weekday, keeping the time the engine read", () => {
    // Written Thu 3 Sep; the engine read the next Wednesday (9 Sep) at 6pm.
    const recital = note("a", "Sora's piano recital wed 23rd 6pm", "2026-09-03T09:00:00.000Z");
    expect(ordinalSchedule(recital, "2026-09-09T08:00:00.000Z", ZONE)).toBe("2026-09-23T08:00:00.000Z");
    expect(ordinalSchedule(recital, "2026-09-23T08:00:00.000Z", ZONE)).toBeNull();
    expect(ordinalSchedule(note("b", "dentist june 13th", "2026-05-01T00:00:00.000Z"), "2026-06-13", ZONE)).toBeNull();
  });

  it("drops a plan a later note calls off or moves, by the words they share, not by the day", () => {
    const club = note("c", "book club thursday 7:30 at Lynn's", "2026-03-09T12:00:00.000Z");
    const parkrun = note("p", "parkrun + brunch w Rory sat the 9th", "2026-04-28T20:00:00.000Z");
    expect(calledOffLater(club, [note("x", "Lynn says book club is pushed to next week", "2026-03-11T15:00:00.000Z")])).toBe(true);
    expect(calledOffLater(club, [note("y", "Lynn says book club was great", "2026-03-11T15:00:00.000Z")])).toBe(false);
    expect(calledOffLater(parkrun, [note("z", "skipping pottery this sat, clashes w parkrun", "2026-05-06T06:30:00.000Z")])).toBe(false);
  });

  it("revises a window: misread days move in, called-off plans and bookings that completed a task are handled", () => {
    const window = localWindow({ year: 2026, month: 9, day: 21 }, 7, ZONE);
    const recent = [
      note("r", "Sora's piano recital wed 23rd 6pm", "2026-09-03T09:00:00.000Z", { scheduledFor: "2026-09-09T08:00:00.000Z" }),
      note("g", "dog grooming booked sat 26th 10am", "2026-09-15T23:30:00.000Z", { status: "completed", scheduledFor: "2026-09-19T00:00:00.000Z" }),
      note("s", "car service mon 21st, drop off 8am", "2026-09-16T22:15:00.000Z", { scheduledFor: "2026-09-20T22:00:00.000Z" }),
      note("e", "electrician coming tues 22nd", "2026-09-10T00:00:00.000Z", { scheduledFor: "2026-09-22" }),
      note("x", "electrician cancelled, rebooking", "2026-09-12T00:00:00.000Z"),
    ];
    const { drop, add } = reviseSchedule(recent, window, ZONE);
    expect(add.map((n) => [n.id, n.scheduledFor])).toEqual([
      ["r", "2026-09-23T08:00:00.000Z"],
      ["g", "2026-09-26T00:00:00.000Z"],
    ]);
    expect([...drop].sort()).toEqual(["e", "g", "r"]);
  });
});
