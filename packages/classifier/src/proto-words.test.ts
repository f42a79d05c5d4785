import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { classifyLocal } from "./pipeline.js";
import { stem } from "./text/stem.js";

/** Words that name a property every plain object has; a note may hold any of them. */
const BUILT_IN_NAMES = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"];

describe("notes holding the names of an object's built-in properties", () => {
  it("are read like any other words", () => {
    // "constructor" before a name once crashed entity extraction (a lookup met Object's constructor).
    expect(extractEntities("met with constructor Alice about the build")).toContain("Alice");
    for (const word of BUILT_IN_NAMES) {
      expect(typeof stem(word)).toBe("string");
      const text = `talked to the ${word} Bob about the ${word} quote, ${word} done by ${word} friday at five to ${word}`;
      expect(() => classifyLocal({ text, now: new Date("2026-11-28T12:00:00Z"), timezone: "Europe/London", context: {} })).not.toThrow();
    }
  });
});
