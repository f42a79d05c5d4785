import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";
import { composeAnswer } from "./qa-compose.js";
import type { QaNote } from "./qa-note.js";
import { readQuestion } from "./qa-question.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);
/** Asked by one who lives in `timeZone` (the answerer reads the home country's dollars from it). */
const askIn = (timeZone: string, question: string, notes: QaNote[]) =>
  composeAnswer(readQuestion(question, today, [], timeZone), notes, { timeZone, searched: `${notes.length} notes` });

describe("another's spending told by filling, grabbing, giving or handing", () => {
  it("leaves out another's tank filled and groceries grabbed", () => {
    const notes = [
      note("2026-11-02T10:00", "fuel for the hatchback, $71.30"),
      note("2026-11-04T10:00", "Hemi filled his van with diesel, $95, prices are mad"),
      note("2026-11-06T10:00", "petrol on the way to Napier, $52"),
    ];
    const answer = ask("how much did I spend on petrol this month?", notes);
    expect(answer.number).toBe(123.3);
    expect(texts(answer)).not.toContain("Hemi filled his van with diesel, $95, prices are mad");
  });

  it("leaves out money another gave or handed over", () => {
    const notes = [
      note("2026-03-10T10:00", "gave $80 to the school gala"),
      note("2026-03-10T12:00", "Aroha gave $40 to the school gala too"),
      note("2026-03-10T14:00", "Rangi handed the gala stall $30 for the hāngī"),
      note("2026-03-10T16:00", "raffle tickets at the school gala, $20"),
    ];
    expect(ask("how much did I spend on the school gala this year?", notes).number).toBe(100);
  });
});

describe("a country's dollars", () => {
  it("reads Australia's signs by case, and a country's dollars written after the figure", () => {
    expect(findAmounts("ferry to Manly, A$ 9.80")).toEqual([{ value: 9.8, currency: "AUD" }]);
    expect(findAmounts("koala park entry AU$ 45")).toEqual([{ value: 45, currency: "AUD" }]);
    expect(findAmounts("a poster for 18 Aussie dollars")).toEqual([{ value: 18, currency: "AUD" }]);
    expect(findAmounts("the guide took 20 US dollars")).toEqual([{ value: 20, currency: "US$" }]);
    expect(findAmounts("owe her a$5")).toEqual([{ value: 5, currency: "$" }]);
  });

  it("adds up Australian dollars asked in words, apart from a Kiwi's own", () => {
    const notes = [
      note("2026-10-01T10:00", "flights to Sydney booked, $540"),
      note("2026-10-05T10:00", "ferry to Manly, A$ 9.80"),
      note("2026-10-06T10:00", "a poster for 18 Aussie dollars"),
      note("2026-10-07T10:00", "koala park entry AUD 45"),
      note("2026-10-12T10:00", "back home, dinner out $60"),
    ];
    expect(askIn("Pacific/Auckland", "how much did I spend in Australian dollars in Sydney?", notes).number).toBe(72.8);
  });

  it("takes a Kiwi's 'NZ$' and 'NZD' as their own '$'", () => {
    const notes = [
      note("2026-11-02T10:00", "petrol at the Z, $60"),
      note("2026-11-09T10:00", "petrol in Taupō, NZ$45.50"),
      note("2026-11-16T10:00", "petrol again, NZD 58"),
    ];
    const answer = askIn("Pacific/Auckland", "how much did I spend on petrol this month?", notes);
    expect(answer.number).toBe(163.5);
    expect(answer.text).toMatch(/^You spent \$163\.50 on/);
  });

  it("takes an Australian's 'AUD' as their own '$', and leaves 'NZ$' foreign", () => {
    const notes = [
      note("2026-11-02T10:00", "petrol at the servo, $70"),
      note("2026-11-05T10:00", "petrol in Toowoomba, AUD 45"),
      note("2026-11-09T10:00", "petrol in Rotorua, NZ$80"),
    ];
    expect(askIn("Australia/Brisbane", "how much did I spend on petrol this month?", notes).number).toBe(115);
  });
});

describe("New Zealand's words for shops and bills", () => {
  it("reads Pak'nSave and Four Square as groceries", () => {
    const notes = [
      note("2026-11-03T10:00", "Pak'nSave, $212.40, chest freezer filled"),
      note("2026-11-10T10:00", "milk and bread at the Four Square, $9.50"),
      note("2026-11-12T10:00", "new jandals, $25"),
    ];
    expect(ask("how much did I spend on groceries this month?", notes).number).toBe(221.9);
  });

  it("reads electricity as the power asked", () => {
    const notes = [
      note("2026-08-20T10:00", "power bill, $190"),
      note("2026-09-20T10:00", "electricity $176.35 this time"),
      note("2026-10-20T10:00", "phone plan $45"),
    ];
    expect(ask("how much have I paid for power this year?", notes).number).toBe(366.35);
  });
});

