/**
 * Binarized multinomial naive Bayes: each feature counts once per document, which suits
 * one-line thoughts better than raw counts. Log probabilities are computed per feature on first
 * use, so a model of thousands of features loads in a few milliseconds.
 */
export interface NaiveBayesModel<L extends string> {
  labels: L[];
  logPrior: Float64Array;
  /** log(total feature count of the label + alpha · vocabulary). */
  denominators: Float64Array;
  alpha: number;
  /** Per-label document counts for a feature, or undefined when never seen in training. */
  countsOf: (feature: string) => number[] | undefined;
  cache: Map<string, Float64Array | null>;
}

/** Per-label document counts: how many documents of each label have each feature. */
export interface FeatureCounts {
  docCount: number[];
  features: Map<string, number[]>;
}

export function countFeatures<L extends string>(docs: Array<{ features: string[]; label: L }>, labels: readonly L[]): FeatureCounts {
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const docCount = labels.map(() => 0);
  const features = new Map<string, number[]>();
  for (const doc of docs) {
    const li = labelIndex.get(doc.label);
    if (li === undefined) throw new Error(`unknown label ${doc.label}`);
    docCount[li]! += 1;
    for (const f of new Set(doc.features)) {
      let row = features.get(f);
      if (!row) features.set(f, (row = labels.map(() => 0)));
      row[li]! += 1;
    }
  }
  return { docCount, features };
}

/** Sum of feature counts per label, and the vocabulary size. */
export function countTotals(counts: FeatureCounts): { totals: number[]; vocab: number } {
  const totals = counts.docCount.map(() => 0);
  for (const row of counts.features.values()) for (let i = 0; i < totals.length; i++) totals[i]! += row[i]!;
  return { totals, vocab: counts.features.size };
}

export interface ModelSource {
  docCount: number[];
  totals: number[];
  vocab: number;
  countsOf: (feature: string) => number[] | undefined;
}

/** A model over counts with add-alpha smoothing; priors flattened by priorWeight (< 1). */
export function naiveBayesFrom<L extends string>(source: ModelSource, labels: readonly L[], alpha = 0.3, priorWeight = 0.5): NaiveBayesModel<L> {
  const k = labels.length;
  const docs = source.docCount.reduce((a, b) => a + b, 0);
  const logPrior = new Float64Array(k);
  const denominators = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    logPrior[i] = priorWeight * Math.log((source.docCount[i]! + 1) / (docs + k));
    denominators[i] = Math.log(source.totals[i]! + alpha * source.vocab);
  }
  return { labels: [...labels], logPrior, denominators, alpha, countsOf: source.countsOf, cache: new Map() };
}

export function trainNaiveBayes<L extends string>(
  docs: Array<{ features: string[]; label: L }>,
  labels: readonly L[],
  alpha = 0.3,
  priorWeight = 0.5,
): NaiveBayesModel<L> {
  const counts = countFeatures(docs, labels);
  const { totals, vocab } = countTotals(counts);
  return naiveBayesFrom({ docCount: counts.docCount, totals, vocab, countsOf: (f) => counts.features.get(f) }, labels, alpha, priorWeight);
}

function logLikelihood<L extends string>(model: NaiveBayesModel<L>, feature: string): Float64Array | null {
  let row = model.cache.get(feature);
  if (row !== undefined) return row;
  const counts = model.countsOf(feature);
  if (counts) {
    row = new Float64Array(counts.length);
    for (let i = 0; i < counts.length; i++) row[i] = Math.log(counts[i]! + model.alpha) - model.denominators[i]!;
  } else {
    row = null;
  }
  model.cache.set(feature, row);
  return row;
}

/** Log scores per label; features never seen in training are ignored (they carry no evidence). */
export function scoreNaiveBayes<L extends string>(model: NaiveBayesModel<L>, features: string[]): Record<L, number> {
  const sums = Float64Array.from(model.logPrior);
  for (const f of new Set(features)) {
    const row = logLikelihood(model, f);
    if (!row) continue;
    for (let i = 0; i < sums.length; i++) sums[i]! += row[i]!;
  }
  const out = {} as Record<L, number>;
  model.labels.forEach((l, i) => (out[l] = sums[i]!));
  return out;
}

/** Softmax of log scores. */
export function toProbabilities<L extends string>(scores: Record<L, number>): Record<L, number> {
  const labels = Object.keys(scores) as L[];
  const max = Math.max(...labels.map((l) => scores[l]));
  const out = {} as Record<L, number>;
  let sum = 0;
  for (const l of labels) {
    out[l] = Math.exp(scores[l] - max);
    sum += out[l];
  }
  for (const l of labels) out[l] /= sum;
  return out;
}

export function argmax<L extends string>(scores: Record<L, number>): L {
  let best: L | undefined;
  for (const l of Object.keys(scores) as L[]) if (best === undefined || scores[l] > scores[best]) best = l;
  return best!;
}
