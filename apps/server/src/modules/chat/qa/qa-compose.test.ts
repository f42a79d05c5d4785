import { describe, expect, it } from "vitest";
import { composeAnswer } from "./qa-compose.js";
import type { QaNote } from "./qa-note.js";
import { readQuestion } from "./qa-question.js";

// Thursday 19 March 2026; notes are written as [day of March (or YYYY-MM-DD), text].
const today = { year: 2026, month: 3, day: 19 };
let counter = 0;
function note(day: number | string, text: string, extra: Partial<QaNote> = {}): QaNote {
  counter += 1;
  const date = typeof day === "number" ? `2026-03-${String(day).padStart(2, "0")}` : day;
  return { id: `n${counter}`, text, title: text, createdAt: `${date}T12:00:${String(counter % 60).padStart(2, "0")}.000Z`, localDate: date, domain: null, eventType: null, status: "pending", scheduledFor: null, waitingFor: null, waitingReceived: false, entities: [], card: false, derived: false, ...extra };
}
const ask = (question: string, notes: QaNote[], names: string[] = []) => composeAnswer(readQuestion(question, today, names), notes, { timeZone: "UTC", searched: `${notes.length} notes` });
const ids = (answer: { notes: QaNote[] }) => answer.notes.map((n) => n.text);

