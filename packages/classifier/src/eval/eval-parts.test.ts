import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { evalParts } from "./eval-parts.js";

describe("the labelled parts of each half", () => {
  const files = ["thoughts-fresh-10-read.jsonl", "thoughts-fresh-9-held.jsonl", "thoughts-fresh-10-held.jsonl", "thoughts-fresh-9-read.jsonl", "thoughts-fresh-9.jsonl", "README.md"];

  it("keeps the held and read parts apart, split sets in number order, whole sets out", () => {
    expect(evalParts("held", files).map((f) => basename(f))).toEqual(["thoughts-fresh-held.jsonl", "thoughts-fresh-hard.jsonl", "thoughts-fresh-4.jsonl", "thoughts-fresh-9-held.jsonl", "thoughts-fresh-10-held.jsonl"]);
    expect(evalParts("read", files).map((f) => basename(f))).toEqual(["thoughts-fresh-9-read.jsonl", "thoughts-fresh-10-read.jsonl", "thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl", "parent-tune.jsonl", "thoughts-dev.jsonl"]);
  });

  it("lists every split set of the repository in exactly one half", () => {
    const held = evalParts("held").map((f) => basename(f));
    const read = evalParts("read").map((f) => basename(f));
    expect(held.filter((f) => read.includes(f))).toEqual([]);
    expect(held.filter((f) => /fresh-\d+-held/.test(f)).length).toBe(read.filter((f) => /fresh-\d+-read/.test(f)).length);
    expect(held).toContain("thoughts-fresh-48-held.jsonl");
  });
});
