import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { daysSinceLast } from "./answers/days-since.js";
import { asAsked } from "./money.js";
import { readQuestion } from "./qa-question.js";
import { othersSpending } from "./spending-filters.js";
import { toldCount } from "./told-count.js";

// Wednesday 2 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 2 };
const note = noteMaker();
const ask = askOn(today);

describe("days since the thing was last done", () => {
  it("reads 'how many days since I last…' as a span to today, not a count since an event", () => {
    const q = readQuestion("how many days since I last went swimming?", today, []);
    expect(q.sinceLast).toEqual(today);
    expect(q.kind).toBe("count");
    expect(readQuestion("how many days since I last called my aunt?", today, []).sinceLastWords).toEqual(["called", "aunt"]);
    expect(readQuestion("how many days since I last called my aunt?", today, []).sinceThings).toEqual(["aunt"]);
    expect(readQuestion("how many lessons have I had since I started the course?", today, []).sinceLast).toBeNull();
    expect(readQuestion("how many days did I swim since October?", today, []).sinceLast).toBeNull();
  });

  it("counts from the newest time done, not a miss, a plan, another's time or a near spelling", () => {
    const notes = [
      note("2026-11-10T07:00", "swam 40 lengths at the lido before work"),
      note("2026-11-20T07:00", "swimming at the lido, cold but lovely"),
      note("2026-11-24T19:00", "no swimming, the pool was shut"),
      note("2026-11-26T19:00", "Marta went swimming with her club"),
      note("2026-11-28T19:00", "should get back in the pool tomorrow"),
      note("2026-11-30T19:00", "winning at cards all evening"),
    ];
    const answer = ask("how many days since I last went swimming?", notes);
    expect(answer.number).toBe(12);
    expect(texts(answer)).toEqual(["swimming at the lido, cold but lovely"]);
  });

  it("takes the one the clause names as the doer, and a month named elsewhere as another day", () => {
    const notes = [
      note("2026-10-05T12:00", "vet appointment for Biscuit, jabs done"),
      note("2026-10-20T12:00", "Rosa took her cat to our vet"),
      note("2026-11-01T12:00", "vet reminder: Biscuit's booster comes up in April"),
    ];
    const answer = ask("how many days since Biscuit last went to the vet?", notes);
    expect(answer.number).toBe(58);
    expect(texts(answer)).toEqual(["vet appointment for Biscuit, jabs done"]);
  });

  it("gives way to the count since the event when no note names every thing after the verb", () => {
    const notes = [note("2026-11-20T12:00", "copied the photos onto the backup drive"), note("2026-11-25T12:00", "packed the hard case for the trip")];
    const q = readQuestion("how many days since I last backed up the hard drive?", today, []);
    expect(daysSinceLast(q, notes, { timeZone: "UTC", searched: "2 notes" }, today)).toBeNull();
  });
});

describe("dollars asked of one whose own money is not dollars", () => {
  it("meets 'USD 40' and '25 dollars' alike, and leaves US$ apart where '$' is the writer's own", () => {
    const pesos = ["350 pesos at the market", "USD 40 for the taxi"];
    expect(asAsked("$", pesos)({ value: 40, currency: "US$" }).currency).toBe("$");
    expect(asAsked("$", ["$30 of groceries", "US$50 on a souvenir"])({ value: 50, currency: "US$" }).currency).toBe("US$");
    expect(asAsked("€", pesos)({ value: 40, currency: "US$" }).currency).toBe("US$");
    const notes = [
      note("2026-10-01T12:00", "flight to Chicago, 6,200 pesos"),
      note("2026-10-02T12:00", "taxi from O'Hare into Chicago, USD 40"),
      note("2026-10-03T12:00", "deep dish lunch in Chicago, 25 dollars"),
      note("2026-10-04T12:00", "Dr. Ruiz paid for the table, 80 dollars"),
    ];
    const answer = ask("how much did I spend in dollars in Chicago?", notes);
    expect(answer.number).toBe(65);
  });

  it("reads a buyer behind a title as another's spending, not an adverb or an errand", () => {
    expect(othersSpending("Dr. Ruiz paid for the table, 80 dollars", [])).toBe(true);
    expect(othersSpending("Mrs Okafor bought the wine, €30", [])).toBe(true);
    expect(othersSpending("Finally paid the dentist, €60", [])).toBe(false);
    expect(othersSpending("Dr appointment paid, €40", [])).toBe(false);
  });
});

