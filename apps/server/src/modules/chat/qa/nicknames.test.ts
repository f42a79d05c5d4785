import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { sameFirstName } from "./nicknames.js";
import { othersSpending } from "./spending-filters.js";

// Monday 30 November 2026.
const ask = askOn({ year: 2026, month: 11, day: 30 });
const note = noteMaker();

describe("a first name and its short form", () => {
  it("takes a short form of three or four letters opening a longer name for it, either way round", () => {
    expect(sameFirstName("teg", "tegan")).toBe(true);
    expect(sameFirstName("callum", "cal")).toBe(true);
    expect(sameFirstName("matt", "matthew")).toBe(true);
    expect(sameFirstName("nadia", "nadia")).toBe(true);
  });

  it("leaves two-letter prefixes, near-equal lengths and other names apart", () => {
    expect(sameFirstName("jo", "joanna")).toBe(false);
    expect(sameFirstName("cal", "calm")).toBe(false);
    expect(sameFirstName("chris", "christine")).toBe(false);
    expect(sameFirstName("tom", "tegan")).toBe(false);
  });
});

describe("questions that name a person by the other form", () => {
  it("counts meetings with Tegan when asked about Teg", () => {
    const notes = [
      note("2026-07-18T09:00", "coffee with Tegan at the corner cafe before her shift", { entities: ["Tegan"] }),
      note("2026-08-30T09:00", "Tegan and I did the stairs at the park", { entities: ["Tegan"] }),
      note("2026-10-24T22:00", "drinks with Teg after the late shift", { entities: ["Teg"] }),
      note("2026-10-25T10:00", "coffee with Marcus", { entities: ["Marcus"] }),
    ];
    const answer = ask("how many times have I caught up with Teg since July?", notes, ["Tegan", "Teg", "Marcus"]);
    expect(answer.number).toBe(3);
    expect(texts(answer)).not.toContain("coffee with Marcus");
  });

  it("finds the notes on a brother named once in full and then by his short form", () => {
    const notes = [
      note("2026-08-30T09:00", "my brother Callum rang, they've offered him a permanent spot on the roster", { entities: ["Callum"] }),
      note("2026-09-14T09:00", "Cal and Jodie put a deposit down on a block of land", { entities: ["Cal", "Jodie"] }),
      note("2026-09-15T09:00", "Calvin from the gym lent me his foam roller", { entities: ["Calvin"] }),
    ];
    const answer = ask("what's new with my brother?", notes, ["Callum", "Cal", "Jodie", "Calvin"]);
    expect(texts(answer).sort()).toEqual(["Cal and Jodie put a deposit down on a block of land", "my brother Callum rang, they've offered him a permanent spot on the roster"]);
  });

  it("does not take a full name for a short form of another", () => {
    const notes = [
      note("2026-09-08T09:00", "Anneliese, the new choir director, wants us off book by December", { entities: ["Anneliese"] }),
      note("2026-09-23T09:00", "Anne Murray playing on the radio all morning", { entities: ["Anne Murray"] }),
    ];
    expect(texts(ask("who is Anneliese again?", notes, ["Anneliese", "Anne Murray"]))).toEqual(["Anneliese, the new choir director, wants us off book by December"]);
  });

  it("does not take the asked person's spending under a short form for someone else's", () => {
    expect(othersSpending("Teg paid for the taxi, $30", ["Tegan"])).toBe(false);
    expect(othersSpending("Marcus paid for the taxi, $30", ["Tegan"])).toBe(true);
  });
});
