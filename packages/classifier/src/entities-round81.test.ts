import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { choiceOptions, roleInApposition, shopInPossessive, type Word81 } from "./entities/entities-81.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

/** Words as the entity pass reads them: a mark or a word after a mark is after a break. */
function words81(text: string): Word81[] {
  const out: Word81[] = [];
  for (const raw of text.match(/[\p{L}][\p{L}\p{N}'’-]*|\S/gu) ?? []) {
    const prev = out[out.length - 1];
    out.push({ text: raw, lower: raw.toLowerCase(), afterBreak: !prev || !/^\p{L}/u.test(prev.text) || !/^\p{L}/u.test(raw) });
  }
  return out;
}

describe("round 81 (ent81, read halves): entities", () => {
  it("reads a capital opening its sentence before a role in commas as the person", () => {
    expect(names("Zurab, the plumber near the market, 555 19 28 37")).toEqual(["Zurab"]);
    expect(names("Losana, cleaning lady, comes tuesdays, 872 5561")).toEqual(["Losana"]);
    expect(names("Tevita, our mechanic, says the clutch is gone")).toEqual(["Tevita"]);
    // Guards: no role in the commas, a place or a firm before the commas, a role that does not close the apposition.
    expect(names("Saburtalo, the bazaar behind the metro, 555 22 33 44")).toEqual([]);
    expect(names("Quickbooks, the accounting thing, keeps crashing")).toEqual([]);
    expect(names("Nadi, the driver shortage is bad")).toEqual([]);
  });

  it("leaves a bare possessive one is in or booked into out as a shop", () => {
    expect(names("got the bulbs in Doherty's, cheaper than online")).toEqual([]);
    expect(names("book the van into Kearney's for the MOT")).toEqual([]);
    expect(names("bread in Galvin's.")).toEqual([]);
    // Guards: the owner's thing after the name, a home one is at or goes to, an owner opening the sentence.
    expect(names("left my scarf in Maya's car")).toEqual(["Maya"]);
    expect(names("stayed the night in Ciara's, too tired to drive")).toEqual(["Ciara"]);
    expect(names("put $300 in Tomasz's 529")).toEqual(["Tomasz"]);
    expect(names("dinner at Maya's on friday")).toEqual(["Maya"]);
    expect(names("drop the kids to Aroha's for the night")).toEqual(["Aroha"]);
  });

  it("leaves out two named options set against each other after \"going with\"", () => {
    expect(names("going with K.R. Hollis over Brennans for the timber")).toEqual([]);
    expect(names("we are going with Ohakune for the long weekend, not Taupo")).toEqual([]);
    expect(names("staying with Zain instead of Ptcl for the internet")).toEqual([]);
    // Guards: a companion with no option turned down, an owner's people, a name in the next sentence.
    expect(names("going with Aroha and Tipene to the match")).toEqual(["Aroha", "Tipene"]);
    expect(names("going with Dai's gang for the shearing, not the agency")).toEqual(["Dai"]);
    expect(names("going with Ohakune, not Taupo. Aroha said yes")).toEqual(["Aroha"]);
  });

  it("decides by the words around the name (the cues themselves)", () => {
    const role = (w: string): boolean => w === "mechanic" || w === "lady";
    expect(roleInApposition(words81("Vaso, the mechanic behind the bazaar").slice(1), role)).toBe(true);
    expect(roleInApposition(words81("Vaso, massage lady, will come").slice(1), role)).toBe(true);
    expect(roleInApposition(words81("Vaso, the mechanic shop is shut").slice(1), role)).toBe(false);
    expect(roleInApposition(words81("Vaso the mechanic, 555").slice(1), role)).toBe(false);
    expect(roleInApposition(words81("Vaso, and then the mechanic").slice(1), role)).toBe(false);
    const cap = (w: Word81): boolean => /^\p{Lu}\p{Ll}/u.test(w.text);
    expect(choiceOptions(words81("going with J.K. Hollis over Brennans"), cap)).toEqual(["j k hollis", "brennans"]);
    expect(choiceOptions(words81("went with Ohakune. not Taupo"), cap)).toEqual([]);
    expect(choiceOptions(words81("going with Ohakune instead of Taupo"), cap)).toEqual(["ohakune", "taupo"]);
    const [next] = words81(", then");
    expect(shopInPossessive("in", next)).toBe(true);
    expect(shopInPossessive("into", undefined)).toBe(true);
    expect(shopInPossessive("into", words81("for")[0])).toBe(true);
    expect(shopInPossessive("at", next)).toBe(false);
    expect(shopInPossessive("in", words81("room")[0])).toBe(false);
    expect(shopInPossessive("in", words81("529")[0])).toBe(false);
  });

  // Five new regexes, each anchored with one character class; the apposition is read at most seven words after a name
  // opening a sentence and the options once a text, so the bound is taken on a long note of such names, bare possessives
  // and options.
  it("stays fast on a long note of names in commas, bare possessives and options", () => {
    const long = "Zurab, the plumber near the market, 555. bulbs in Doherty's, going with Ohakune not Taupo, Losana, cleaning lady, ".repeat(6);
    expect(long.length).toBeGreaterThan(600);
    expect(fastestMs(() => extractEntities(long, {}))).toBeLessThan(5);
  });
});
