import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { headcountAsked, headcountIn } from "./headcount.js";
import { isOccurrence } from "./qa-cues.js";
import { readQuestion } from "./qa-question.js";

// Wednesday 2 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 2 };
const note = noteMaker();
const ask = askOn(today);

describe("a headcount of the people the frame names", () => {
  it("reads 'how many guests were at' as guests who came, and counts '90 guests', not a booking or an age", () => {
    expect(headcountAsked("how many guests were at the harbour party?")).toBe("guests");
    expect(headcountAsked("how many visitors were at the open day?")).toBe("visitors");
    expect(headcountAsked("how many people were at the open day?")).toBe("people");
    expect(headcountIn("harbour party done: 90 guests and a brass band", "guests")).toBe(90);
    expect(headcountIn("marquee booked for 120", "guests")).toBeNull();
    expect(headcountIn("open day: 40 visitors through the gate", "people")).toBe(40);
    const notes = [
      note("2026-09-01T19:00", "harbour party marquee booked for 120"),
      note("2026-10-04T23:00", "harbour party done: 90 guests, 6 hours of music, rain held off"),
      note("2026-10-05T12:00", "the host's aunt turned 80 the same week"),
      note("2026-10-07T19:00", "2,300 photos from the harbour party on the drive"),
    ];
    const answer = ask("how many guests were at the harbour party?", notes);
    expect(answer.number).toBe(90);
    expect(texts(answer)).toEqual(["harbour party done: 90 guests, 6 hours of music, rain held off"]);
  });
});

describe("money put by for a thing, asked as what one has", () => {
  it("reads 'how much have I got put aside for' as a balance, its frame no topic", () => {
    const q = readQuestion("how much have I got put aside for the car?", today, []);
    expect(q.balance).toBe(true);
    expect(q.topic).toEqual(["car"]);
    expect(readQuestion("how much do I have saved for the trip?", today, []).balance).toBe(true);
    expect(readQuestion("how much did I put aside for the car in October?", today, []).balance).toBe(false);
  });

  it("answers with the newest figure on the pot, not the sum of its tellings", () => {
    const notes = [
      note("2026-09-01T19:00", "moved £200 into the car pot, sitting at £1,100"),
      note("2026-10-01T19:00", "car pot at £1,300 after this month's £200"),
      note("2026-11-02T19:00", "car pot down to £900 after the MOT came out and the £200 went in"),
      note("2026-11-20T19:00", "my brother's savings are at £4,000 for a house"),
    ];
    const answer = ask("how much have I got put aside for the car?", notes);
    expect(answer.number).toBe(900);
    expect(texts(answer)).toEqual(["car pot down to £900 after the MOT came out and the £200 went in"]);
  });
});

describe("a sales tax by its local name", () => {
  it("sums VAT told as IVA or TVA, not a rate on an invoice or a payment still to come", () => {
    const notes = [
      note("2025-11-15T12:00", "paid €500 of TVA, autumn quarter"),
      note("2026-02-12T11:00", "paid the TVA to the tax office, €900"),
      note("2026-05-14T12:00", "TVA for the first quarter sorted, €450"),
      note("2026-06-03T18:00", "the invoice shows 20% TVA on top"),
      note("2026-11-10T18:00", "accountant says the next TVA will be about €1,000, due next week"),
    ];
    const answer = ask("how much VAT have I paid this year?", notes);
    expect(answer.number).toBe(1350);
  });
});

describe("a scooter by its make", () => {
  it("counts the Vespa's breakdowns as the scooter's, not its service or another's bike", () => {
    const notes = [
      note("2026-02-11T17:00", "the Vespa wouldn't start outside the market, got a taxi"),
      note("2026-04-02T12:00", "Vespa serviced at the shop on the corner, €80"),
      note("2026-06-30T19:00", "scooter broke down on the hill home, again"),
      note("2026-08-14T21:00", "my brother's motorbike broke down on the bridge"),
    ];
    expect(ask("how many times has the scooter broken down this year?", notes).number).toBe(2);
  });
});

describe("a mother named in the language the writer mixes in", () => {
  it("counts visits to 'mãe's' and 'my mother's' as visits to mum, not her visits to me or another's", () => {
    const notes = [
      note("2026-09-20T19:00", "drove down to mãe's for her birthday"),
      note("2026-10-18T18:00", "Sunday at my mother's, fixed her printer"),
      note("2026-10-25T20:00", "mãe came up to town on the train for the day"),
      note("2026-11-15T19:00", "train down to mãe's, she made soup"),
    ];
    expect(ask("how many times did I visit my mum this autumn?", notes).number).toBe(3);
  });
});

describe("a session said to be off", () => {
  it("is no occurrence: 'session off, the client is ill', 'match's off', but not a shoot that went off well", () => {
    const notes = [
      note("2026-10-07T19:00", "portrait session at the park, golden hour"),
      note("2026-10-14T18:00", "portrait session off, the client has flu"),
      note("2026-10-21T09:00", "portrait session by the river at dawn"),
      note("2026-10-22T09:00", "the portrait session went off without a hitch on the pier"),
    ];
    expect(texts(ask("how many portrait sessions did I do in October?", notes))).toEqual([
      "portrait session at the park, golden hour",
      "portrait session by the river at dawn",
      "the portrait session went off without a hitch on the pier",
    ]);
    expect(isOccurrence("training's off, pitch frozen", null)).toBe(false);
    expect(isOccurrence("the lesson is off this week", null)).toBe(false);
    expect(isOccurrence("match is off to a flying start, 2-0 up", null)).toBe(true);
  });
});
