import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { othersDoing } from "./others-report.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("what is left: another's doing finishes none of one's own steps", () => {
  it("keeps a step another person did for themselves, and drops one the writer did", () => {
    const notes = [
      note("2026-10-18T14:00", "still have to wrap the hives in black insulation"),
      note("2026-10-22T17:30", "upper entrances need drilling on the hives before the cold"),
      note("2026-10-23T09:00", "Ted already wrapped all his hives"),
      note("2026-10-24T09:00", "drilled the upper entrances on the hives, done"),
    ];
    const answer = ask("What's left to do on the hives before winter?", notes);
    expect(texts(answer)).toEqual(["still have to wrap the hives in black insulation"]);
  });

  it("still lets the person a step names finish it", () => {
    const notes = [
      note("2026-11-18T19:00", "speech: get stories from his college friends, ask Josh"),
      note("2026-11-24T19:00", "Josh sent the camping stories, pure gold"),
      note("2026-11-26T19:00", "speech: print it on cue cards"),
    ];
    const answer = ask("what's left for the best man speech?", notes);
    expect(texts(answer)).toEqual(["speech: print it on cue cards"]);
  });

  it("reads another's doing by its opening, not the writer's own", () => {
    const step = "book the sintra train tickets";
    expect(othersDoing("Catrin sent the sintra palace tickets, £20 each", step)).toBe(true);
    expect(othersDoing("Fon's friend graduated from Chiang Mai University last year", step)).toBe(true);
    expect(othersDoing("Nurul already renewed her APC, show-off", step)).toBe(true);
    // The writer's own reports, capitalised, and one naming the writer.
    expect(othersDoing("Booked the sintra train tickets", step)).toBe(false);
    expect(othersDoing("Already booked the tickets", step)).toBe(false);
    expect(othersDoing("Finally sorted the tickets", step)).toBe(false);
    expect(othersDoing("Catrin and I booked the tickets", step)).toBe(false);
    expect(othersDoing("Catrin sent me the tickets", step)).toBe(false);
    expect(othersDoing("Catrin sent the tickets", "ask Catrin about the sintra tickets")).toBe(false);
  });
});

describe("another's doing: speed", () => {
  it("stays fast on a long near-miss string", () => {
    const text = `Catrin's ${"friend ".repeat(200)}sent`;
    expect(fastestMs(() => othersDoing(text, "book the tickets"))).toBeLessThan(5);
  });
});
