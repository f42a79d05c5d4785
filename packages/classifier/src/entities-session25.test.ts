import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text).map((n) => n.toLowerCase());

describe("entities, twenty-fifth session: 'our' before a given name, and a place after 'in'", () => {
  it("reads 'our' before a given name as one's own family member", () => {
    expect(names("ring our Gareth tonight about the caravan")).toEqual(["gareth"]);
    expect(names("our Kirsty passed her driving test")).toEqual(["kirsty"]);
    // A name no lexicon knows, as long as it is no English word.
    expect(names("facetime with our Eluned on sunday")).toEqual(["eluned"]);
    // Our things stay things: a holiday, a brand, an everyday word.
    expect(names("our Christmas bonus still hasn't come through")).toEqual([]);
    expect(names("our Tesla needs new tyres")).toEqual([]);
    expect(names("our Volvo estate is up for sale")).toEqual([]);
  });

  it("reads a capital after 'in' as a place, even when it is a given name", () => {
    expect(names("the chemist in Douglas has stopped doing the flu jab")).toEqual([]);
    expect(names("dinner in Chester with Tom on friday")).toEqual(["tom"]);
    // What is someone's stays theirs, and one confides in a person.
    expect(names("left my charger in Maya's car")).toEqual(["maya"]);
    expect(names("interested in Ravi's offer of a lift")).toEqual(["ravi"]);
  });
});
