import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCases } from "./qa-case.js";
import { QA_DEV_SET, QA_EVAL_DIR } from "./qa-parts.js";

const EVAL = QA_EVAL_DIR;
const DEV = QA_DEV_SET;
/** Every Q&A set in the order written; those from qa-fresh-5 on must not repeat the wording of any set before them. */
const SETS = ["qa-fresh.jsonl", "qa-fresh-2.jsonl", "qa-fresh-3.jsonl", "qa-fresh-4.jsonl", "qa-fresh-5.jsonl", "qa-fresh-6.jsonl", "qa-fresh-7.jsonl", "qa-fresh-8.jsonl", "qa-fresh-9.jsonl", "qa-fresh-10.jsonl", "qa-fresh-11.jsonl", "qa-fresh-12.jsonl", "qa-fresh-13.jsonl", "qa-fresh-14.jsonl", "qa-fresh-15.jsonl", "qa-fresh-16.jsonl", "qa-fresh-17.jsonl", "qa-fresh-18.jsonl", "qa-fresh-19.jsonl", "qa-fresh-20.jsonl", "qa-fresh-21.jsonl", "qa-fresh-22.jsonl", "qa-fresh-23.jsonl", "qa-fresh-24.jsonl", "qa-fresh-25.jsonl", "qa-fresh-26.jsonl", "qa-fresh-27.jsonl", "qa-fresh-28.jsonl", "qa-fresh-29.jsonl", "qa-fresh-30.jsonl", "qa-fresh-31.jsonl", "qa-fresh-32.jsonl", "qa-fresh-33.jsonl", "qa-fresh-34.jsonl", "qa-fresh-35.jsonl", "qa-fresh-36.jsonl", "qa-fresh-37.jsonl", "qa-fresh-38.jsonl", "qa-fresh-39.jsonl", "qa-fresh-40.jsonl", "qa-fresh-41.jsonl", "qa-fresh-42.jsonl", "qa-fresh-43.jsonl"];
const CHECKED = SETS.slice(SETS.indexOf("qa-fresh-5.jsonl"));

const read = (file: string) => parseCases(readFileSync(file, "utf8"), file);
const noteTexts = (file: string) => read(file).flatMap((c) => c.thoughts.map((t) => t.text));

function fourGrams(text: string): string[] {
  const words = text.toLowerCase().replace(/[’']/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.slice(0, Math.max(0, words.length - 3)).map((_, i) => words.slice(i, i + 4).join(" "));
}

describe("fresh Q&A sets", () => {
  it.each(CHECKED)("%s: cases parse, cite their own notes, and stay before `now`", (name) => {
    const cases = read(resolve(EVAL, name));
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      const ids = new Set(c.thoughts.map((t) => t.id));
      for (const id of c.expect.cites) expect(ids.has(id)).toBe(true);
      for (const t of c.thoughts) expect(t.created_at < c.now).toBe(true);
    }
  });

  it.each(CHECKED)("%s: its notes share no 4-word sequence with the dev set or earlier sets", (name) => {
    const earlier = [...SETS.slice(0, SETS.indexOf(name)).map((f) => resolve(EVAL, f)), ...(existsSync(DEV) ? [DEV] : [])];
    const seen = new Set(earlier.flatMap(noteTexts).flatMap(fourGrams));
    const shared = noteTexts(resolve(EVAL, name)).flatMap((t) => fourGrams(t).filter((g) => seen.has(g)).map((g) => `${g} ← ${t}`));
    expect(shared).toEqual([]);
    expect(fourGrams("a b c d e")).toHaveLength(2);
  });
});
