import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());

describe("entities, round 66 (ents66, read halves)", () => {
  it("keeps a given name said with the Cantonese or Hokkien 'Ah' whole", () => {
    expect(names("Ah Fook patched the roof tiles before the typhoon")).toEqual(["ah fook"]);
    expect(names("the tailor in Mong Kok is Ah Chun, cash only")).toEqual(["ah chun"]);
    expect(names("get Ah Fook's quote for the window grilles")).toEqual(["ah fook"]);
    // Kin said with "Ah" and the interjection are no names.
    expect(names("Ah Gong's birthday dinner at the dim sum place")).toEqual([]);
    expect(names("Ah well, the meeting moved again")).toEqual([]);
  });

  it("reads a name walked along a route as the dog, and one walked to a place as a person", () => {
    expect(names("walked Biscuit along the canal after work")).toEqual([]);
    expect(names("walk Toby round the park before the rain")).toEqual([]);
    expect(names("walked Priya to the station after dinner")).toEqual(["priya"]);
    expect(names("walked Oisín through the new rota app")).toEqual(["oisín"]);
  });
});

describe("entities, round 66: places named by the word after them", () => {
  it("reads a name before an open-air place or a stop as the place's", () => {
    expect(names("sunset run at Repulse Bay beach tomorrow")).toEqual([]);
    expect(names("meet Joanne at Kwun Tong MTR exit A")).toEqual(["joanne"]);
    expect(names("long walk round Ashford park with the pram")).toEqual([]);
    // "park" before an object is the verb.
    expect(names("Mia park the car out front")).toEqual(["mia"]);
  });
});
