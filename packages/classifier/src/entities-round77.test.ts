import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { ampersandCouple, clientWorkAfter } from "./entities/entities-77.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

describe("round 77 (ent77, read halves): entities", () => {
  it("reads two names joined by \"&\" as a couple", () => {
    expect(names("Harpreet & Will booked the venue for june")).toEqual(["Harpreet", "Will"]);
    expect(names("send Aisha & Zubair the proofs tonight")).toEqual(["Aisha", "Zubair"]);
    expect(names("the Aisha & Zubair album is printed")).toEqual(["Aisha", "Zubair"]);
    // A firm's "&": an everyday word, or no given name.
    expect(names("Marks & Spencer have the school shirts")).toEqual([]);
    expect(names("quote from Fennick & Rowe came in")).toEqual([]);
    expect(names("our accountant is at Ma & Partners now")).toEqual([]);
  });

  it("reads a surname before the work done for a client or pupil as a person", () => {
    expect(names("send the Okonkwo file to the auditor by friday")).toEqual(["Okonkwo"]);
    expect(names("finish the Papadakis edit tonight")).toEqual(["Papadakis"]);
    expect(names("Kowalczyk lesson moved to thursday 5pm")).toEqual(["Kowalczyk"]);
    expect(names("took on the Nakashima girl for maths")).toEqual(["Nakashima"]);
    // A language, a day or a firm before the noun is none.
    expect(names("Marathi lessons on saturdays from next month")).toEqual([]);
    expect(names("Sunday lesson cancelled this week")).toEqual([]);
  });

  it("keeps what the text models read unchanged: the new names stay out of `asRead`", () => {
    const read: string[] = [];
    expect(extractEntities("invoice Aisha & Zubair and the Okonkwo file, Maya asked", {}, read)).toEqual(["Aisha", "Zubair", "Okonkwo", "Maya"]);
    expect(read).toEqual(["Maya"]);
  });

  it("decides from tables, without regular expressions", () => {
    const given = { given: true, rare: false, common: false };
    const rare = { given: false, rare: true, common: false };
    const common = { given: false, rare: false, common: true };
    expect(ampersandCouple(rare, given)).toBe(true);
    expect(ampersandCouple(rare, rare)).toBe(false);
    expect(ampersandCouple(given, common)).toBe(false);
    expect(clientWorkAfter("file")).toBe(true);
    expect(clientWorkAfter("order")).toBe(false);
  });

  // No new regular expression; the client noun reads a surname further through the run's checks, so the bound is taken
  // on a long note (680 characters) of nothing but such pairs and nouns.
  it("stays fast on a long chain of \"&\" pairs and client nouns", () => {
    const long = "Aisha & Zubair & the Okonkwo file ".repeat(20);
    expect(fastestMs(() => extractEntities(long, {}))).toBeLessThan(5);
  });
});
