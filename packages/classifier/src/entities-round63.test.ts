import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";

const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());

describe("entities, round on the sixty-third set", () => {
  it("reads a car called by its make or model as a thing, not a person, beside the person named with it", () => {
    expect(names("Hilux booked in at Mick's garage thursday 8am")).toEqual(["mick"]);
    expect(names("Prado's aircon died on the way to the coast")).toEqual([]);
    expect(names("Yaris at Callum's since monday, no call yet")).toEqual(["callum"]);
  });
});
