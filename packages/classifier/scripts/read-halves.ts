import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { domains, eventTypes, type Domain, type EventType } from "@life/contracts";
import type { CorpusEntry } from "../src/engines/local/corpus/index.js";
import { FRESH_DIR } from "../src/eval/eval-parts.js";

/** A split set's number ("thoughts-fresh-48-read.jsonl" → 48). */
export const readSetNumber = (file: string): number => Number(/^thoughts-fresh-(\d+)-read\.jsonl$/.exec(file)?.[1] ?? -1);

/**
 * The last split set whose read half trains the model. Sets written after it stay unseen by the model, both halves, so
 * their first runs and held halves measure a new voice as the hidden held-out sets do (the seventieth: domain 0.815 with
 * the corpus-only model, 0.871 with the model trained on the 6th-69th read halves). Raising it is a retrain: rebuild,
 * the grouped cross-validation (scripts/cv-read-halves.ts) and a README entry, not a side effect of adding a set.
 */
export const LAST_TRAINING_SET = 69;

/**
 * The READ-half files that may train the text models: every split set's read half up to LAST_TRAINING_SET (by set
 * number), then the tune and links sets. Never a held half, nor the older held, hard or fourth sets.
 */
export function readHalfFiles(files: readonly string[] = readdirSync(FRESH_DIR)): string[] {
  const split = files.filter((f) => readSetNumber(f) >= 0 && readSetNumber(f) <= LAST_TRAINING_SET).sort((a, b) => readSetNumber(a) - readSetNumber(b));
  return [...split, "thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl"];
}

/** One file's cases as training entries (text, domain, event type); cases without both labels are skipped. */
export function entriesOf(file: string): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const line of readFileSync(resolve(FRESH_DIR, file), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as { text?: string; expect?: { domain?: string; event_type?: string } };
    const domain = c.expect?.domain as Domain | undefined;
    const eventType = c.expect?.event_type as EventType | undefined;
    if (!c.text || !domain || !eventType || !domains.includes(domain) || !eventTypes.includes(eventType)) continue;
    out.push({ text: c.text, domain, event_type: eventType });
  }
  return out;
}

export const readHalfEntries = (files?: readonly string[]): CorpusEntry[] => readHalfFiles(files).flatMap(entriesOf);
