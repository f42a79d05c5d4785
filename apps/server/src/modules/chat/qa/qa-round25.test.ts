import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { NOT_YET } from "./answers/open-items-answers.js";
import { describedByName, readQuestion } from "./qa-question.js";
import { stem } from "./qa-words.js";

// Tuesday 1 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 1 };
const note = noteMaker();
const ask = askOn(today);

describe("the name of the one who did something", () => {
  it("reads 'the name of the <noun> who…' as a name asked, the noun left out of the topic", () => {
    const q = readQuestion("what was the name of the guy who fixed the boiler?", today, []);
    expect(q.nameOf).toBe(true);
    expect(q.topic).toEqual(["fixed", "boiler"]);
    expect(q.head).toBeNull();
    // No relative "who": a thing is asked for, as before.
    expect(readQuestion("what was the name of the restaurant we ate at in Leeds?", today, []).nameOf).toBe(false);
    expect(readQuestion("what's the name of the road that floods?", today, []).nameOf).toBe(false);
    expect(readQuestion("who fixed the boiler?", today, []).nameOf ?? false).toBe(false);
  });

  it("answers with the best match naming someone and that person's other matches, not a match naming no one", () => {
    const notes = [
      note("2026-11-02T08:00", "boiler making that banging noise again"),
      note("2026-11-03T14:00", "Kofi from Brixton came out, new valve on the boiler, heating back", { entities: ["Kofi"] }),
      note("2026-11-06T19:00", "paid Kofi cash for the boiler job", { entities: ["Kofi"] }),
      note("2026-11-09T19:00", "Mum's boiler is older than I am", { entities: [] }),
    ];
    expect(texts(ask("what was the name of the guy who fixed the boiler?", notes))).toEqual([
      "Kofi from Brixton came out, new valve on the boiler, heating back",
      "paid Kofi cash for the boiler job",
    ]);
  });

  it("takes a titled name ('Dr. Ames') as someone named, beside the person the question names", () => {
    const notes = [
      note("2026-10-10T02:00", "Dr. Ames came out at 2am for Rosie, a breech calf", { entities: ["Rosie"] }),
      note("2026-10-10T09:00", "Rosie and the calf both up by breakfast", { entities: ["Rosie"] }),
    ];
    expect(texts(ask("what was the name of the vet who came out at night for Rosie?", notes, ["Rosie"]))).toEqual(["Dr. Ames came out at 2am for Rosie, a breech calf"]);
  });
});

describe("a person described around a name", () => {
  it("takes the name inside a description, not the description, as the person", () => {
    expect(describedByName("new people at the Bixby place")).toBe(true);
    expect(describedByName("Jolene")).toBe(false);
    expect(describedByName("sister")).toBe(false);
    expect(describedByName("Aunt Rose")).toBe(false);
    const q = readQuestion("what do I know about the new people at the Bixby place?", today, []);
    expect(q.kind).toBe("person");
    expect(q.people).toEqual(["Bixby"]);
    expect(readQuestion("what do I know about Nils?", today, []).people).toEqual(["Nils"]);
  });
});

describe("a causative's act in 'when did I last'", () => {
  it("reads the past form ending 'get the X <done>' as the act, not a thing ending it", () => {
    expect(readQuestion("when did we last get the chimney swept?", today, []).act).toBe("swept");
    expect(readQuestion("when did I last have the car serviced?", today, []).act).toBe("serviced");
    expect(readQuestion("when did I last get the car keys?", today, []).act ?? null).toBeNull();
    expect(readQuestion("when did I last see the dentist?", today, []).act ?? null).toBeNull();
    expect(stem("swept")).toBe(stem("sweep"));
  });

  it("answers with the note telling the act over a newer one naming only the thing", () => {
    const notes = [
      note("2026-10-20T19:00", "the sweep came, flue full of soot"),
      note("2026-11-11T19:00", "chimney fire on the next street, three engines"),
    ];
    expect(texts(ask("when did we last get the chimney swept?", notes))).toEqual(["the sweep came, flue full of soot"]);
  });
});

describe("what is left, told as progress", () => {
  it("reads 'not done yet' and 'still isn't' as undone, not 'done' or 'not bad'", () => {
    expect(NOT_YET.test("flashing round the flue not done yet")).toBe(true);
    expect(NOT_YET.test("the fan still isn't wired in")).toBe(true);
    expect(NOT_YET.test("flashing done, looks tidy")).toBe(false);
    expect(NOT_YET.test("not bad for a first coat")).toBe(false);
  });

  it("keeps a step said undone beside one still needed", () => {
    const notes = [
      note("2026-09-20T19:00", "still need the ridge tiles for the shed roof"),
      note("2026-10-01T19:00", "gutter on the shed roof not done yet, ladder's too short"),
    ];
    expect(texts(ask("what's left to do on the shed roof?", notes))).toEqual([
      "still need the ridge tiles for the shed roof",
      "gutter on the shed roof not done yet, ladder's too short",
    ]);
  });
});
