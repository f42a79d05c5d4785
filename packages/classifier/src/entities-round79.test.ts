import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { monthSubject, respectTitleBefore, vetsPatientName } from "./entities/entities-79.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

describe("round 79 (ent79, read halves): entities", () => {
  it("leaves a respect title out of the name it opens", () => {
    expect(names("texted Pak Budi the electrician about the leak")).toEqual(["Budi"]);
    expect(names("invoice Bu Sari for the deposit, 50%")).toEqual(["Sari"]);
    expect(names("DP from Pak Santoso still not in")).toEqual(["Santoso"]);
    expect(names("Captain Mifsud retires in the summer")).toEqual(["Mifsud"]);
    // Guards: a place whose name opens on "Pak", a film's name, a longer run read as before.
    expect(names("meet at Pak Kung Au at 8")).toEqual([]);
    expect(names("Captain America was boring")).toEqual([]);
    expect(names("Pak Budi Santoso paid")).toEqual(["Pak Budi Santoso"]);
  });

  it("leaves out the vet's patient", () => {
    expect(names("take Nala for her booster at the vet tomorrow")).toEqual([]);
    expect(names("call the vet first thing, Zuri is limping")).toEqual([]);
    // Guards: the vet named, a person asked or rung, a person who takes the pet.
    expect(names("vet for the farm is Dr Okafor, does weekends")).toEqual(["Okafor"]);
    expect(names("the vet is Anika, very kind")).toEqual(["Anika"]);
    expect(names("ask Tomasz to ring the vet about the bill")).toEqual(["Tomasz"]);
    expect(names("Sam is taking the dog to the vet")).toEqual(["Sam"]);
    expect(names("Zuri is limping, no school today")).toEqual(["Zuri"]);
    expect(names("friday 3pm at the vet for the jabs, Dana drives")).toEqual(["Dana"]);
    expect(names("Oscar, the vet's nurse, rang back")).toEqual(["Oscar"]);
  });

  it("reads a month opening its sentence as a person when it goes off sick or works", () => {
    expect(names("May is off sick today so I cover her shift")).toEqual(["May"]);
    expect(names("April can only work mornings once school starts")).toEqual(["April"]);
    // Guards: a month that is busy, hectic, slow or coming.
    expect(names("May is busy at the shop")).toEqual([]);
    expect(names("April will be hectic")).toEqual([]);
    expect(names("June can't come soon enough")).toEqual([]);
    expect(names("May can be slow for sales")).toEqual([]);
  });

  it("keeps what the text models read unchanged: `asRead` holds the names as read before round 79", () => {
    const read: string[] = [];
    expect(extractEntities("texted Pak Budi. take Nala for her booster at the vet. May is off sick today", {}, read)).toEqual(["Budi", "May"]);
    expect(read).toEqual(["Nala", "Pak Budi"]);
  });

  it("decides from tables of words", () => {
    expect(respectTitleBefore("pak", 2)).toBe(true);
    expect(respectTitleBefore("pak", 3)).toBe(false);
    expect(respectTitleBefore("mr", 2)).toBe(false);
    const pet = (w: string): boolean => w === "dog" || w === "vet";
    const verb = (w: string): boolean => w === "drives" || w === "is";
    expect(vetsPatientName(["take", "nala", "to", "the", "vet"], "take", ["to", "the", "vet"], pet, verb)).toBe(true);
    expect(vetsPatientName(["the", "vet", "miso", "is", "limping"], "vet", ["is", "limping"], pet, verb)).toBe(false);
    expect(vetsPatientName(["call", "the", "vet", "miso", "is", "limping"], undefined, ["is", "limping"], pet, verb)).toBe(true);
    expect(vetsPatientName(["take", "nala", "to", "the", "groomer"], "take", ["to", "the", "groomer"], pet, verb)).toBe(false);
    expect(vetsPatientName(["sam", "took", "the", "dog", "to", "the", "vet"], undefined, ["took", "the", "dog"], pet, verb)).toBe(false);
    expect(vetsPatientName(["the", "vet", "is", "anika"], "is", [], pet, verb)).toBe(false);
    expect(vetsPatientName(["vet", "dana", "drives"], undefined, ["drives"], pet, verb)).toBe(false);
    expect(vetsPatientName(["oscar", "vet", "rang"], undefined, ["the", "vet", "rang"], pet, verb)).toBe(false);
    const act = (w: string): boolean => w === "work" || w === "come";
    expect(monthSubject("may", ["is", "off", "sick"], act)).toBe(true);
    expect(monthSubject("april", ["can", "only", "work"], act)).toBe(true);
    expect(monthSubject("april", ["can", "only", "come"], act)).toBe(false);
    expect(monthSubject("march", ["is", "off", "sick"], act)).toBe(false);
  });

  // One new regex (a capital opening a word, anchored, one character class each); the vet's sentence is read once a
  // name in a text with "vet", so the bound is taken on a long note of names, titles, months and vets in one sentence.
  it("stays fast on a long sentence of titled names and the vet", () => {
    const long = "take Nala and Pak Budi, May can only work, Captain Mifsud to the vet, ".repeat(9);
    expect(long.length).toBeGreaterThan(600);
    expect(fastestMs(() => extractEntities(long, {}))).toBeLessThan(5);
  });
});
