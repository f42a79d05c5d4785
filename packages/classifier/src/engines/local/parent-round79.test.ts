import { describe, expect, it } from "vitest";
import { classifyLocal } from "../../pipeline.js";
import { fastestMs } from "../../testing/fastest-run.js";
import { leadWordOnly, othersThings, othersTitleWord } from "./parent-others-79.js";

// Round parent79, read on the read halves' parent misses (new wordings, not those cases' texts).
const parent = (text: string, projects: string[], tasks: { title: string; of: number }[] = []) =>
  classifyLocal({
    text,
    now: new Date("2026-03-02T10:00:00Z"),
    timezone: "UTC",
    context: {
      projects: projects.map((title, i) => ({ id: `p${i + 1}`, title })),
      tasks: tasks.map((t, i) => ({ id: `t${i + 1}`, title: t.title, parent_id: `p${t.of}` })),
    },
  }).result.parent_id;

describe("round parent79 (read halves)", () => {
  it("leaves another person's party out of a project that is someone else's party", () => {
    expect(parent("Maisie had a huge bouncy castle at her party", ["Tom's 6th birthday party", "Fix the fence"], [{ title: "Book the bouncy castle", of: 1 }])).toBeNull();
    expect(parent("party invite from Oscar's classmate for sunday", ["Mum's 60th party", "Replace the car"])).toBeNull();
    expect(parent("got a birthday party invitation from the Kellys for the 12th", ["Grandad's 80th birthday party", "Paint the shed"])).toBeNull();
  }, 60_000);

  it("keeps the party of the title's own owner, and projects that name no owner", () => {
    // The title's owner is the subject, or the invite comes from them.
    expect(parent("Tom wants a dinosaur cake at his party", ["Tom's 6th birthday party", "Fix the fence"])).toBe("p1");
    expect(parent("party invite from Mum came through the door, very fancy", ["Mum's 60th party", "Replace the car"])).toBe("p1");
    // The pronoun's owner is no person named first; a title with no owner is left to the rules before.
    expect(parent("the hall wants her party numbers by friday", ["Tom's 6th birthday party", "Fix the fence"])).toBe("p1");
    expect(othersTitleWord(othersThings("Maisie had a cake at her party", ["Maisie"]), null, ["offic", "parti"])).toBe(false);
    // Words outside the title stay the project's ("her cake" is no title word).
    expect(othersTitleWord(othersThings("Maisie had a cake at her house", ["Maisie"]), "tom", ["tom", "6th", "birthdai", "parti"])).toBe(false);
  }, 60_000);

  it("in a tie, lets a project met by a later title word win over one met only by its title's first word", () => {
    expect(parent("the framer keeps a third of whatever they sell", ["Sell watercolours online", "Supply the Harbour Street framer"])).toBe("p2");
    expect(parent("need someone to take the second van to Kilkenny", ["Second shop for the bakery", "Choir trip to Kilkenny"])).toBe("p2");
  }, 60_000);

  it("leaves ties alone when the first word is not alone, or both or neither are first words", () => {
    expect(leadWordOnly(["sell", "candl", "onlin"], ["sell"], 0)).toBe(true);
    expect(leadWordOnly(["sell", "candl", "onlin"], ["sell"], 1)).toBe(false);
    expect(leadWordOnly(["sell", "candl", "onlin"], ["sell", "candl"], 0)).toBe(false);
    expect(leadWordOnly(["suppli", "harbour", "street", "shop"], ["shop"], 0)).toBe(false);
    expect(parent("they sell the second batch tomorrow", ["Sell candles online", "Second shop for the bakery"])).not.toBe("p2");
  }, 60_000);

  it("reads another person's things once a thought, fast on long adversarial strings", () => {
    const s = "Maisie her her their party invite from from the Leo's invitation from ".repeat(9);
    expect(s.length).toBeGreaterThan(590);
    expect(fastestMs(() => othersThings(s, ["Maisie", "Leo"]))).toBeLessThan(5);
    const things = othersThings(s, ["Maisie", "Leo"]);
    expect(fastestMs(() => { for (let i = 0; i < 20; i++) othersTitleWord(things, `kid${i}`, [`kid${i}`, "birthdai", "parti"]); })).toBeLessThan(5);
  }, 60_000);
});