describe("a figure as it stands", () => {
  it("passes over an offer turned down", () => {
    const notes = [
      note("2026-03-01T10:00", "the rent is $520 a week now"),
      note("2026-06-01T10:00", "landlord dropped the rent to $495 a week"),
      note("2026-09-01T10:00", "the landlord offered a two-year lease with the rent at $450 a week, we said no"),
    ];
    expect(ask("how much is our rent now?", notes).number).toBe(495);
  });
});

describe("a count of what was called off or shut", () => {
  it("counts the notes telling the thing asked, though its word is one of calling off", () => {
    const notes = [
      note("2026-11-03T07:00", "ferry to Waiheke cancelled, big swells"),
      note("2026-11-10T07:00", "took the ferry to Waiheke, calm crossing"),
      note("2026-11-17T07:00", "the Waiheke ferry cancelled again, engine fault"),
    ];
    expect(ask("how many times was the ferry cancelled this month?", notes).number).toBe(2);
  });
});

describe("another's loan to the person asked", () => {
  it("leaves out what someone else lent them", () => {
    const notes = [
      note("2026-08-01T10:00", "lent Wiremu $400 for his rego and tyres"),
      note("2026-08-15T10:00", "Tui lent Wiremu $50 as well, soft touch"),
      note("2026-10-01T10:00", "Wiremu paid back $150"),
    ];
    expect(ask("how much does Wiremu still owe me?", notes).number).toBe(250);
  });
});

describe("when a thing to come is, with no day told", () => {
  it("answers nothing from a report of a thing done, and still answers from an arrangement", () => {
    const notes = [
      note("2026-09-02T10:00", "Tui and Rob got engaged at Easter, so happy for them"),
      note("2026-10-02T10:00", "bought a new lawnmower"),
    ];
    expect(ask("when is Tui's wedding?", notes).notes).toEqual([]);
    const booked = [note("2026-10-21T10:00", "WOF booked for the ute, the garage on Lytton Road")];
    expect(texts(ask("when is the ute's WOF?", booked))).toEqual(["WOF booked for the ute, the garage on Lytton Road"]);
  });
});

describe("a professional's advice over several visits", () => {
  it("gives each telling of theirs near one that names the thing, not the writer's own reports of it", () => {
    const notes = [
      note("2026-06-01T10:00", "hip aches after every night shift"),
      note("2026-06-10T10:00", "the GP says my hip is arthritic, swim instead of running"),
      note("2026-07-01T10:00", "doctor: anti-inflammatories for two weeks, then a scan"),
      note("2026-07-05T10:00", "bought a cushion for the car seat, my hip thanks me"),
    ];
    expect(texts(ask("what did the doctor say about my hip?", notes))).toEqual([
      "the GP says my hip is arthritic, swim instead of running",
      "doctor: anti-inflammatories for two weeks, then a scan",
    ]);
  });
});

describe("who the person met", () => {
  it("leaves out another's seeing told by a word of saying", () => {
    const notes = [
      note("2026-11-20T10:00", "at the hui met Aunty Mere from Tolaga, she knew my koro", { entities: ["Mere"] }),
      note("2026-11-21T10:00", "Rewi reckons he saw a whale off the wharf", { entities: ["Rewi"] }),
    ];
    const answer = ask("who did I meet this month?", notes);
    expect(texts(answer)).toEqual(["at the hui met Aunty Mere from Tolaga, she knew my koro"]);
  });
});

describe("a decision told by pulling out or staying put", () => {
  it("reads a withdrawal and an 'I'm staying' as the choice made", () => {
    const dunedin = [
      note("2026-05-01T10:00", "Otago hospital sent the forms for the Dunedin job"),
      note("2026-06-01T10:00", "withdrew my application for the Dunedin job, the whānau are here"),
    ];
    expect(texts(ask("what did I decide about the Dunedin job?", dunedin))).toEqual(["withdrew my application for the Dunedin job, the whānau are here"]);
    const auckland = [
      note("2026-07-01T10:00", "an Auckland agency keeps ringing about a theatre job"),
      note("2026-08-01T10:00", "emailed the Auckland agency that I'm staying in Gisborne"),
    ];
    expect(texts(ask("what did I decide about the Auckland job?", auckland))).toEqual(["emailed the Auckland agency that I'm staying in Gisborne"]);
  });
});
