import { describe, expect, it } from "vitest";
import { aboutSomeoneElse, isWaiting } from "./qa-cues.js";
import { tripSpending } from "./qa-episode.js";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { currencyNamed, findAmounts } from "./money.js";
import { readQuestion } from "./qa-question.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("money", () => {
  it("reads the rand by its capital R or its name, and a code a question names", () => {
    expect(findAmounts("R120 for the ferry")).toEqual([{ value: 120, currency: "R" }]);
    expect(findAmounts("bunny chow 85 rand")).toEqual([{ value: 85, currency: "R" }]);
    expect(findAmounts("row 12, seat r 4")).toEqual([]);
    expect(currencyNamed("what did i spend in rand in durban?")).toBe("R");
    expect(currencyNamed("how much did i spend in chf in basel?")).toBe("CHF");
    expect(readQuestion("how much did i spend in chf in basel?", today, []).topic).toEqual(["basel"]);
  });
});

describe("questions", () => {
  it("reads 'set us back' as a sum and its words as no topic", () => {
    const q = readQuestion("what did the Bruges trip set us back?", today, []);
    expect(q.kind).toBe("sum");
    expect(q.topic).toEqual(["trip"]);
    expect(q.people).toEqual(["Bruges"]);
  });
  it("leaves the telling out of a lookup's topic, and reads 'in the end' as a decision", () => {
    expect(readQuestion("what was the gin Oskar recommended?", today, []).topic).toEqual(["gin"]);
    expect(readQuestion("what did the osteopath say?", today, []).topic).toEqual(["osteopath"]);
    expect(readQuestion("did we keep the campervan in the end?", today, []).kind).toBe("decision");
  });
});

describe("cues", () => {
  it("tells someone else's news by the pronoun that follows their name", () => {
    expect(aboutSomeoneElse("Priya is thrilled about her new flat")).toBe(true);
    expect(aboutSomeoneElse("Priya is coming over, I'm thrilled")).toBe(false);
    expect(aboutSomeoneElse("Work is mad this week")).toBe(false);
  });
  it("reads working days as a wait, and someone else's thing not come as their wait", () => {
    expect(isWaiting("sent the tax office my form, 15 working days", null)).toBe(true);
    expect(isWaiting("Oren's residence card still hasn't come", null)).toBe(false);
    expect(isWaiting("Oren's quote still hasn't come", null)).toBe(true);
  });
});

describe("answers", () => {
  it("counts a pet asked by name by its own notes, not by a word spelled like it", () => {
    const notes = [
      note("2026-05-02T10:00", "Pickle the hamster came home with us"),
      note("2026-05-03T10:00", "hamster cage for Pickle £45"),
      note("2026-05-05T10:00", "pickles and crisps for the picnic £6"),
      note("2026-05-07T10:00", "bedding and chew sticks £9"),
    ];
    const a = ask("how much has Pickle cost me this month?", notes);
    expect(a.number).toBe(54);
    expect(texts(a)).not.toContain("pickles and crisps for the picnic £6");
  });
  it("takes a trip booked weeks ahead as the first run of its spending when no landing is noted", () => {
    const notes = [
      note("2026-03-01T20:00", "booked Sintra for the long weekend, train €30"),
      note("2026-03-20T12:00", "new umbrella €15"),
      note("2026-04-10T13:00", "palace tickets €40"),
      note("2026-04-10T20:00", "dinner by the castle €55"),
      note("2026-04-11T10:00", "pastries and coffee €9"),
      note("2026-04-14T10:00", "haircut €25"),
    ];
    const found = tripSpending(["sintra", "trip"], notes, () => true).map((n) => n.text);
    expect(found).toEqual(["booked Sintra for the long weekend, train €30", "palace tickets €40", "dinner by the castle €55", "pastries and coffee €9"]);
  });
  it("reads a list of steps given after a dash, and counts a lesson named only by who it was with", () => {
    const plan = [
      note("2026-05-01T20:00", "street party 30th - need bunting, a gazebo, chairs, a speaker"),
      note("2026-05-03T12:00", "got the bunting"),
      note("2026-05-05T12:00", "borrow Colm's gazebo"),
    ];
    const left = ask("what's still to do for the street party?", plan);
    expect(texts(left)).toContain("street party 30th - need bunting, a gazebo, chairs, a speaker");
    const lessons = [
      note("2026-05-02T17:00", "guitar lesson with Ines, barre chords"),
      note("2026-05-06T17:00", "guitar lesson, finally got the F"),
      note("2026-05-09T17:00", "scales with Ines, fingers sore"),
      note("2026-05-11T17:00", "lunch with Ines's sister"),
      note("2026-04-20T17:00", "first guitar lesson with Ines"),
    ];
    const a = ask("how many guitar lessons did i have this month?", lessons);
    expect(a.number).toBe(3);
  });
  it("answers when a plan is with the later move that names it only as 'it'", () => {
    const notes = [
      note("2026-05-02T10:00", "chimney sweep booked for May 20, morning"),
      note("2026-05-06T10:00", "sweep's office rang, moved it to May 27"),
    ];
    expect(texts(ask("when is the chimney sweep?", notes))).toEqual(["sweep's office rang, moved it to May 27", "chimney sweep booked for May 20, morning"]);
    const other = [...notes.slice(0, 1), note("2026-05-04T10:00", "dentist on May 22"), note("2026-05-06T10:00", "rang back, moved it to the 29th")];
    expect(texts(ask("when is the chimney sweep?", other))).toEqual(["chimney sweep booked for May 20, morning"]);
  });
  it("leaves another room's spending out of a room's project", () => {
    const notes = [note("2026-05-02T10:00", "bathroom tiles £220"), note("2026-05-03T10:00", "kitchen tap £60"), note("2026-05-04T10:00", "grout and sealant for the bathroom £18")];
    expect(ask("how much has the bathroom cost this month?", notes).number).toBe(238);
  });
  it("answers a lookup about one's parents' things from a note on mum's", () => {
    const notes = [note("2026-04-02T10:00", "mum's alarm code is 4471"), note("2026-04-20T10:00", "changed our alarm code, new one in the drawer")];
    expect(texts(ask("what's the alarm code at my parents'?", notes))).toEqual(["mum's alarm code is 4471"]);
  });
});
