import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { initialsIn, phrasesByInitials } from "./acronyms.js";
import { readQuestion } from "./qa-question.js";

// Sunday 4 October 2026.
const today = { year: 2026, month: 10, day: 4 };
const ask = askOn(today);
const note = noteMaker();

describe("a name and its initials", () => {
  it("reads capitalised names by their initials, with and without small words, from any capital on", () => {
    const found = phrasesByInitials("drove for Meals on Wheels");
    expect(found.get("mow")).toEqual(["meals", "on", "wheels"]);
    expect(found.get("mw")).toEqual(["meals", "on", "wheels"]);
    expect(phrasesByInitials("Drove for Meals on Wheels").get("mow")).toEqual(["meals", "on", "wheels"]);
    expect(phrasesByInitials("the Surf Life Saving Club").get("slsc")).toEqual(["surf", "life", "saving", "club"]);
  });

  it("takes as initials only words written with two capitals or more", () => {
    expect(initialsIn("MoW run done, then the SLSC bbq")).toEqual(["mow", "slsc"]);
    expect(initialsIn("took a cab to Mow Road")).toEqual([]);
  });

  it("counts the hours of notes that name the body by its initials, and answers a question asked by them", () => {
    const notes = [
      note("2026-09-03T13:10", "MoW run done, 3 hours, hot as anything"),
      note("2026-09-17T12:40", "drove for Meals on Wheels, two and a half hours", { entities: ["Meals"] }),
      note("2026-09-20T12:40", "mowed the lawn, 2 hours"),
    ];
    const asked = ask("how many hours did I volunteer at Meals on Wheels in September?", notes, ["Meals"]);
    expect(asked.number).toBe(5.5);
    expect(texts(ask("how many hours at MoW in September?", notes, ["Meals"])).sort()).toEqual(texts(asked).sort());
  });

  it("finds initials typed in lower case as a word of their own", () => {
    const notes = [note("2026-09-03T10:00", "saw the gp about my ankle"), note("2026-09-10T10:00", "gps ran out of battery on the hike")];
    expect(texts(ask("when did I last see the GP?", notes))).toEqual(["saw the gp about my ankle"]);
  });

  it("stays linear on long runs of capitals, which a rule that backtracks would take seconds over", () => {
    // A loose bound, as in the classifier's adversarial test: quadratic costs about 4 s at this length, linear 1 ms.
    for (const text of ["AB".repeat(25_000), "A".repeat(50_000), "Aa ".repeat(17_000), "Meals on Wheels ".repeat(3_000)]) {
      const started = performance.now();
      phrasesByInitials(text);
      initialsIn(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it("does not take a word of a body's name for a person the notes named by mistake", () => {
    expect(readQuestion("how many hours did I volunteer at Meals on Wheels?", today, ["Meals", "Kev"]).people).toEqual([]);
  });
});
