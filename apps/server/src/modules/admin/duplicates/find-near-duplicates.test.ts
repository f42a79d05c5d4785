import { describe, expect, it } from "vitest";
import { findNearDuplicates, isNearSame, nameKey } from "./find-near-duplicates.js";

const named = (...names: string[]) => names.map((name, i) => ({ id: `n${i}`, name }));
const groupsOf = (...names: string[]) => findNearDuplicates(named(...names)).map((g) => g.items.map((i) => i.name));

describe("findNearDuplicates", () => {
  it("treats case, accents, punctuation and word order as the same name", () => {
    expect(nameKey("Smith, John")).toBe(nameKey("john  SMITH"));
    expect(nameKey("José Núñez")).toBe(nameKey("jose nunez"));
    const [group] = findNearDuplicates(named("Smith, John", "john smith", "Ana Lima"));
    expect(group).toMatchObject({ exact: true });
    expect(group!.items.map((i) => i.name)).toEqual(["Smith, John", "john smith"]);
  });

  it("groups one or two typos, depending on length, and leaves different names apart", () => {
    expect(groupsOf("Jon Smith", "John Smith", "Jane Smith", "Kitchen renovation", "Kitchen renovaton", "Kitchen")).toEqual([
      ["Jon Smith", "John Smith"],
      ["Kitchen renovation", "Kitchen renovaton"],
    ]);
    expect(groupsOf("Jon", "John", "Invoice 2023", "Invoice 2024")).toEqual([["Jon", "John"]]);
    expect(isNearSame("ana", "ann")).toBe(true);
    expect(isNearSame("ana", "bob")).toBe(false);
    expect(isNearSame("bob", "rob smith")).toBe(false);
    expect(isNearSame("jane smith", "jon smith")).toBe(false);
    expect(isNearSame("al", "ab")).toBe(false);
  });

  it("never reads a name as a pattern and stays fast on thousands of similar names", () => {
    expect(groupsOf("Ana (.*)+$ Lima", "ana lima", "[a-z]* Lima")).toEqual([["Ana (.*)+$ Lima", "ana lima"]]);
    const many = Array.from({ length: 5000 }, (_, i) => `The project plan ${String.fromCharCode(97 + (i % 26))}${i.toString(36)} for the team`);
    const started = performance.now();
    const groups = findNearDuplicates(named(...many, "a".repeat(50_000), "a".repeat(50_000)));
    expect(performance.now() - started).toBeLessThan(3000);
    // Only the two huge names, which are equal: the plans differ in a word with digits.
    expect(groups).toHaveLength(1);
    expect(groups.some((g) => g.items[0]!.name.length === 50_000)).toBe(true);
  });
});