describe("a count a note tells by number", () => {
  it("reads 'three new clients', 'a couple of', 'twice' and 'sessions' for times, not a target or a figure after", () => {
    expect(toldCount("three new clients this week, all referrals", "clients")).toBe(3);
    expect(toldCount("a couple of new clients today from the market", "clients")).toBe(2);
    expect(toldCount("one new client, a florist", "clients")).toBe(1);
    expect(toldCount("to the pool twice this week", "times")).toBe(2);
    expect(toldCount("only a couple of sessions at the climbing wall", "times")).toBe(2);
    expect(toldCount("we need 20 new clients a month", "clients")).toBeNull();
    expect(toldCount("client meeting in room 3", "clients")).toBeNull();
    expect(toldCount("three coffees and a long chat", "times")).toBeNull();
  });

  it("reads the plural counted, or times, not a unit that measures", () => {
    expect(readQuestion("how many new clients did I see in November?", today, []).counted).toBe("clients");
    expect(readQuestion("how many times did I see the physio?", today, []).counted).toBe("times");
    expect(readQuestion("how many days did I take off?", today, []).counted).toBeNull();
  });

  it("adds up what each note tells", () => {
    const notes = [
      note("2026-11-03T19:00", "a couple of new clients today from the market stall"),
      note("2026-11-12T19:00", "three new clients this week, all sent by the bakery"),
      note("2026-11-20T19:00", "one new client, a florist on the corner"),
      note("2026-10-20T19:00", "four new clients in October"),
    ];
    expect(ask("how many new clients did I get in November?", notes).number).toBe(6);
  });
});

describe("a weekday in the plural", () => {
  it("is no person and no topic, and keeps the answer to notes of that day", () => {
    const q = readQuestion("how many hours did I work on Saturdays in October?", today, []);
    expect(q.people).toEqual([]);
    expect(q.weekday).toBe(5);
    expect(readQuestion("how many hours did I work on Saturday?", today, []).weekday).toBeNull();
    const notes = [
      note("2026-10-03T15:00", "Saturday at the stall, 5 hours"),
      note("2026-10-18T10:00", "long Saturday yesterday, 6 hours on my feet"),
      note("2026-10-14T20:00", "Wednesday was 9 hours straight"),
    ];
    const answer = ask("how many hours did I work on Saturdays in October?", notes);
    expect(answer.number).toBe(11);
    expect(texts(answer)).toEqual(["Saturday at the stall, 5 hours", "long Saturday yesterday, 6 hours on my feet"]);
  });
});

describe("visits and meetings of one's own", () => {
  it("counts someone coming over by the visits, not the calls", () => {
    const notes = [
      note("2026-11-02T19:00", "my aunt came for lunch and stayed till six"),
      note("2026-11-10T19:00", "my aunt phoned about Christmas plans"),
      note("2026-11-20T19:00", "my aunt came over with a cake"),
    ];
    const answer = ask("how many times did my aunt come over in November?", notes);
    expect(answer.number).toBe(2);
    expect(texts(answer)).not.toContain("my aunt phoned about Christmas plans");
  });

  it("leaves out another's meeting, not one who met the writer", () => {
    const notes = [
      note("2026-02-07T19:00", "met a potter, Ines, at the craft fair", { entities: ["Ines"] }),
      note("2026-02-07T20:00", "Tomas met his old teacher at the craft fair", { entities: ["Tomas"] }),
      note("2026-02-08T12:00", "Sam met us at the craft fair gate", { entities: ["Sam"] }),
    ];
    const answer = ask("who did I meet at the craft fair?", notes);
    expect(texts(answer)).toContain("met a potter, Ines, at the craft fair");
    expect(texts(answer)).toContain("Sam met us at the craft fair gate");
    expect(texts(answer)).not.toContain("Tomas met his old teacher at the craft fair");
  });
});

