import { domains, eventTypes, type Domain, type EventType } from "@life/contracts";
import { loadCounts } from "./model-counts.js";
import { naiveBayesFrom, type NaiveBayesModel } from "./naive-bayes.js";
import { MODEL_COUNTS } from "./text-model.generated.js";

export interface TextModels {
  eventType: NaiveBayesModel<EventType>;
  domain: NaiveBayesModel<Domain>;
  trainingSize: number;
  loadMs: number;
}

let models: TextModels | undefined;

/**
 * The domain and event-type classifiers. Their feature counts are generated from the corpus by
 * `npm run build:model` into text-model.generated.ts (a test fails if it is stale), so loading
 * only indexes the counts: milliseconds, instead of re-reading the corpus at start-up.
 */
export function getTextModels(): TextModels {
  if (models) return models;
  const start = performance.now();
  const source = loadCounts(MODEL_COUNTS);
  models = {
    eventType: naiveBayesFrom(source.eventType, eventTypes, 0.3, 0),
    domain: naiveBayesFrom(source.domain, domains, 0.3, 0.5),
    trainingSize: source.domain.docCount.reduce((a, b) => a + b, 0),
    loadMs: performance.now() - start,
  };
  return models;
}
