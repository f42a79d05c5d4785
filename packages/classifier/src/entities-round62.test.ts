import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string, projects: string[] = []): string[] =>
  extractEntities(text, { projects: projects.map((title, i) => ({ id: `p${i}`, title })) }).map((n) => n.toLowerCase());

describe("entities, round on the sixty-second set", () => {
  it('reads a currency code before an amount ("Rs 12,000") as money, not a name', () => {
    expect(names("Mr Bhugon paid Rs 12,000, two inverter units")).toEqual(["bhugon"]);
    expect(names("CWA bill Rs 640, pay it friday")).toEqual([]);
    expect(names("sold the old fridge for Rs. 3,500")).toEqual([]);
  });

  it("keeps a given name that owns a context project as a person in the thought", () => {
    expect(names("sanded half the boat with Gérard, rest sunday", ["Fix up Gérard's fishing boat"])).toEqual(["gérard"]);
    expect(names("Gérard found a used engine in Grand Gaube", ["Fix up Gérard's fishing boat"])).toEqual(["gérard"]);
    // A firm named in a project title is still a thing.
    expect(names("Orion signed off the logo", ["Launch Orion rebrand"])).toEqual([]);
  });
});
