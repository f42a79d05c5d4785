import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { activityNamed } from "./activities.js";
import { currencyNamed, findAmounts, spentAmount } from "./money.js";
import { isReceived } from "./money-in.js";
import { readQuestion } from "./qa-question.js";
import { notOwnOccurrence, notYetSpent, othersSpending } from "./spending-filters.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC. Wording here is not that of any eval set.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("ringgit and country dollars", () => {
  it("reads the ringgit's sign, code and name", () => {
    expect(findAmounts("satay stall in Melaka, RM 24")).toEqual([{ value: 24, currency: "MYR" }]);
    expect(findAmounts("bus to Ipoh 45 MYR")).toEqual([{ value: 45, currency: "MYR" }]);
    expect(findAmounts("room 12 on the left")).toEqual([]);
    expect(currencyNamed("how much did i spend in ringgit")).toBe("MYR");
  });
  it("reads a price, a rate or a gift in S$ or US$ as no spending", () => {
    expect(spentAmount("the rice cooker at the mall is S$159")).toBeNull();
    expect(spentAmount("co-working desk, S$35 a day")).toBeNull();
    expect(notYetSpent("new speakers, about US$200")).toBe(true);
    expect(isReceived("Auntie gave us S$200 towards the new fridge")).toBe(true);
    expect(isReceived("Priya PayNow-ed me S$30 for the tickets")).toBe(true);
    expect(isReceived("paid Priya S$30 for the tickets")).toBe(false);
  });
  it("reads what the employer or a client paid as no spending of the writer's", () => {
    expect(spentAmount("hotel in Jakarta is on the company, US$310")).toBeNull();
    expect(spentAmount("the client covered dinner, S$240")).toBeNull();
    expect(spentAmount("hotel in Jakarta, US$310")).not.toBeNull();
  });
  it("reads a salary the writer paid as spending, one received as none", () => {
    expect(spentAmount("paid Maricel her March salary, S$700")).toEqual({ value: 700, currency: "SGD" });
    expect(spentAmount("salary came in, S$5,200")).toBeNull();
  });
});

describe("two-word names", () => {
  it("reads a two-word name opening the note as another's spending or doing", () => {
    expect(othersSpending("Siew Lan took a taxi to the clinic, S$22", [])).toBe(true);
    expect(othersSpending("Wei Jie sent his sister S$100", [])).toBe(true);
    expect(othersSpending("Wei Jie sent his sister S$100", ["Wei Jie"])).toBe(false);
    expect(notOwnOccurrence("Siew Lan's yoga class ran late", [])).toBe(true);
    expect(othersSpending("Finally bought the rice cooker, S$89", [])).toBe(false);
  });
});

describe("categories", () => {
  it("adds up food told by its dishes, not another's meal or other things", () => {
    const notes = [
      note("2026-05-11T12:30", "laksa at the food court, S$6.50"),
      note("2026-05-12T13:00", "kopi and kaya toast, S$4.20"),
      note("2026-05-12T19:00", "Zhi Hao paid for the steamboat, S$60"),
      note("2026-05-13T18:00", "haircut at the mall, S$18"),
    ];
    const answer = ask("how much did I spend on food this week?", notes);
    expect(answer.number).toBe(10.7);
  });
  it("lets food yield to a narrower category named beside it", () => {
    const notes = [
      note("2026-05-05T10:00", "kibble and a bag of treats for the cat, S$42"),
      note("2026-05-06T19:00", "dinner at the noodle bar, S$16"),
    ];
    expect(ask("how much did I spend on cat food this month?", notes).number).toBe(42);
  });
  it("reads transit cards and rides as transport", () => {
    const notes = [
      note("2026-05-04T08:00", "topped up the EZ-Link, S$20"),
      note("2026-05-06T23:00", "GrabCar home from the airport, S$31"),
      note("2026-05-08T23:00", "Siew Lan took a taxi home, S$15"),
    ];
    expect(ask("how much did I spend on transport this month?", notes).number).toBe(51);
  });
});

describe("counted activities", () => {
  it("counts rides with their fares, not another's ride, and takes the brand for no person", () => {
    const q = readQuestion("how many times did I take an Uber this month?", today, []);
    expect(q.people).toEqual([]);
    const notes = [
      note("2026-05-02T08:00", "Uber to the dentist, S$14"),
      note("2026-05-05T22:00", "Uber back from the concert"),
      note("2026-05-07T09:00", "Siew Lan's Uber to work, S$12"),
      note("2026-05-09T09:00", "bus to work, slow as ever"),
    ];
    expect(ask("how many times did I take an Uber this month?", notes).number).toBe(2);
  });
  it("reads a racket sport by its shuttle, and no sport the classifier took for a name is a person", () => {
    expect(activityNamed("how many badminton games did I play")).not.toBeNull();
    const notes = [
      note("2026-05-04T21:00", "badminton at the sports hall, lost twice"),
      note("2026-05-11T21:00", "hit shuttles for an hour with the club"),
      note("2026-05-12T21:00", "need new grips for badminton"),
    ];
    expect(ask("how many badminton games did I play this month?", notes, ["badminton"]).number).toBe(2);
  });
  it("counts visits to one's parents, not their calls or a plan", () => {
    const notes = [
      note("2026-03-01T12:00", "lunch at Mum and Dad's, Mum made curry"),
      note("2026-03-20T20:00", "Dad rang, says the car won't start"),
      note("2026-04-12T12:00", "went round to see Mum, fixed her tablet"),
      note("2026-05-10T12:00", "planning to drive over to Mum's at the end of the month"),
    ];
    const answer = ask("how many times did I visit my parents this year?", notes);
    expect(texts(answer)).toEqual(["lunch at Mum and Dad's, Mum made curry", "went round to see Mum, fixed her tablet"]);
  });
});
