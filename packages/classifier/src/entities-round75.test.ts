import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { firmCoinage, nameBesideNumber, verbBeforePronoun } from "./entities/entities-75.js";
import { classifyLocal } from "./pipeline.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

describe("round 75 (ent75, read halves): entities", () => {
  it("leaves out a firm's coined name, alone or after another capital", () => {
    expect(names("chasing Brookline for the deposit refund again")).toEqual([]);
    expect(names("Medipharm's rep never turned up, Tomasz says try friday")).toEqual(["Tomasz"]);
    expect(names("PO for Karan Datasoft still not raised")).toEqual([]);
    expect(names("email Skynet about the outage")).toEqual([]);
    // A given name with such an ending stays a person.
    expect(names("Caroline says the hall is free")).toEqual(["Caroline"]);
    expect(names("Wendeline wrote her own name today")).toEqual(["Wendeline"]);
  });

  it("keeps what the text models read unchanged: the coined firm is still read as before", () => {
    const read: string[] = [];
    expect(extractEntities("buy 10 headlamps for Stoneline, Maya asked", {}, read)).toEqual(["Maya"]);
    expect(read).toEqual(["Stoneline", "Maya"]);
    const r = classifyLocal({ text: "so tired of chasing Stoneline no-shows for deposits", now: new Date("2026-03-10T09:00:00Z"), timezone: "UTC", context: {} }).result;
    expect(r.entities).toEqual([]);
  }, 120_000);

  it("reads a name in the possessive before a capitalised place noun as part of the place", () => {
    expect(names("booked two nights at Mackay's Point for the long weekend")).toEqual([]);
    expect(names("Priya wants to swim at Dunn's River again")).toEqual(["Priya"]);
    // Before a lowercase thing the owner is a person.
    expect(names("Dunn's river trip photos are up")).toEqual(["Dunn"]);
  });

  it("reads a capital after \"round\" as a place one walks or runs round", () => {
    expect(names("jogged 6 km round Sevan lake at dawn")).toEqual([]);
    expect(names("walked twice round Ratnapark before work")).toEqual([]);
    // One's possessive home is a person's.
    expect(names("popped round Ngozi's with the cake")).toEqual(["Ngozi"]);
  });

  it("reads the capital beside a card's phone number, after a comma, as its person", () => {
    expect(names("the watchman's new number is 01711 234 567, Rafiq")).toEqual(["Rafiq"]);
    expect(names("carpenter recommended: Sushil, 98123 45678")).toEqual(["Sushil"]);
    // No phone number, no card: a capital after a comma at the end stays unread.
    expect(names("the caretaker left early, Rafiq")).toEqual([]);
  });

  it("reads a child's name before \"vaccine\" as a person, a pet's before \"jabs\" as a pet", () => {
    expect(names("book Zoya's vaccine for next week")).toEqual(["Zoya"]);
    expect(names("Aoibhe's vaccines are done, no fever")).toEqual(["Aoibhe"]);
    expect(names("Rolo's jabs are overdue")).toEqual([]);
  });

  it("reads \"Kelvin\" as a name where a given name that is also a word would be", () => {
    expect(names("Kelvin says the shuttle is late again")).toEqual(["Kelvin"]);
    expect(names("annoyed Kelvin never tidies up")).toEqual(["Kelvin"]);
    // Lowercase it is the unit; and the text models still read the capital as the word they were trained on.
    expect(names("300 kelvin is about 27 degrees")).toEqual([]);
    const read: string[] = [];
    expect(extractEntities("Kelvin says Ama is late", {}, read)).toEqual(["Kelvin", "Ama"]);
    expect(read).toEqual(["Ama"]);
  });

  it("reads an -s word before an object pronoun as the verb of the capital opening the clause", () => {
    expect(names("sorted the yarn by weight, Siiri tangles them every week")).toEqual(["Siiri"]);
    expect(names("Ogunde the tiler, 0803 555 0199, Chinedu swears by him")).toEqual(["Ogunde", "Chinedu"]);
  });
});

describe("round 75: the new patterns run fast on adversarial text", () => {
  const long = "a".repeat(599) + "!";
  const digits = "1".repeat(600);
  it("firmCoinage", () => {
    expect(fastestMs(() => firmCoinage(`B${"a".repeat(598)}!`, false, () => true))).toBeLessThan(5);
    expect(fastestMs(() => firmCoinage(`B${"a".repeat(595)}line`, false, () => true))).toBeLessThan(5);
  });
  it("nameBesideNumber", () => {
    expect(fastestMs(() => nameBesideNumber(",", digits, ",", digits))).toBeLessThan(5);
    expect(fastestMs(() => nameBesideNumber(",", "1", long, long))).toBeLessThan(5);
  });
  it("verbBeforePronoun", () => {
    expect(fastestMs(() => verbBeforePronoun(long, "by", "him"))).toBeLessThan(5);
    expect(fastestMs(() => verbBeforePronoun(`${"a".repeat(599)}s`, "them", undefined))).toBeLessThan(5);
  });
  it("extractEntities on a 600-character run of coined words and numbers", () => {
    const text = Array.from({ length: 60 }, (_, i) => (i % 2 ? "Stoneline," : "0171 234 5678,")).join(" ").slice(0, 600);
    expect(fastestMs(() => extractEntities(text, {}))).toBeLessThan(5);
  });
});
