import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, round on the sixty-fourth branch (read halves 57–63)", () => {
  it("reads a named party's answer still to think over as awaited", () => {
    expect(wait("put the quote for the fence to Hemi, he'll think about it", ["Hemi"])).toBe("Hemi: decision");
    expect(wait("asked Tala about swapping rosters, she'll sleep on it", ["Tala"])).toBe("Tala: decision");
    // The writer's own thinking awaits no one.
    expect(wait("I'll think about it over the weekend")).toBe(null);
  });

  it("reads a named party who keeps saying, told with a pronoun, as awaited", () => {
    expect(wait("Losa borrowed the ladder in march, she keeps saying she'll drop it back", ["Losa"])).toBe("Losa: drop it back");
    // The household's own people are no party awaited.
    expect(wait("the kids keep saying they'll tidy the shed")).toBe(null);
  });
});
