import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Domain, EventType } from "@life/contracts";
import { logits, softmax, type LinearModel, type SparseInput } from "./linear-model.js";
import { parseModels } from "./model-file.js";

export interface TextModels {
  eventType: LinearModel;
  domain: LinearModel;
  fingerprint: string;
  loadMs: number;
}

// Same relative path from src/engines/local (tsx, vitest) and dist/engines/local (compiled).
const DEFAULT_PATH = fileURLToPath(new URL("../../../data/text-model.bin", import.meta.url));

let models: TextModels | undefined;

/**
 * The domain and event-type classifiers: logistic regressions trained by `npm run build:model`
 * into data/text-model.bin (a test fails when the file is older than the corpus).
 * LIFE_TEXT_MODEL overrides the path (e.g. for a bundled server).
 */
export function getTextModels(): TextModels {
  if (models) return models;
  const start = performance.now();
  const file = parseModels(readFileSync(process.env.LIFE_TEXT_MODEL ?? DEFAULT_PATH));
  models = { ...file, loadMs: performance.now() - start };
  return models;
}

/** Replaces the loaded models (cross-validation scores the whole decision with each fold's models). */
export function setTextModels(next: TextModels | undefined): void {
  models = next;
}

/** Calibrated log-probabilities per label. */
export function logProbabilities<L extends string>(model: LinearModel, x: SparseInput): Record<L, number> {
  const p = softmax(logits(model, x), model.temperature);
  const out = {} as Record<L, number>;
  model.labels.forEach((l, i) => (out[l as L] = Math.log(p[i]! + 1e-9)));
  return out;
}

export const eventTypeLogProbabilities = (x: SparseInput): Record<EventType, number> => logProbabilities<EventType>(getTextModels().eventType, x);
export const domainLogProbabilities = (x: SparseInput): Record<Domain, number> => logProbabilities<Domain>(getTextModels().domain, x);
