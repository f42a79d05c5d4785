import { describe, expect, it } from "vitest";
import { noteMaker, texts } from "../testing/qa-notes.js";
import { composeAnswer } from "./qa-compose.js";
import type { QaNote } from "./qa-note.js";
import { readQuestion } from "./qa-question.js";
import { withRoleNames } from "./role-person-63.js";

// Friday 27 November 2026; notes are written as [ISO local time, text].
const note = noteMaker();
const ask = (question: string, notes: QaNote[]) =>
  composeAnswer(readQuestion(question, { year: 2026, month: 11, day: 27 }, []), notes, { timeZone: "Pacific/Auckland", searched: `${notes.length} notes` });

describe("a person asked by the role the notes name them with", () => {
  const notes = [
    note("2026-09-01T07:30", "Hemi Walker is our new supervisor on site, strict about the hard hats"),
    note("2026-09-14T16:10", "Hemi signed off my timesheet early for once"),
    note("2026-10-02T12:00", "rain all day, the trench flooded again"),
    note("2026-10-20T09:00", "Tyson's vet is Mr Rahman at the High Street surgery"),
    note("2026-11-03T18:00", "Rahman rang, Tyson's bloods came back clear"),
  ];

  it("answers 'who is my supervisor' with every note about the person named so", () => {
    expect(texts(ask("who is my supervisor?", notes))).toEqual(expect.arrayContaining(["Hemi signed off my timesheet early for once"]));
  });

  it("reads 'the vet' as the person the notes call the vet", () => {
    const q = withRoleNames(readQuestion("what's the vet's name?", { year: 2026, month: 11, day: 27 }, []), notes);
    expect(q.people).toEqual(["Rahman"]);
    expect(q.topic).not.toContain("vet");
  });

  it("keeps a role no note ties to a name as a topic word", () => {
    const plain = [note("2026-11-10T10:00", "the plumber came to fix the sink, Tuesday again next week")];
    const q = readQuestion("what did the plumber say?", { year: 2026, month: 11, day: 27 }, []);
    expect(withRoleNames(q, plain)).toBe(q);
  });

  it("takes no capitalised opening word for a name", () => {
    const plain = [note("2026-11-10T10:00", "Called the dentist to move the cleaning")];
    const q = readQuestion("when is my dentist appointment?", { year: 2026, month: 11, day: 27 }, []);
    expect(withRoleNames(q, plain).people).toEqual(q.people);
  });
});
