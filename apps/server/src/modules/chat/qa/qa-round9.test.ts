import { isClearQuestion } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { aboutSomeoneElse, BEFORE_LEAVING, isDecision } from "./qa-cues.js";
import { findAmounts, spentAmount } from "./money.js";
import { readQuestion } from "./qa-question.js";
import { stem } from "./qa-words.js";
import { expandShorthand } from "./shorthand.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("a terse writer's questions", () => {
  it("writes shorthand out and leaves other words as typed", () => {
    expect(expandShorthand("what did i spend yday")).toBe("what did i spend yesterday");
    expect(expandShorthand("coffee this wk, b4 the move, w/ my flatmate")).toBe("coffee this week, before the move, with my flatmate");
    expect(expandShorthand("how've i been")).toBe("how have i been");
    expect(expandShorthand("sat w/o Wkly")).toBe("sat without weekly");
    expect(expandShorthand("re the wkshop")).toBe("re the wkshop");
    // Words that name an object's built-in properties are words like any other.
    expect(expandShorthand("constructor toString valueOf __proto__ hasOwnProperty")).toBe("constructor toString valueOf __proto__ hasOwnProperty");
  });
  it("takes a question word with a verb run into it as a question", () => {
    expect(isClearQuestion("when's the ute's wof due")).toBe(true);
    expect(isClearQuestion("how've i been this month")).toBe(true);
    expect(isClearQuestion("what've groceries come to")).toBe(true);
    expect(isClearQuestion("whatever, call the bank")).toBe(false);
  });
  it("reads ranges, sums and debts in shorthand and contractions", () => {
    expect(readQuestion("what did i spend yday", today, []).range?.label).toBe("yesterday");
    expect(readQuestion("how much have i blown on coffee this wk", today, [])).toMatchObject({ kind: "sum", topic: ["coffee"] });
    expect(readQuestion("what's ziggy cost me this yr", today, [])).toMatchObject({ kind: "sum", range: { label: expect.stringContaining("year") } });
    expect(readQuestion("what's hemi still owe me", today, [])).toMatchObject({ kind: "person", owedToMe: true, people: ["hemi"] });
    expect(readQuestion("do i owe soph anything", today, [])).toMatchObject({ kind: "person", owes: true, people: ["soph"] });
    expect(readQuestion("how've i been this month, mood wise", today, [])).toMatchObject({ kind: "feeling", topic: [] });
  });
  it("reads a weekend named by what happens in it as that event, not the calendar's", () => {
    const q = readQuestion("what's still to sort for the bach wknd", today, []);
    expect(q.kind).toBe("remaining");
    expect(q.range).toBeNull();
    expect(readQuestion("what did i spend last wknd", today, []).range?.label).toBe("last weekend");
  });
});

describe("a terse writer's notes", () => {
  it("reads a whole figure ending a ledger line as money, not one that counts or dates", () => {
    expect(findAmounts("petrol 77 mobil")).toEqual([{ value: 77, currency: "" }]);
    expect(findAmounts("2 coffees w/ jules 11")).toEqual([{ value: 11, currency: "" }]);
    expect(findAmounts("taupo motel 2 nights 240")).toEqual([{ value: 240, currency: "" }]);
    for (const none of ["easy 3 mile jog", "day 3 of the cleanse", "knackered after 4 nights", "mum's bday 3 nov", "cell 021 448 902", "31 today. cake at mum's", "table for 4", "landlord wants +40/wk", "dentist 12 oct 9am", "shoes ₺1200"]) expect(findAmounts(none)).toEqual([]);
    // A figure with its currency is the note's amount; a bare whole one beside it is not added.
    expect(spentAmount("2 tyres $310")).toEqual({ value: 310, currency: "$" });
  });
  it("keeps dollar codes apart, so a trip's Australian dollars are not the home ones", () => {
    expect(findAmounts("opal topup 40 aud")).toEqual([{ value: 40, currency: "AUD" }]);
    const notes = [
      note("2026-04-02T21:00", "flights to syd 389, booked"),
      note("2026-04-20T08:00", "petrol 70 z"),
      note("2026-05-04T14:00", "opal topup 40 aud"),
      note("2026-05-05T19:30", "dumplings 32 aud"),
      note("2026-05-10T08:00", "petrol 72 z"),
    ];
    const a = ask("what did sydney cost me in aud", notes);
    expect(a.number).toBe(72);
    expect(texts(a)).toEqual(["opal topup 40 aud", "dumplings 32 aud"]);
  });
  it("reads shorthand in a decision and a to-do before leaving", () => {
    expect(isDecision("going w/ the fujitsu, install on the 14th", null)).toBe(true);
    expect(BEFORE_LEAVING.test("get chilly bin + ice b4 we go")).toBe(true);
  });
  it("finds the name a relation goes by when names are typed in lower case", () => {
    const notes = [
      note("2026-03-20T21:00", "my cousin tui got engaged!!"),
      note("2026-04-14T18:00", "tui's moving to brissie in june"),
      note("2026-05-02T09:00", "my cousin got a new car"),
    ];
    expect(texts(ask("what's the latest with my cousin", notes))).toEqual(expect.arrayContaining(["my cousin tui got engaged!!", "tui's moving to brissie in june"]));
  });
  it("counts a lower-case pet name in its spending when the writer uses no capitals", () => {
    const notes = [
      note("2026-02-10T10:00", "ziggy jabs at vet 95", { entities: ["ziggy"] }),
      note("2026-03-04T11:00", "big bag of biscuits for ziggy 89"),
      note("2026-04-10T16:00", "biscuits + milk 7"),
    ];
    expect(ask("what's ziggy cost me this yr", notes, ["ziggy"]).number).toBe(184);
  });
  it("takes a relation's day of the year for no news of theirs", () => {
    expect(aboutSomeoneElse("father's day brunch at the pub")).toBe(false);
    expect(aboutSomeoneElse("landlord says the boiler is fixed")).toBe(true);
  });
});

describe("who one has been seeing", () => {
  const notes = [
    note("2026-04-28T21:00", "drinks w/ raf at the brewery"),
    note("2026-05-02T19:30", "raf came over for the rugby"),
    note("2026-05-06T10:00", "ran into taini at the market"),
    note("2026-05-07T18:00", "call w/ mum, she's all good"),
    note("2026-05-12T13:00", "lunch w/ raf in town"),
  ];
  it("names the one met most often, by the notes of meeting them", () => {
    const a = ask("who have i been seeing a lot lately", notes);
    expect(texts(a)).toEqual(["drinks w/ raf at the brewery", "raf came over for the rugby", "lunch w/ raf in town"]);
  });
  it("names everyone met in a range", () => {
    const a = ask("who did i catch up with this month", notes);
    expect(texts(a)).toEqual(["raf came over for the rugby", "ran into taini at the market", "lunch w/ raf in town"]);
  });
});

describe("notes holding the names of an object's built-in properties", () => {
  it("are read like any other words", () => {
    for (const word of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) expect(typeof stem(word)).toBe("string");
    expect(findAmounts("paid the constructor 200")).toEqual([{ value: 200, currency: "" }]);
  });
});
