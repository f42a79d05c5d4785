import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { findCompletion } from "./engines/local/completion.js";
import { resolveLocal } from "./engines/local/index.js";
import { detectWaiting } from "./engines/local/waiting.js";

// Round links70, read on the read halves' misses (new wordings, not those cases' texts).
const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
const domain = (text: string) => resolveLocal({ text, now: new Date("2026-03-10T12:00:00Z"), timezone: "Europe/London", context: {} }).domain;

describe("round links70 (read halves)", () => {
  it("does a task to get paid when the payer paid", () => {
    expect(done("Tamati paid for the Ngaio fit-out at last", ["Get paid for the Ngaio fit-out", "Order more cable"], ["Tamati"])).toBe("t1");
    expect(done("the Papadakis mother paid finally the june lessons", ["Get June payment from Papadakis", "Buy chalk"])).toBe("t1");
    // A payer who has not paid does not do it.
    expect(done("Tamati still hasn't paid for the Ngaio fit-out", ["Get paid for the Ngaio fit-out", "Order more cable"], ["Tamati"])).toBeNull();
    // The user paying is the money going the other way; being paid still does it.
    expect(done("I paid for the Ngaio fit-out", ["Get paid for the Ngaio fit-out", "Order more cable"])).toBeNull();
    expect(done("we've just paid the deposit for the Ngaio fit-out", ["Get paid for the Ngaio fit-out", "Order more cable"])).toBeNull();
    expect(done("got paid for the Ngaio fit-out", ["Get paid for the Ngaio fit-out", "Order more cable"])).toBe("t1");
  });

  it("reads a one-word name a car is taken to as the mechanic, and the errand as personal", () => {
    expect(names("take the Golf to Sipho on monday for the clutch")).toEqual(["sipho"]);
    expect(names("take the van in to Padraig on tuesday for the service")).toEqual(["padraig"]);
    expect(domain("take the Micra to Stavros the day after tomorrow")).toBe("personal");
    // A place the lexicon knows, a firm of two words, or children taken somewhere are not the mechanic.
    expect(names("take the car to Durban on friday")).toEqual([]);
    expect(names("take the bike to Trophy Bikes on tuesday")).toEqual([]);
    expect(names("taking the kids to Macau in june")).toEqual([]);
  });

  it("reads a repair or a visit promised for a day or an hour as an appointment, not a wait", () => {
    expect(wait("Chidi says he'll fix the borehole pump on thursday", ["Chidi"])).toBeNull();
    expect(wait("Vodafone promised the engineer tomorrow between 8 and 12")).toBeNull();
    // A deadline, a promise gone stale, or a thing to send still waits.
    expect(wait("Chidi says he'll fix the borehole pump by thursday", ["Chidi"])).not.toBeNull();
    expect(wait("Chidi said he'll fix the pump on thursday, still nothing", ["Chidi"])).not.toBeNull();
    expect(wait("Chidi says he'll send the invoice on monday", ["Chidi"])).not.toBeNull();
  });

  it("reads lowercase initials joined to a lowercase name as a person", () => {
    expect(names("niamh and tj both off with the flu so I'm opening")).toEqual(["niamh", "tj"]);
    expect(names("rosalind and aj are both in for the fun run")).toEqual(["rosalind", "aj"]);
    // Kin abbreviations and the writer are no one's initials.
    expect(names("rosalind and bf are both in for the fun run")).toEqual(["rosalind"]);
  });

  it("leaves out a place after a preposition joined to a name by a comma alone", () => {
    expect(names("Nan's out of the clinic in Tromvik, Eirik says she's walking again")).toEqual(["eirik"]);
    expect(names("Grandpa's back from Korle Bu, Kojo says he's eating well")).toEqual(["kojo"]);
    // A home named by its owner, and a list that "and" closes, stay people.
    expect(names("staying at Maya's, Tom says hi")).toEqual(["maya", "tom"]);
    expect(names("lunch with Maya, Tom and Priya")).toEqual(["maya", "tom", "priya"]);
  });

  it("leaves out a place a thing reached", () => {
    expect(names("Wanjiku's birthday cake reached Kilimani without a dent")).toEqual(["wanjiku"]);
    expect(names("Baba's insulin reached Eldoret by the evening bus")).toEqual([]);
    // One reaches a person by phone, and money or a parcel reaches a person.
    expect(names("finally reached Tendai about the invoice")).toEqual(["tendai"]);
    expect(names("the transfer reached Tendai this morning")).toEqual(["tendai"]);
  });

  it("reads a name before a frequency adverb and an -ing or bare verb as a person", () => {
    expect(names("Tevin only reading when his cousins visit")).toEqual(["tevin"]);
    expect(names("Kerise only do her chores when I shout")).toEqual(["kerise"]);
    // A shop's trading is no person's act.
    expect(names("Acmeco only shipping on weekdays")).toEqual([]);
  });

  it("reads a name placed in a town or on a road, then a present verb, as a person", () => {
    expect(names("Carmelo in Birgu fixes the outboards cheap, pays on the day")).toEqual(["carmelo"]);
    expect(names("Rawiri on Dominion Rd services the Hilux for cash")).toEqual(["rawiri"]);
    // An everyday word, or a copula after the place, is no person.
    expect(names("Hotel in Chania is confirmed for three nights")).toEqual([]);
  });
});
