import { embedText } from "../../embeddings/index.js";
import { cueFeatures } from "./cue-features.js";

/**
 * Multinomial logistic regression over hashed sparse features (stemmed words, word pairs, the
 * opening word, character 3–5-grams) plus the offline sentence embedding. Trained at build time
 * by scripts/build-text-model.ts; the weights ship in data/text-model.bin.
 */

/**
 * Hash buckets for the sparse features. 2^17 rather than 2^15: fewer word and character n-grams
 * share a bucket, which cross-validation on the written sentences preferred for domain
 * (eval-fresh/README.md, fourth round). The cost per thought does not change (the input is sparse).
 */
export const HASH_BITS = 17;
export const HASH_SIZE = 1 << HASH_BITS;
export const EMBED_DIMS = 100;
/** Input width: hashed features, embedding, bias. */
export const INPUT_SIZE = HASH_SIZE + EMBED_DIMS + 1;
const BIAS = HASH_SIZE + EMBED_DIMS;
/** Weight of the cue-rule group in the input (0 leaves the cues out of the models). */
/** Scale of the sentence embedding in the input. */
export const EMBED_WEIGHT = Number(process.env.LIFE_EMBED_WEIGHT ?? 1);
export const CUE_FEATURE_WEIGHT = Number(process.env.LIFE_CUE_FEATURES ?? 1);

