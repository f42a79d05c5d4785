import { eventTypes } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { extractEntities } from "../../entities.js";
import { trainingCorpus } from "./corpus/index.js";
import { textFeatures } from "./features.js";
import { countCorpus, loadCounts, serializeCounts } from "./model-counts.js";
import { naiveBayesFrom, scoreNaiveBayes, trainNaiveBayes } from "./naive-bayes.js";
import { getTextModels } from "./text-models.js";
import { MODEL_COUNTS } from "./text-model.generated.js";

describe("text models", () => {
  it("are generated from the current corpus (run `npm run build:model` after editing it)", () => {
    expect(serializeCounts(countCorpus(trainingCorpus)) === MODEL_COUNTS).toBe(true);
  });

  it("score the same from generated counts as from training", () => {
    const sample = trainingCorpus.slice(0, 60);
    const counts = countCorpus(sample);
    const loaded = loadCounts(serializeCounts(counts));
    const fromCounts = naiveBayesFrom(loaded.eventType, eventTypes, 0.3, 0);
    const trained = trainNaiveBayes(sample.map((e) => ({ features: textFeatures(e.text, extractEntities(e.text)), label: e.event_type })), eventTypes, 0.3, 0);
    const f = textFeatures("call the plumber about the leak tomorrow");
    const a = scoreNaiveBayes(fromCounts, f);
    const b = scoreNaiveBayes(trained, f);
    for (const t of eventTypes) expect(a[t]).toBeCloseTo(b[t], 9);
    expect(loaded.domain.docCount.reduce((x, y) => x + y, 0)).toBe(60);
  });

  // Load time is reported by `npm run bench -w packages/classifier`, not asserted here.
  it("cover the whole corpus", () => {
    expect(getTextModels().trainingSize).toBe(trainingCorpus.length);
  });
});
