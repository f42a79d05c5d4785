import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { speakerAsked } from "./answers/advice-answer.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("a professional asked in two words, a field and a title", () => {
  it("answers what the eye doctor said with every telling of the doctor seen, the later one not naming the eye", () => {
    const notes = [
      note("2026-11-02T10:00", "eye clinic: Dr Okafor says the floaters in my left eye are harmless, come back if there are flashes"),
      note("2026-11-02T10:20", "Dr Okafor also said to wear the sunglasses on bright days and no rubbing"),
      note("2026-11-09T18:00", "bought new reading glasses at the market"),
    ];
    const answer = ask("what did the eye doctor say about my floaters?", notes);
    expect(texts(answer)).toEqual([
      "eye clinic: Dr Okafor says the floaters in my left eye are harmless, come back if there are flashes",
      "Dr Okafor also said to wear the sunglasses on bright days and no rubbing",
    ]);
  });

  it("reads a title after its field as the title, and a health visitor as a visitor of that kind", () => {
    expect(speakerAsked(["skin", "doctor"])).toBe("doctor");
    expect(speakerAsked(["heart", "specialist"])).toBe("specialist");
    expect(speakerAsked(["health", "visitor"])).toBe("visitor");
    expect(speakerAsked(["doctor"])).toBe("doctor");
    expect(speakerAsked(["visitor"])).toBeNull();
    expect(speakerAsked(["nurse", "doctor"])).toBeNull();
    expect(speakerAsked(["skin", "cream"])).toBeNull();
  });
});
