import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { mustDo, noteDay, onProjectDay } from "./project-day-56.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("what is left: a to-do set for the project's own day", () => {
  it("adds a to-do for the day of the project, read from the note's text, and no other to-do", () => {
    const notes = [
      note("2026-11-10T18:00", "charity bake sale at St Jude's on 12 December, I'm running the cake stall"),
      note("2026-11-20T09:00", "need to print price tags for the cake stall"),
      note("2026-11-24T19:30", "borrow three trestle tables from Mr Okafor for the 12th"),
      note("2026-11-25T08:00", "need to get the car serviced"),
      note("2026-11-26T08:00", "call the plumber about the boiler for the 20th"),
    ];
    const answer = ask("what's still left to do for the bake sale?", notes);
    expect(texts(answer)).toEqual(["need to print price tags for the cake stall", "borrow three trestle tables from Mr Okafor for the 12th"]);
  });

  it("reads a day the classifier did not store, and a must ahead of a done", () => {
    const notes = [
      note("2026-11-02T10:00", "passport interview at the consulate booked for December 14"),
      note("2026-11-05T10:00", "birth certificate translation came back, looks fine"),
      note("2026-11-16T10:00", "must get the bank letter done before the 14th"),
      note("2026-11-18T10:00", "must fix the gate latch before winter"),
    ];
    const answer = ask("what's left for the passport interview?", notes);
    expect(texts(answer)).toEqual(["must get the bank letter done before the 14th"]);
  });

  it("leaves a to-do of another plan that day, a done report, and a day already past", () => {
    const notes = [
      note("2026-11-01T18:00", "pay the window cleaner on 12 December"),
      note("2026-11-10T18:00", "choir concert on 12 December at the town hall", { scheduledFor: "2026-12-12" }),
      note("2026-11-11T18:00", "Ana's birthday dinner on the 12th", { scheduledFor: "2026-12-12" }),
      note("2026-11-20T18:00", "book the table for Ana's birthday dinner for the 12th", { scheduledFor: "2026-12-12" }),
      note("2026-11-21T18:00", "booked the minibus for the 12th"),
      note("2026-12-13T18:00", "need to return the folding chairs by the 12th"),
      note("2026-11-22T18:00", "iron the black shirt for the 12th"),
    ];
    const answer = ask("what's left for the choir concert?", notes);
    expect(texts(answer)).toEqual(["iron the black shirt for the 12th"]);
  });

  it("reads a note's day and a must by their words", () => {
    expect(noteDay(note("2026-12-01T09:00", "book the hall for the 15th"), "UTC")).toBe("2026-12-15");
    expect(noteDay(note("2026-12-01T09:00", "book the hall"), "UTC")).toBeNull();
    expect(noteDay(note("2026-12-01T09:00", "book the hall", { scheduledFor: "2026-12-15T08:00:00.000Z" }), "UTC")).toBe("2026-12-15");
    expect(mustDo("must get the health check done")).toBe(true);
    expect(mustDo("I must print the forms")).toBe(true);
    expect(mustDo("must have left it at the office")).toBe(false);
    expect(mustDo("the forms must be in by friday, done")).toBe(false);
  });
});

describe("a to-do on the project's day: speed", () => {
  it("stays fast on long near-miss strings", () => {
    const long = note("2026-12-01T09:00", `book the hall ${"for the fair and the tables ".repeat(50)}on the 15`);
    expect(fastestMs(() => noteDay(long, "UTC"))).toBeLessThan(5);
    const project = [note("2026-11-20T09:00", "science fair on 15 December")];
    // Hundreds of open to-dos with figures, one set for the fair's day, and hundreds of notes with a stored day.
    const todos = Array.from({ length: 300 }, (_, i) => note("2026-11-25T09:00", i === 15 ? "book the hall for the 15th" : `need to sort the ${i} thing ${"with words ".repeat(5)}soon`));
    const dated = Array.from({ length: 500 }, (_, i) => note("2026-11-21T09:00", `dentist ${i} at 9`, { scheduledFor: `2026-12-${String(1 + (i % 28)).padStart(2, "0")}T09:00:00.000Z` }));
    const notes = [...project, ...todos, ...dated];
    expect(onProjectDay(project, todos, notes, ["fair"], "UTC").map((n) => n.text)).toEqual([todos[15]!.text]);
    expect(fastestMs(() => onProjectDay(project, todos, notes, ["fair"], "UTC"))).toBeLessThan(5);
  });
});
