import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { aboutSomeoneElse } from "./qa-cues.js";
import { readQuestion } from "./qa-question.js";

// Saturday 10 October 2026.
const today = { year: 2026, month: 10, day: 10 };
const ask = askOn(today);
const note = noteMaker();

describe("questions about people, in the words couples and news use", () => {
  it("answers what someone owes us as what they owe me: a loan less what came back", () => {
    const notes = [
      note("2026-05-08T10:00", "lent Brett $1,500 for the ute's gearbox", { entities: ["Brett"] }),
      note("2026-06-20T10:00", "Brett paid us back $500", { entities: ["Brett"] }),
      note("2026-08-10T10:00", "Brett transferred another $300, good lad", { entities: ["Brett"] }),
    ];
    const answer = ask("how much does Brett still owe us?", notes, ["Brett"]);
    expect(answer.number).toBe(700);
    expect(texts(answer)).toHaveLength(3);
  });

  it("reads the frame of a question after someone's news as no topic", () => {
    for (const q of ["what's going on with Noreen?", "what's new with Noreen?", "what's Noreen been up to?"]) {
      const read = readQuestion(q, today, ["Noreen"]);
      expect(read.kind).toBe("person");
      expect(read.topic).toEqual([]);
      expect(read.people).toEqual(["Noreen"]);
    }
    const notes = [
      note("2026-09-30T10:00", "Noreen's hip op is set down for the 14th", { entities: ["Noreen"] }),
      note("2026-10-05T10:00", "Noreen rang, Clive's selling their van, she's heartbroken", { entities: ["Noreen", "Clive"] }),
    ];
    expect(texts(ask("what's going on with Noreen?", notes, ["Noreen", "Clive"])).sort()).toEqual(notes.map((n) => n.text).sort());
  });

  it("counts \"Tegan and I …\" and \"me and Tegan\" as time together", () => {
    const notes = [
      note("2026-09-18T09:00", "coffee with Tegan before her shift", { entities: ["Tegan"] }),
      note("2026-09-30T09:00", "Tegan and I did the stairs at the park", { entities: ["Tegan"] }),
      note("2026-10-03T09:00", "me and Tegan walked the dog round the lake", { entities: ["Tegan"] }),
      note("2026-10-04T09:00", "Tegan and Marcus are off to Bali", { entities: ["Tegan", "Marcus"] }),
    ];
    expect(ask("how many times have I caught up with Tegan since September?", notes, ["Tegan", "Marcus"]).number).toBe(3);
  });

  it("takes a named person opening a note with a feeling for their feeling, not the writer's", () => {
    expect(aboutSomeoneElse("Des grumpy about the footy result", ["Des"])).toBe(true);
    expect(aboutSomeoneElse("Mia is so excited for camp", ["Mia"])).toBe(true);
    expect(aboutSomeoneElse("Des fixed the gate, I'm thrilled", ["Des"])).toBe(false);
    const notes = [note("2026-10-05T10:00", "a bit flat today, missing Mum"), note("2026-10-07T10:00", "Des grumpy about the footy result", { entities: ["Des"] })];
    expect(texts(ask("how have I been feeling this month?", notes, ["Des"]))).toEqual(["a bit flat today, missing Mum"]);
  });
});
