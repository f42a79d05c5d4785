import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, round 66 (ents66, read halves)", () => {
  it("reads a party's bare day closing the clause as when an awaited thing comes", () => {
    expect(wait("new glasses ordered last week, Specsavers says friday")).not.toBe(null);
    expect(wait("the bike's still at the repair shop, they promised tuesday")).not.toBe(null);
    expect(wait("quote for the deck from Marco, he said the 14th", ["Marco"])).toBe("Marco: quote for the deck from Marco");
    // The writer's own word, and a day from the family with no party holding a thing, await nothing.
    expect(wait("told the coach I said saturday")).toBe(null);
    expect(wait("asked Dad about the barbecue, he said sunday")).toBe(null);
  });
});
