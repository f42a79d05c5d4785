import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trainingCorpus } from "../engines/local/corpus/index.js";
import { findOverlaps, wordNgrams } from "./corpus-overlap.js";
import { DEFAULT_DEV_SET } from "./paths.js";

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
    const texts = readFileSync(DEFAULT_DEV_SET, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
    expect(findOverlaps(trainingCorpus, texts, 4).map((o) => `${o.shared.join(" / ")} ← ${o.corpus}`)).toEqual([]);
  });
});
