import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { trainingCorpus } from "../engines/local/corpus/index.js";
import { findOverlaps, wordNgrams } from "./corpus-overlap.js";
import { DEFAULT_DEV_SET, REPO_ROOT } from "./paths.js";

const texts = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
const inDir = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith(".jsonl")).map((f) => resolve(dir, f));
/** Every labelled set in the repository: the fresh sets (tune and held parts) and the synthetic fixtures. */
const LABELLED = [...inDir(resolve(REPO_ROOT, "packages/classifier/eval-fresh")), ...inDir(resolve(REPO_ROOT, "packages/classifier/src/eval/fixtures"))];

describe("training corpus", () => {
  it("is parsed and covers every label", () => {
    expect(trainingCorpus.length).toBeGreaterThan(600);
    expect(new Set(trainingCorpus.map((e) => e.event_type)).size).toBe(13);
    expect(new Set(trainingCorpus.map((e) => e.domain)).size).toBe(3);
  });

  it("finds shared word sequences", () => {
    expect([...wordNgrams("Remind me to call Bo", 4)]).toEqual(["remind me to call", "me to call bo"]);
    expect(findOverlaps([{ text: "please remind me to call him", domain: "social", event_type: "reminder_intention" }], ["remind me to call grandma"])).toHaveLength(1);
  });

  it.skipIf(!existsSync(DEFAULT_DEV_SET))("shares no 4-word sequence with the dev set", () => {
    expect(findOverlaps(trainingCorpus, texts(DEFAULT_DEV_SET), 4).map((o) => `${o.shared.join(" / ")} ← ${o.corpus}`)).toEqual([]);
  });

  it("shares no 4-word sequence with any labelled set in the repository", () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(8);
    for (const file of LABELLED) {
      expect(findOverlaps(trainingCorpus, texts(file), 4).map((o) => `${file}: ${o.shared.join(" / ")} ← ${o.corpus}`)).toEqual([]);
    }
    // A scan of every set against the whole corpus: about a second on a quiet machine, many under load.
  }, 60_000);
});
