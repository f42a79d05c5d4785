import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

describe("entities, twenty-seventh session: a capital after 'to' that is handed something, owed it, or married", () => {
  it("reads the one a thing goes to for review or sign-off as a person", () => {
    expect(extractEntities("steerco deck gone to Pradeep for review")).toEqual(["Pradeep"]);
    // A place after "to" stays a place.
    expect(extractEntities("deck gone to Lisbon for the conference")).toEqual([]);
  });

  it("reads the one a thing is due to by a day, and a spouse, as a person", () => {
    expect(extractEntities("the quiz results are due to Priya by the 30th")).toEqual(["Priya"]);
    expect(extractEntities("ten years married to Efua, dinner at Buka to mark it")).toEqual(["Efua"]);
    expect(extractEntities("flights due to Lisbon on the 3rd")).toEqual([]);
  });

  it("reads Ghanaian and Hindi 'Maa' as a mother, not a name", () => {
    expect(extractEntities("Maa's lab results not out yet")).toEqual([]);
  });
});

describe("entities, twenty-seventh session: names at a sentence's start, and notes to people", () => {
  it("reads the one a voice note goes to as a person", () => {
    expect(extractEntities("voice note to Odhiambo about dates for the dowry visit")).toEqual(["Odhiambo"]);
  });

  it("reads a name that books, signs or answers, or comes with the kids, as a person", () => {
    expect(extractEntities("Rose booked the hall for the party")).toEqual(["Rose"]);
    expect(extractEntities("Teodor only answers email before lunch")).toEqual(["Teodor"]);
    expect(extractEntities("Themba and the kids will come to us")).toEqual(["Themba"]);
    // A thing booked is no person.
    expect(extractEntities("Flights booked for June")).toEqual([]);
  });
});

describe("entities, twenty-seventh session: a household named by its surname", () => {
  it("reads 'the Patterson family' as the Pattersons' name", () => {
    expect(extractEntities("sort the hot water in the byre before the Patterson family arrive on the 1st")).toEqual(["Patterson"]);
    // A job named after a surname or a suburb stays unread: the two look alike.
    expect(extractEntities("invoice the Beaumont job, $2,340 incl GST")).toEqual([]);
    expect(extractEntities("the Royal family")).toEqual([]);
  });
});

describe("entities, twenty-seventh session: people shouted at, asked for a reference, or putting things on", () => {
  it("reads the one screamed at, the one a reference is from, and a name that put new things on as people", () => {
    expect(extractEntities("she came back screaming at Ebere")).toEqual(["Ebere"]);
    expect(extractEntities("need a reference from Dunphy for the letting agent")).toEqual(["Dunphy"]);
    expect(extractEntities("Finbarr put two new tyres on the Yaris")).toEqual(["Finbarr"]);
    // A place one shouts at the telly from, or a shop's price cut, is no person.
    expect(extractEntities("shouting at the telly again")).toEqual([]);
  });
});