export interface SparseInput {
  idx: Int32Array;
  val: Float32Array;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Character n-grams of each word with boundary marks: robust to typos ("tommorow") and inflection. */
export function charNgrams(prepared: string): string[] {
  const out: string[] = [];
  for (const w of prepared.match(/[\p{L}\p{N}']+/gu) ?? []) {
    if (w.startsWith("z") && /^z(email|phone|money|time|ordinal|num|excl|emoji|person)$/.test(w)) continue;
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n));
  }
  return out;
}

/**
 * The model's input: word features and character n-grams, each group L2-normalised, hashed into
 * HASH_SIZE buckets, then the embedding of the raw text and a bias.
 */
export function linearInput(rawText: string, prepared: string, wordFeatures: string[], embedding?: Float32Array | null): SparseInput {
  const acc = new Map<number, number>();
  const addGroup = (feats: string[], prefix: string, weight: number) => {
    const uniq = new Set(feats);
    if (!uniq.size) return;
    const v = weight / Math.sqrt(uniq.size);
    for (const f of uniq) {
      const h = fnv1a(prefix + f) & (HASH_SIZE - 1);
      acc.set(h, (acc.get(h) ?? 0) + v);
    }
  };
  addGroup(wordFeatures, "w:", 1);
  addGroup(charNgrams(prepared), "c:", 1);
  if (CUE_FEATURE_WEIGHT) addGroup(cueFeatures(prepared), "q:", CUE_FEATURE_WEIGHT);
  const emb = embedding === undefined ? embedText(rawText) : embedding;
  const size = acc.size + (emb ? EMBED_DIMS : 0) + 1;
  const idx = new Int32Array(size);
  const val = new Float32Array(size);
  let k = 0;
  for (const [h, v] of acc) {
    idx[k] = h;
    val[k++] = v;
  }
  if (emb) {
    for (let i = 0; i < EMBED_DIMS; i++) {
      idx[k] = HASH_SIZE + i;
      val[k++] = emb[i]! * EMBED_WEIGHT;
    }
  }
  idx[k] = BIAS;
  val[k] = 1;
  return { idx, val };
}

export interface LinearModel {
  labels: string[];
  /** INPUT_SIZE × labels, row-major by input. */
  weights: Float32Array;
  /** Temperature fitted on out-of-fold predictions: logits are divided by it before softmax. */
  temperature: number;
}

export function logits(model: LinearModel, x: SparseInput): Float64Array {
  const k = model.labels.length;
  const out = new Float64Array(k);
  for (let j = 0; j < x.idx.length; j++) {
    const base = x.idx[j]! * k;
    const v = x.val[j]!;
    for (let c = 0; c < k; c++) out[c]! += v * model.weights[base + c]!;
  }
  return out;
}

export function softmax(z: Float64Array, temperature = 1): Float64Array {
  let max = -Infinity;
  for (const v of z) max = Math.max(max, v / temperature);
  const out = new Float64Array(z.length);
  let sum = 0;
  for (let i = 0; i < z.length; i++) sum += out[i] = Math.exp(z[i]! / temperature - max);
  for (let i = 0; i < z.length; i++) out[i]! /= sum;
  return out;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

// Chosen by 5-fold cross-validation on the written sentences (see the README table).
export const DEFAULT_TRAIN: TrainOptions = { epochs: 20, learningRate: 0.3, l2: 1e-5, seed: 7 };

/**
 * Softmax regression by AdaGrad SGD with lazy-free L2 on the touched weights. `sampleWeights`
 * scale each sentence's gradient (written sentences count more than template fillings).
 */
export function trainLinear(xs: SparseInput[], ys: number[], labels: string[], opts: TrainOptions = DEFAULT_TRAIN, sampleWeights?: number[]): LinearModel {
  const k = labels.length;
  const weights = new Float32Array(INPUT_SIZE * k);
  const g2 = new Float32Array(INPUT_SIZE * k).fill(1e-6);
  // Each epoch visits the sentences in the order of a hash of their own features, the epoch and the seed: adding a
  // sentence inserts it into that order instead of reshuffling every other one (a positional shuffle moved ~190 read
  // cases a retrain whatever the batch taught).
  const keys = xs.map(featureKey);
  const order = xs.map((_, i) => i);
  const model: LinearModel = { labels, weights, temperature: 1 };
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const salt = Math.imul((opts.seed >>> 0) + 1, 2654435761) ^ Math.imul(epoch + 1, 40503);
    const rank = keys.map((key) => mix(key ^ salt));
    order.sort((a, b) => rank[a]! - rank[b]! || a - b);
    for (const n of order) {
      const x = xs[n]!;
      const p = softmax(logits(model, x));
      p[ys[n]!]! -= 1;
      const sw = sampleWeights?.[n] ?? 1;
      if (sw !== 1) for (let c = 0; c < k; c++) p[c]! *= sw;
      for (let j = 0; j < x.idx.length; j++) {
        const base = x.idx[j]! * k;
        const v = x.val[j]!;
        for (let c = 0; c < k; c++) {
          const w = base + c;
          const g = p[c]! * v + opts.l2 * weights[w]!;
          g2[w]! += g * g;
          weights[w]! -= (opts.learningRate * g) / Math.sqrt(g2[w]!);
        }
      }
    }
  }
  return model;
}

/** A 32-bit hash of a sentence's features, the same wherever the sentence stands in the corpus. */
function featureKey(x: SparseInput): number {
  let h = 2166136261;
  for (let j = 0; j < x.idx.length; j++) {
    h = Math.imul(h ^ x.idx[j]!, 16777619);
    h = Math.imul(h ^ Math.round(x.val[j]! * 1e4), 16777619);
  }
  return h >>> 0;
}

/** A 32-bit integer mix (murmur3's finaliser), so that salted keys spread evenly. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The mean of `n` models trained in different orders (seeds). Averaging linear models' weights
 * averages their logits, so this bagged ensemble costs nothing more per thought; it removes part
 * of what the order of SGD steps alone moves.
 */
export function trainAveraged(xs: SparseInput[], ys: number[], labels: string[], opts: TrainOptions, sampleWeights: number[] | undefined, n: number): LinearModel {
  const model = trainLinear(xs, ys, labels, opts, sampleWeights);
  for (let e = 1; e < n; e++) {
    const other = trainLinear(xs, ys, labels, { ...opts, seed: opts.seed + 1000 * e }, sampleWeights);
    for (let j = 0; j < model.weights.length; j++) model.weights[j]! += other.weights[j]!;
  }
  if (n > 1) for (let j = 0; j < model.weights.length; j++) model.weights[j]! /= n;
  return model;
}

/** The temperature that minimises negative log-likelihood of held-out logits (grid search). */
export function fitTemperature(zs: Float64Array[], ys: number[]): number {
  let best = 1;
  let bestNll = Infinity;
  for (let t = 0.3; t <= 4; t += 0.05) {
    let nll = 0;
    zs.forEach((z, i) => (nll -= Math.log(softmax(z, t)[ys[i]!]! + 1e-12)));
    if (nll < bestNll) {
      bestNll = nll;
      best = Math.round(t * 100) / 100;
    }
  }
  return best;
}

/** Expected calibration error over 10 equal-width confidence bins. */
export function expectedCalibrationError(probs: Float64Array[], ys: number[]): number {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, correct: 0 }));
  probs.forEach((p, i) => {
    let arg = 0;
    for (let c = 1; c < p.length; c++) if (p[c]! > p[arg]!) arg = c;
    const b = bins[Math.min(9, Math.floor(p[arg]! * 10))]!;
    b.n++;
    b.conf += p[arg]!;
    if (arg === ys[i]) b.correct++;
  });
  const total = probs.length;
  return bins.reduce((e, b) => e + (b.n ? (b.n / total) * Math.abs(b.conf / b.n - b.correct / b.n) : 0), 0);
}