describe("composeAnswer", () => {
  it("sums spending on the topic within the range, per currency", () => {
    const notes = [
      note("2026-02-27", "deck screws $40 last month"),
      note(2, "deck boards $318.46"),
      note(5, "groceries $142.10"),
      note(8, "Hamish quoted $1850 for the deck railings"),
      note(9, "deck stain 2 gallons $119.98"),
    ];
    const answer = ask("how much did i spend on the deck this month?", notes);
    expect(answer.number).toBe(438.44);
    expect(ids(answer)).toEqual(["deck boards $318.46", "deck stain 2 gallons $119.98"]);
    expect(answer.text).toMatch(/^You spent \$438\.44 on deck this month/);
    const none = ask("how much did i spend on petrol last month?", notes);
    expect(none).toMatchObject({ number: 0, notes: [] });
    expect(none.text).toContain("searched 5 notes");
  });

  it("counts what happened, not plans, misses or other people's", () => {
    const notes = [note(2, "40 laps at the pool before work"), note(4, "beach swim with Aino"), note(6, "skipped swimming, too tired"), note(7, "need to renew the pool pass"), note(9, "Kalle's swim lesson got moved", { entities: ["Kalle"] }), note(10, "swam 1k, shoulder fine")];
    const answer = ask("how many times have i been swimming this month?", notes);
    expect(answer.number).toBe(3);
    expect(ids(answer)).toEqual(["40 laps at the pool before work", "beach swim with Aino", "swam 1k, shoulder fine"]);
  });

  it("lists what is left: steps of a list no later note reports done, and open to-dos", () => {
    const notes = [
      note(1, "camping trip jul 17: need to book the site, borrow a tent, buy propane"),
      note(2, "booked the site, $35/night"),
      note(3, "picked up the big tent from Naomi"),
      note(4, "camping: add bug spray to the list"),
      note(5, "need to plan meals for the camping weekend"),
      note(6, "oil change $89"),
    ];
    const answer = ask("how many things do i still need to sort for the camping trip?", notes);
    expect(answer.number).toBe(3);
    expect(ids(answer)).toEqual([notes[0]!.text, notes[3]!.text, notes[4]!.text]);
    expect(answer.text).toContain("buy propane");
  });

  it("answers waits that have not arrived, and keeps other people's waits out", () => {
    const notes = [note(1, "asked HR for my T4, they said 2-3 weeks"), note(2, "ordered running shoes, should arrive next week"), note(5, "shoes came, too small"), note(6, "Nina's still waiting on her visa", { entities: ["Nina"] })];
    expect(ids(ask("what am i waiting on?", notes))).toEqual(["asked HR for my T4, they said 2-3 weeks"]);
  });

  it("gives feelings over the range in order, and decisions on the topic", () => {
    const notes = [note("2026-02-20", "so anxious about the audit"), note(3, "feeling flat, grey weather"), note(4, "pay hydro"), note(14, "happy!! sat outside for lunch"), note(15, "decided: keeping the corolla through the winter"), note(16, "decided on a new bike helmet")];
    expect(ids(ask("how have i been feeling this month?", notes))).toEqual(["feeling flat, grey weather", "happy!! sat outside for lunch"]);
    expect(ids(ask("what did i decide about the corolla?", notes))).toEqual(["decided: keeping the corolla through the winter"]);
  });

  it("answers a person with their notes, the last time with the newest report only", () => {
    const notes = [note(1, "met Odalys at pottery, she's a nurse", { entities: ["Odalys"] }), note(5, "owe Odalys $20 for clay", { entities: ["Odalys"] }), note(9, "text Odalys about the sale", { entities: ["Odalys"] }), note(10, "Odette says the rate is 4.1", { entities: ["Odette"] })];
    expect(ids(ask("who's Odalys again?", notes, ["Odalys", "Odette"]))).toEqual([notes[2]!.text, notes[1]!.text, notes[0]!.text]);
    // Seeing someone is meeting them: a debt or a text to them is no sighting.
    expect(ids(ask("when did i last see odalys?", notes, ["Odalys", "Odette"]))).toEqual([notes[0]!.text]);
    expect(ask("who is Zanzibar?", notes).text).toMatch(/^I found no notes that mention Zanzibar/);
  });

  it("finds the best match by meaning, and says so plainly when nothing matches", () => {
    const notes = [note(1, "Shreya says we have to try Saffron Courtyard for the biryani"), note(2, "dentist thursday"), note(3, "cappuccino with Jonas €4.20")];
    expect(ids(ask("when did i have a coffee with Jonas?", notes, ["Jonas"]))).toEqual(["cappuccino with Jonas €4.20"]);
    const none = ask("what was the name of the plumber?", notes);
    expect(none).toMatchObject({ notes: [], number: null });
    expect(none.text).toBe("I found nothing about plumber in your notes (searched 3 notes).");
  });

  it("finds a topic's notes by the words its other notes share, and sums a named currency over the episode", () => {
    const notes = [
      note(1, "bathroom reno: the vanity is from 1987 and the tub is cracked"),
      note(2, "bathroom tile + grout $612.80"),
      note(3, "groceries $212.55"),
      note(4, "the vanity we like is $499, waiting for a sale"),
      note(5, "ordered the vanity after all, $449 on sale"),
    ];
    const reno = ask("how much has the bathroom reno cost this month?", notes);
    expect(ids(reno)).toEqual([notes[1]!.text, notes[4]!.text]);
    expect(reno.number).toBe(1061.8);
    const trip = [note(1, "booked flights to rome, $1,140"), note(3, "airbnb in trastevere €760"), note(4, "carbonara at Da Enzo €42"), note(5, "printed the rome photos $24"), note(9, "pizza at home €12")];
    const euros = ask("how much did the rome trip cost me in euros?", trip);
    expect(euros.number).toBe(802);
    expect(ids(euros)).toEqual(["airbnb in trastevere €760", "carbonara at Da Enzo €42"]);
  });

  it("owes what no later note settles, and a last meeting is a meeting", () => {
    const notes = [
      note(1, "Lorcan paid for the concert tickets, I owe him €70", { entities: ["Lorcan"] }),
      note(2, "sent Lorcan the €70 ✔", { entities: ["Lorcan"] }),
      note(3, "borrowed Lorcan's tent for the trip, give it back", { entities: ["Lorcan"] }),
      note(4, "Lorcan owes me a pint lol", { entities: ["Lorcan"] }),
      note(5, "coffee with Lorcan at the market", { entities: ["Lorcan"] }),
      note(6, "texted Lorcan happy birthday", { entities: ["Lorcan"] }),
    ];
    expect(ids(ask("what do i owe Lorcan?", notes, ["Lorcan"]))).toEqual([notes[2]!.text]);
    expect(ids(ask("when did i last see Lorcan?", notes, ["Lorcan"]))).toEqual([notes[4]!.text]);
  });

  it("reads how a condition has been since an event, and feelings over the past weeks", () => {
    const notes = [note(2, "back's wrecked after shoveling"), note(5, "first physio session, she gave me 3 exercises"), note(8, "back a bit looser"), note(10, "slept through the night without back pain!!"), note(12, "Dad's back surgery went fine")];
    expect(ids(ask("how's my back been since i started physio?", notes))).toEqual([notes[1]!.text, notes[2]!.text, notes[3]!.text]);
    const weeks = [note(1, "feeling low"), note(10, "so happy today"), note(12, "leftovers for days"), note(15, "lonely weekend")];
    expect(ids(ask("how have i been feeling the past couple of weeks?", weeks))).toEqual(["so happy today", "lonely weekend"]);
  });
});
