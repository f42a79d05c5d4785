import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());

describe("entities, round 69 (links69, read halves)", () => {
  it("keeps a given name whose surname is also a town", () => {
    expect(names("Gareth Whitby is the new site foreman, prefers texts")).toEqual(["gareth whitby"]);
    expect(names("the locum this week is Helena Albuquerque, ext 2231")).toEqual(["helena albuquerque"]);
    // A town on its own is still a place.
    expect(names("drove up to Whitby for the weekend")).toEqual([]);
  });

  it("leaves out a book named by a person's name", () => {
    expect(names("read Esther chapter 4 before the women's group")).toEqual([]);
    expect(names("our house group's study on Esther starts tuesday")).toEqual([]);
    // Studying with a person, or a person on a chapter, is still the person.
    expect(names("bible study with Esther on tuesday")).toEqual(["esther"]);
    expect(names("Esther is on chapter 4 already")).toEqual(["esther"]);
  });

  it("reads a name opening a clause before a duty or an absence as a person", () => {
    expect(names("Tharindu to cut the grass and clean the gutters friday")).toEqual(["tharindu"]);
    expect(names("party plan: order the cake, book the hall, Folake to keep the little ones")).toEqual(["folake"]);
    expect(names("Wasantha on leave all week, I'm doing the deliveries")).toEqual(["wasantha"]);
    // A place or a firm before "to" is no person.
    expect(names("Dubai to host the expo again")).toEqual([]);
  });

  it("reads a word typed lowercase after an article as a noun, not a name", () => {
    expect(names("the ute's making that noise again")).toEqual([]);
    expect(names("sweep out the shed, the bothy's a state")).toEqual([]);
    expect(names("booked the geography sir for a chat about Nimal's marks")).toEqual(["nimal"]);
    // After an owner ("her", "Kiri's") too.
    expect(names("Kiri's staying over at her buddy's on friday")).toEqual(["kiri"]);
    expect(names("Grandad's optometrist moved him to the 3rd")).toEqual([]);
    // A lowercase name with no article stays a name.
    expect(names("ask grace if she can do saturday")).toEqual(["grace"]);
  });
});
