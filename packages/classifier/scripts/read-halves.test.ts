import { describe, expect, it } from "vitest";
import { readHalfEntries, readHalfFiles, readSetNumber } from "./read-halves.js";

describe("read halves as training data (round 71)", () => {
  it("takes only read halves, the tune and links sets, never a held part", () => {
    const files = readHalfFiles(["thoughts-fresh-9-read.jsonl", "thoughts-fresh-9-held.jsonl", "thoughts-fresh-held.jsonl", "thoughts-fresh-hard.jsonl", "thoughts-fresh-4.jsonl", "thoughts-fresh-10-read.jsonl"]);
    expect(files).toEqual(["thoughts-fresh-9-read.jsonl", "thoughts-fresh-10-read.jsonl", "thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl"]);
    expect(readSetNumber("thoughts-fresh-9-held.jsonl")).toBe(-1);
  });
  it("leaves the read halves of sets after the last training set unseen", () => {
    expect(readHalfFiles(["thoughts-fresh-69-read.jsonl", "thoughts-fresh-70-read.jsonl"])).toEqual(["thoughts-fresh-69-read.jsonl", "thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl"]);
  });
  it("reads domain and event type of every read case", () => {
    const all = readHalfEntries();
    expect(all.length).toBeGreaterThan(5000);
    expect(all.every((e) => e.text.length > 0 && e.domain && e.event_type)).toBe(true);
  });
});
