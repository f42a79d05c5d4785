import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isTodo, isWaiting } from "./qa-cues.js";
import { namesKindOf } from "./qa-kinds.js";

// Wednesday 18 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 18 };
const note = noteMaker();
const ask = askOn(today);

describe("what is left, when the to-dos name neither the project nor the person in the question's words", () => {
  it("finds the to-dos of a loosely named project by a looser likeness among to-dos only", () => {
    const notes = [note("2026-11-01T10:00", "need to pull the weeds out of the lawn"), note("2026-11-03T10:00", "the neighbours painted their front door"), note("2026-11-05T10:00", "book the dentist")];
    const answer = ask("what's left to do in the garden?", notes);
    expect(texts(answer)).toEqual(["need to pull the weeds out of the lawn"]);
  });

  it("does not take a later note naming the same person as the step done", () => {
    const notes = [note("2026-11-01T10:00", "book Grandad's hearing test"), note("2026-11-04T10:00", "phone Grandad's insurer about the renewal")];
    const answer = ask("anything I need to do for Grandad?", notes, ["Grandad"]);
    expect(texts(answer)).toEqual(["book Grandad's hearing test", "phone Grandad's insurer about the renewal"]);
  });

  it("takes \"ring\" and \"phone\" opening a note as steps of what is left, not \"phone call with…\" elsewhere", () => {
    const notes = [note("2026-11-01T10:00", "ring the landlord about the boiler"), note("2026-11-02T10:00", "phone call with the landlord, all fine")];
    expect(texts(ask("what's left to do for the landlord?", notes))).toEqual(["ring the landlord about the boiler"]);
    expect(isTodo("phone call with the landlord, all fine")).toBe(false);
  });
});

describe("waits and kinds in other words", () => {
  it("hears an application sent in as a wait, and someone else's chasing as theirs", () => {
    expect(isWaiting("put my application in for the team lead post, shortlist next month", null)).toBe(true);
    expect(isWaiting("Owen's still chasing the council about his permit", null)).toBe(false);
  });

  it("names study, a mechanic, an electrician, camping and a car by words of their kind", () => {
    expect(namesKindOf(["uni"], ["essay", "due", "friday"])).toBe(true);
    expect(namesKindOf(["mechanic"], ["hillside", "auto", "rang"])).toBe(true);
    expect(namesKindOf(["electrician"], ["the", "sparky", "came", "round"])).toBe(true);
    expect(namesKindOf(["camping"], ["pitched", "the", "tent", "by", "the", "river"])).toBe(true);
    expect(namesKindOf(["car"], ["picked", "up", "the", "corolla"])).toBe(true);
    expect(namesKindOf(["car"], ["golf", "on", "sunday"])).toBe(false);
  });
});
