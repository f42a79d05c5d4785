import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { capitalWords } from "./entities/capital-words-83.js";
import type { ClassifyContext } from "./types.js";

// Round 83: the capitals of a project's title or a contact's relation name things, accented capitals too.
const context = {
  projects: [{ id: "p1", title: "Client Ísafold roof" }],
  contacts: [{ id: "c1", name: "Kari Berg", relation: "supplier – Ørsted Marine" }],
} as unknown as ClassifyContext;

describe("entities round 83: accented capitals of the context", () => {
  it("reads a capital after a space or at the start, in any script, and none inside a word", () => {
    expect(capitalWords("Client Ísafold, Łukasz's boat")).toEqual(["Client", "Ísafold", "Łukasz's"]);
    expect(capitalWords("ÉCOLE")).toEqual(["ÉCOLE"]);
    expect(capitalWords("3Com d'Arcy")).toEqual(["Arcy"]);
  });

  it("keeps a project's or a relation's accented capital out of the people", () => {
    expect(extractEntities("Ísafold says the roof is done", context)).toEqual([]);
    expect(extractEntities("Ørsted called about the pump", context)).toEqual([]);
  });

  it("still reads the same capitals as people without that context", () => {
    expect(extractEntities("Ísafold says the roof is done")).toEqual(["Ísafold"]);
    expect(extractEntities("Ørsted called about the pump")).toEqual(["Ørsted"]);
  });
});
