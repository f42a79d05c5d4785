import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text).map((n) => n.toLowerCase());

describe("entities, twenty-sixth session: people given things, sent money, and given a job", () => {
  it("reads a giving verb's first object, before the thing given, as a person", () => {
    expect(names("buy Eskil a new skateboard for his birthday")).toEqual(["eskil"]);
    expect(names("reading Yaaba the bedtime stories again")).toEqual(["yaaba"]);
    // A title read, a make bought years ago, and a pet's kit stay things.
    expect(names("bought Hondas a few years back, never again")).toEqual([]);
    expect(names("bought Biscuit a new collar, the old one was frayed")).toEqual([]);
  });

  it("reads whoever money goes to, after an amount with a unit or bare digits", () => {
    expect(names("sent 25k to Wambui yesterday")).toEqual(["wambui"]);
    expect(names("paid 40 quid to Oisín for the tickets")).toEqual(["oisín"]);
    expect(names("sent 300 to Adjoa last night")).toEqual(["adjoa"]);
    // Digits that are no amount given, and places, are not people.
    expect(names("sent the parcel to Leeds")).toEqual([]);
  });

  it("reads a name before 'to' and a verb of doing as a person given a job", () => {
    expect(names("draft is ready, Shalini to review")).toEqual(["shalini"]);
    expect(names("Eberechi to bring the extension leads")).toEqual(["eberechi"]);
  });
});
