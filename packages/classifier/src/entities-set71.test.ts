import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());

describe("entities, set71 round (respect words after a name)", () => {
  it("reads a word-like given name before a respect word as the person, the respect word left out", () => {
    // 68th read: "Maya" alone at the start is taken for a word, and "didi's" was taken for a name.
    expect(names("Maya didi new phone 9841 000 112, the old one fell in the river")).toEqual(["maya"]);
    expect(names("Maya didi's wages 14000 due on the 1st")).toEqual(["maya"]);
    expect(names("Rose didi is coming on friday to help with the pickles")).toEqual(["rose"]);
  });

  it("knows the Bengali and Nepali respect words after a name (da, dada, apa, dai)", () => {
    expect(names("Tapan da in logistics books the trucks now, ext 220")).toEqual(["tapan"]);
    expect(names("Shirin apa from QA checks the shade bands")).toEqual(["shirin"]);
    expect(names("Hari dai from the corner shop delivers gas")).toEqual(["hari"]);
  });

  it("leaves particles inside full names and the known respect words as they were (guards)", () => {
    expect(names("Maria da Silva called about the lease")).toEqual(["maria da silva"]);
    expect(names("borrowed Rebecca by Daphne du Maurier from the library")).toContain("daphne du maurier");
    expect(names("ring Tariq bhai tonight about the hall")).toEqual(["tariq"]);
    expect(names("went to Casa da Musica for the concert")).toEqual([]);
  });
});
