import { readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const QA_EVAL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../eval");
export const QA_DEV_SET = resolve(QA_EVAL_DIR, "../../../../shared/eval/qa-dev.jsonl");

export interface QaPart {
  file: string;
  /** The part's name as its README tables give it ("qa-fresh-25-held"). */
  name: string;
  /** Which of the file's cases belong to this part. */
  keep: (id: string) => boolean;
}

/** A Q&A set's number ("qa-fresh-25.jsonl" → 25; "qa-fresh.jsonl", the first, → 1). */
export const qaSetNumber = (file: string): number => (file === "qa-fresh.jsonl" ? 1 : Number(/^qa-fresh-(\d+)\.jsonl$/.exec(file)?.[1] ?? 0));

/** Cases numbered up to this may be read while tuning; the rest are held (eval/README.md says so set by set). */
function readUpTo(n: number): number | "all" | "none" {
  if (n === 1 || n === 3) return "all";
  if (n === 2) return "none";
  if (n === 4) return 30;
  return n <= 9 ? 25 : 20;
}

const caseNumber = (id: string): number => Number(/(\d+)$/.exec(id)?.[1] ?? 0);

/**
 * The parts of one half, as eval/README.md keeps them: read = the dev set, the first and third sets whole and the
 * first cases of every later set; held = the second set whole and the rest of every later set (only totals are read).
 */
export function qaParts(half: "held" | "read", files: readonly string[] = readdirSync(QA_EVAL_DIR)): QaPart[] {
  const sets = files.filter((f) => qaSetNumber(f) > 0).sort((a, b) => qaSetNumber(a) - qaSetNumber(b));
  const parts: QaPart[] = [];
  if (half === "read") parts.push({ file: QA_DEV_SET, name: "qa-dev", keep: () => true });
  for (const f of sets) {
    const upTo = readUpTo(qaSetNumber(f));
    const name = `${f.replace(/\.jsonl$/, "")}-${half}`;
    const file = resolve(QA_EVAL_DIR, f);
    if (upTo === "all" || upTo === "none") {
      if ((upTo === "all") === (half === "read")) parts.push({ file, name, keep: () => true });
    } else {
      parts.push({ file, name, keep: half === "read" ? (id) => caseNumber(id) <= upTo : (id) => caseNumber(id) > upTo });
    }
  }
  return parts;
}

/**
 * The parts `--only` names ("qa-fresh-38-read,qa-fresh-37-read"), in the half's order; a name that is no part of the half is
 * an error, so a typo never passes as an empty run. No list: every part.
 */
export function onlyParts(parts: readonly QaPart[], only: string | undefined): QaPart[] {
  if (!only) return [...parts];
  const names = new Set(only.split(",").map((n) => n.trim()).filter(Boolean));
  const unknown = [...names].filter((n) => !parts.some((p) => p.name === n));
  if (unknown.length > 0) throw new Error(`no such part in this half: ${unknown.join(", ")}`);
  return parts.filter((p) => names.has(p.name));
}