describe("days between two events the notes tell", () => {
  it("reads 'how many days passed between X and Y' as a span, its ends' words apart", () => {
    const q = readQuestion("how many days passed between ordering the new kiln and it arriving?", today, []);
    expect(q.between).toEqual([["ordering", "new", "kiln"], ["arriving"]]);
    expect(readQuestion("how many days did I spend between Lyon and Paris?", today, []).between).toBeNull();
  });

  it("runs from the note telling the first event to the first later note on the same thing", () => {
    const notes = [
      note("2026-04-29T19:00", "the old kiln cracked a shelf, borrowing Ana's"),
      note("2026-05-04T11:00", "ordered a new kiln from the supplier in Lyon"),
      note("2026-05-06T12:00", "they swear it ships within a week"),
      note("2026-05-27T15:00", "the new kiln finally got here, wired in by three"),
      note("2026-06-02T18:00", "first firing in the new kiln, 30 mugs"),
    ];
    const answer = ask("how many days passed between ordering the new kiln and it arriving?", notes);
    expect(answer.number).toBe(23);
    expect(texts(answer)).toEqual(["ordered a new kiln from the supplier in Lyon", "the new kiln finally got here, wired in by three"]);
  });
});

describe("spending on another's card", () => {
  it("is not the writer's, unlike their own card", () => {
    const notes = [
      note("2026-10-03T18:00", "the supermarket, €80"),
      note("2026-10-10T18:00", "Tom did the supermarket on his card, €60"),
      note("2026-10-17T18:00", "the supermarket on my card, €45"),
    ];
    expect(ask("how much did I spend at the supermarket in October?", notes).number).toBe(125);
  });
});

describe("a weekday in the plural asked of a feeling", () => {
  it("stays the topic", () => {
    const q = readQuestion("how does Ana feel about working Saturdays?", today, []);
    expect(q.topic).toContain("saturdays");
    expect(q.weekday).toBeNull();
  });
});

describe("money paid to a person", () => {
  it("sums what went to them however told, not their own money or a rate asked for", () => {
    const notes = [
      note("2026-10-31T19:00", "paid Ines for October, €900"),
      note("2026-11-15T19:00", "paid Ines her fortnight, €450"),
      note("2026-11-18T19:00", "Ines asked for a raise to 500 a fortnight"),
      note("2026-11-20T19:00", "gave Ines €40 extra for staying late"),
      note("2026-11-24T19:00", "Ines lent her brother €100"),
    ];
    const answer = ask("how much have I paid Ines in November?", notes, ["Ines"]);
    expect(answer.number).toBe(490);
    expect(texts(answer)).toEqual(["paid Ines her fortnight, €450", "gave Ines €40 extra for staying late"]);
  });
});

describe("times told in a clause of their own", () => {
  it("count only where the clause names the thing", () => {
    const names = (clause: string) => clause.includes("choir");
    expect(toldCount("choir tonight, we started over three times", "times", names)).toBeNull();
    expect(toldCount("five-a-side at the leisure centre, scored twice", "times", (c) => c.includes("five-a-side"))).toBeNull();
    expect(toldCount("choir twice this week, Advent is close", "times", names)).toBe(2);
    const notes = [
      note("2026-10-06T21:00", "choir tonight, the altos were flat and we started over three times"),
      note("2026-10-13T21:00", "choir twice this week, Advent is close"),
    ];
    expect(ask("how many times did I go to choir in October?", notes).number).toBe(3);
  });
});
