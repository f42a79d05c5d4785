import { describe, expect, it } from "vitest";
import { boundedDistance, containsName, editDistance, pickByName, rankByName, scoreName } from "./fuzzy-match.js";

const projects = [
  { id: "1", name: "Kitchen renovation" },
  { id: "2", name: "Garden shed" },
  { id: "3", name: "Tax return 2026" },
  { id: "4", name: "Website redesign" },
];

describe("fuzzy name matching", () => {
  it("ranks exact above prefix above token overlap above typos", () => {
    expect(scoreName("kitchen renovation", "Kitchen Renovation")).toBe(1);
    expect(scoreName("kitch", "Kitchen renovation")).toBe(0.9);
    expect(scoreName("renovation kitchen", "Kitchen renovation")).toBeGreaterThan(0.6);
    expect(scoreName("the kitchen project", "Kitchen renovation")).toBeGreaterThanOrEqual(0.6);
    expect(scoreName("kitchn renovaton", "Kitchen renovation")).toBeGreaterThanOrEqual(0.55);
    expect(scoreName("boat", "Kitchen renovation")).toBe(0);
  });

  it("ignores accents and punctuation", () => {
    expect(scoreName("cafe plans", "Café plans!")).toBe(1);
  });

  it("allows no typo in short words, where one edit makes another word", () => {
    expect(scoreName("tax", "Tax return 2026")).toBe(0.9);
    expect(scoreName("tex", "Tax return 2026")).toBe(0);
  });

  it("picks one confident match, or offers close ones", () => {
    expect(pickByName("garden", projects).match?.id).toBe("2");
    expect(pickByName("website", projects).match?.id).toBe("4");
    const none = pickByName("kitchen garden", projects);
    expect(none.match).toBeNull();
    expect(none.close.map((p) => p.id)).toEqual(["1", "2"]);
  });

  it("does not guess between two equally good matches", () => {
    const twins = [
      { id: "a", name: "Kitchen renovation" },
      { id: "b", name: "Kitchen garden" },
    ];
    expect(pickByName("kitchen", twins)).toEqual({ match: null, close: twins });
    expect(pickByName("kitchen garden", twins).match?.id).toBe("b");
  });

  it("rankByName keeps only matches, best first", () => {
    expect(rankByName("shed", projects).map((m) => m.item.id)).toEqual(["2"]);
  });

  it("editDistance counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("boundedDistance stops at the bound and skips lengths that differ by more", () => {
    expect(boundedDistance("kitchen", "kitchn", 2)).toBe(1);
    expect(boundedDistance("kitchen", "k", 2)).toBe(3);
    expect(boundedDistance("a".repeat(2000), "b".repeat(2000), 2)).toBe(3);
    expect(boundedDistance("tax", "tex", 0)).toBe(1);
  });

  it("containsName compares whole words, case- and accent-insensitively", () => {
    expect(containsName("Sam Ortiz", "sam")).toBe(true);
    expect(containsName("lunch with SAM, then gym", "Sam")).toBe(true);
    expect(containsName("Samantha", "Sam")).toBe(false);
    expect(containsName("Sam Ortiz", "Ortiz Sam")).toBe(false);
    expect(containsName("ÉLODIE Durand", "élodie")).toBe(true);
    expect(containsName("José Núñez", "jose nunez")).toBe(true);
    expect(containsName("a.*b", ".*")).toBe(false);
  });
});
