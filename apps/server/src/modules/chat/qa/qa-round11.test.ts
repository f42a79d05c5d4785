import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts, spentAmount } from "./money.js";
import { isInvoiced, isReceived } from "./money-in.js";
import { readQuestion } from "./qa-question.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("money coming in", () => {
  it("tells a payment to the writer from one the writer made", () => {
    expect(isReceived("Marlowe Press paid invoice #88")).toBe(true);
    expect(isReceived("Tidewater wire landed, US$650")).toBe(true);
    expect(isReceived("Orchard & Vane paid half, $1,600")).toBe(true);
    expect(isReceived("the e-transfer from Bexley came through, $400")).toBe(true);
    expect(isReceived("Bexley paid, finally")).toBe(true);
    expect(isReceived("paid $32 for a steel ruler")).toBe(false);
    expect(isReceived("Deposit paid £1,500, no going back")).toBe(false);
    expect(isReceived("Ines paid for the concert tickets, I owe her €45")).toBe(false);
    expect(isReceived("Ines sent the tickets, £20 each")).toBe(false);
    expect(isReceived("I finally paid the plumber $200")).toBe(false);
  });
  it("tells an invoice sent out, which is neither spending nor money received", () => {
    expect(isInvoiced("invoiced Marlowe $640 for the covers")).toBe(true);
    expect(isInvoiced("sent invoice #31 to Bexley")).toBe(true);
    expect(isInvoiced("invoice out to Tidewater, US$720")).toBe(true);
    expect(isInvoiced("paid the plumber's invoice, $300")).toBe(false);
    expect(spentAmount("invoiced Marlowe $640 for the covers")).toBeNull();
    expect(spentAmount("Marlowe Press paid $500")).toBeNull();
    expect(spentAmount("paid the plumber's invoice, $300")).toEqual({ value: 300, currency: "$" });
  });
  it("reads USD as US dollars, apart from a person's own \"$\"", () => {
    expect(findAmounts("sent Tidewater an invoice for USD 2,000")).toEqual([{ value: 2000, currency: "US$" }]);
  });

  const notes = [
    note("2026-04-03T10:00", "Marlowe Press paid the cover invoice, $1,850"),
    note("2026-04-09T10:00", "Photoshop plan renewed, $29.99"),
    note("2026-04-14T10:00", "e-transfer from Bexley came through, $2,400"),
    note("2026-04-22T10:00", "invoiced Orchard & Vane $1,200 for the catalogue"),
    note("2026-04-27T10:00", "Orchard & Vane paid $750 of it"),
    note("2026-05-02T10:00", "Tidewater paid US$900 for the labels"),
    note("2026-05-04T10:00", "sent invoice #32 to Bexley, $300"),
    note("2026-05-05T10:00", "groceries $64.20"),
    note("2026-05-06T10:00", "need to invoice Marlowe for the reprint"),
  ];
  it("sums what came in over a range, leaving spending and invoices out", () => {
    expect(readQuestion("how much did clients pay me in April?", today, []).flow).toBe("in");
    const a = ask("how much did clients pay me in April?", notes);
    expect(a.number).toBe(5000);
    expect(texts(a)).toEqual(["Marlowe Press paid the cover invoice, $1,850", "e-transfer from Bexley came through, $2,400", "Orchard & Vane paid $750 of it"]);
    expect(ask("how much did I get paid in US dollars this year?", notes).number).toBe(900);
  });
  it("leaves payments received and invoices sent out of spending", () => {
    const a = ask("how much did I spend this year?", notes);
    expect(texts(a)).toEqual(["Photoshop plan renewed, $29.99", "groceries $64.20"]);
    expect(a.number).toBe(94.19);
  });
  it("counts invoices sent, not paid ones or one still to send", () => {
    expect(readQuestion("how many invoices did I send this year?", today, []).flow).toBe("billed");
    const a = ask("how many invoices did I send this year?", notes);
    expect(a.number).toBe(2);
    expect(texts(a)).toEqual(["invoiced Orchard & Vane $1,200 for the catalogue", "sent invoice #32 to Bexley, $300"]);
  });
  it("takes what a client still owes as what was invoiced less what they paid", () => {
    const a = ask("how much does Orchard & Vane still owe me?", notes);
    expect(a.number).toBe(450);
  });
});

describe("hours worked", () => {
  it("adds the time of every note naming the client, with working the question's frame", () => {
    const notes = [
      note("2026-05-11T17:00", "Bexley: 3 hours on the brochure layout"),
      note("2026-05-12T12:00", "Bexley call and revisions, an hour and a half"),
      note("2026-05-12T17:00", "4 hrs on the Marlowe covers"),
      note("2026-05-13T17:00", "gym for an hour with Bexley's founder"),
    ];
    const a = ask("how many hours did I work for Bexley this month?", notes);
    expect(a.number).toBe(4.5);
    expect(ask("how many hours did I work this week?", notes).number).toBe(8.5);
  });
});

describe("software", () => {
  it("takes design tools by name as software subscriptions", () => {
    const notes = [note("2026-02-01T10:00", "Figma annual plan $180"), note("2026-03-01T10:00", "Adobe CC renewed, $89.99"), note("2026-03-05T10:00", "pen nibs, $24")];
    expect(ask("how much did I spend on software subscriptions this year?", notes).number).toBe(269.99);
  });
});
