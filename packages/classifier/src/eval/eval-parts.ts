import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_DEV_SET, REPO_ROOT } from "./paths.js";

export const FRESH_DIR = resolve(REPO_ROOT, "packages/classifier/eval-fresh");

/** A split set's number ("thoughts-fresh-48-held.jsonl" → 48). */
const setNumber = (file: string): number => Number(/fresh-(\d+)-/.exec(file)?.[1] ?? 0);

/**
 * The labelled parts of one half, as eval-fresh/README.md keeps them: held = the older held set, the hard set, the
 * fourth set and every split set's held part (only totals are read); read = every split set's read part, the tune,
 * links and parent-tune sets, and the dev set (misses may be read while tuning).
 */
export function evalParts(half: "held" | "read", files: readonly string[] = readdirSync(FRESH_DIR)): string[] {
  const split = files.filter((f) => /^thoughts-fresh-\d+-(?:held|read)\.jsonl$/.test(f) && f.endsWith(`-${half}.jsonl`)).sort((a, b) => setNumber(a) - setNumber(b));
  const fixed = half === "held" ? ["thoughts-fresh-held.jsonl", "thoughts-fresh-hard.jsonl", "thoughts-fresh-4.jsonl"] : [];
  const after = half === "read" ? ["thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl", "parent-tune.jsonl"] : [];
  const parts = [...fixed, ...split, ...after].map((f) => resolve(FRESH_DIR, f));
  return half === "read" ? [...parts, DEFAULT_DEV_SET] : parts;
}
