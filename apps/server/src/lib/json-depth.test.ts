import { describe, expect, it } from "vitest";
import { jsonDeeperThan } from "./json-depth.js";

const nest = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("jsonDeeperThan", () => {
  it("counts arrays and objects alike, up to the bound", () => {
    expect(jsonDeeperThan(nest(3), 3)).toBe(false);
    expect(jsonDeeperThan(nest(4), 3)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonDeeperThan(`{"a":"${"[{".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\"[[[[\\\\"}`, 1)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\\\",  "b":[[1]]}`, 2)).toBe(true);
  });

  it("reads siblings as the same depth", () => {
    expect(jsonDeeperThan(`[${Array.from({ length: 1000 }, () => "[1]").join(",")}]`, 2)).toBe(false);
  });

  it("finds 100,000 levels without recursion", () => {
    expect(jsonDeeperThan(nest(100_000), 64)).toBe(true);
  });
});
