import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { minutesIn } from "./durations.js";
import { findAmounts } from "./money.js";
import { isReceived } from "./money-in.js";
import { readQuestion } from "./qa-question.js";
import { notYetSpent, othersSpending } from "./spending-filters.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("spending that is not the person's own", () => {
  it("tells another buyer opening the note from the writer's own purchase", () => {
    expect(othersSpending("Ruairí bought the gutter brackets, €42", [])).toBe(true);
    expect(othersSpending("Maeve and Cian paid for the taxi, £28", [])).toBe(true);
    expect(othersSpending("Ruairí did the Aldi shop on his card, €61", [])).toBe(true);
    expect(othersSpending("Finally bought the gutter brackets, €42", [])).toBe(false);
    expect(othersSpending("bought the gutter brackets with Ruairí, €42", [])).toBe(false);
    expect(othersSpending("Saturday paid the window man, €20", [])).toBe(false);
    // Asked about Ruairí's spending, his purchases are what is asked.
    expect(othersSpending("Ruairí bought the gutter brackets, €42", ["Ruairí"])).toBe(false);
  });
  it("tells money still to pay or a guessed price from a payment", () => {
    expect(notYetSpent("need to pay €55 for the swim camp by Monday")).toBe(true);
    expect(notYetSpent("the good wellies, they're about €40")).toBe(true);
    expect(notYetSpent("spent about €40 on wellies")).toBe(false);
    expect(notYetSpent("wellies for the small one, €40")).toBe(false);
  });
  it("leaves both out of a sum", () => {
    const notes = [
      note("2026-05-09T10:00", "hardware shop, sandpaper and filler, €23"),
      note("2026-05-09T12:00", "Ruairí bought the gutter brackets, €42"),
      note("2026-05-10T11:00", "need to pay €55 for the swim camp by Monday"),
      note("2026-05-10T15:00", "ice creams on the prom, €9.50"),
    ];
    const answer = ask("what did I spend last weekend?", notes);
    expect(answer.number).toBe(32.5);
    expect(texts(answer)).toEqual(["hardware shop, sandpaper and filler, €23", "ice creams on the prom, €9.50"]);
  });
});

describe("forint, money shares and debts", () => {
  it("reads the forint's sign after a figure, by its case", () => {
    expect(findAmounts("thermal pool tickets, 9,500 Ft")).toEqual([{ value: 9500, currency: "HUF" }]);
    expect(findAmounts("the hedge is 6 ft now")).toEqual([]);
  });
  it("takes another's share or money sent as money received", () => {
    expect(isReceived("Orla transferred her share for the cottage")).toBe(true);
    expect(isReceived("Orla sent the photos from the cottage")).toBe(false);
  });
  it("answers how much I owe someone, less what I paid towards it", () => {
    const notes = [
      note("2026-03-01T10:00", "Orla booked the cottage, I owe her €240 for my half"),
      note("2026-03-20T10:00", "gave Orla €100 towards the cottage"),
    ];
    const q = readQuestion("how much do I owe Orla?", today, ["Orla"]);
    expect(q.kind).toBe("person");
    const answer = ask("how much do I owe Orla?", notes, ["Orla"]);
    expect(answer.number).toBe(140);
    expect(answer.notes).toHaveLength(2);
  });
  it("takes a loan's owed amount, not the bill it came from, and money 'in from' the person as paid back", () => {
    const notes = [
      note("2026-02-01T10:00", "paid the vet €600 for the dog, so Cian owes me €300 of it"),
      note("2026-03-01T10:00", "€120 in from Cian for the vet"),
    ];
    expect(ask("how much does Cian still owe me?", notes, ["Cian"]).number).toBe(180);
  });
  it("reads \"what's the story with\" as the person's news", () => {
    expect(readQuestion("what's the story with Orla?", today, ["Orla"]).kind).toBe("person");
  });
});

describe("time by the clock", () => {
  it("reads a span told by the clock", () => {
    expect(minutesIn("minded the twins from 8 till 1")).toBe(300);
    expect(minutesIn("shop shift 10am until 4pm")).toBe(360);
    expect(minutesIn("from 9 to 3 at the stall")).toBe(360);
    expect(minutesIn("back in 2 to 3 weeks")).toBeNull();
    expect(minutesIn("went 9 to 3 on the scoreboard")).toBeNull();
  });
  it("counts a span in a note naming the person the question asks about", () => {
    const notes = [
      note("2026-05-11T18:00", "Gráinne minded the twins, 4 hours"),
      note("2026-05-12T18:00", "twins at Gráinne's from 9 till 2"),
      note("2026-05-13T18:00", "Gráinne had both of them after school, 2.5 hours"),
    ];
    expect(ask("how many hours did Gráinne mind the twins this week?", notes, ["Gráinne"]).number).toBe(11.5);
  });
});
