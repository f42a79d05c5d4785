/** Softmax of log scores, divided by `temperature` first. */
export function toProbabilities<L extends string>(scores: Record<L, number>, temperature = 1): Record<L, number> {
  const labels = Object.keys(scores) as L[];
  const max = Math.max(...labels.map((l) => scores[l]));
  const out = {} as Record<L, number>;
  let sum = 0;
  for (const l of labels) {
    out[l] = Math.exp((scores[l] - max) / temperature);
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
