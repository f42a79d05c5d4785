import type { Domain, EventType } from "@life/contracts";
import { embedText } from "../../embeddings/index.js";
import { wordNgrams } from "../../eval/corpus-overlap.js";
import { trainingCorpus } from "../local/corpus/index.js";

/**
 * Few-shot examples for the LLM prompt: the labelled training sentences nearest to the thought
 * by the offline embedding. They come from the local engine's corpus only (never the dev or
 * held-out sets: the corpus shares no 4-word sequence with the dev set, checked by
 * corpus-overlap.test), and show the model how the guideline's borderlines were labelled on
 * sentences like the one at hand. Embedding the corpus once takes about 0.1 s; choosing then
 * costs one pass of dot products.
 */
export interface LabelledExample {
  text: string;
  domain: Domain;
  event_type: EventType;
}

export const EXAMPLE_COUNT = 6;
/** Two examples this close say the same thing; the second is skipped for a different one. */
const NEAR_DUPLICATE = 0.95;

interface ExampleIndex {
  entries: LabelledExample[];
  vectors: Float32Array[];
}

let index: ExampleIndex | null = null;

function exampleIndex(): ExampleIndex {
  if (index) return index;
  const entries: LabelledExample[] = [];
  const vectors: Float32Array[] = [];
  const seen = new Set<string>();
  for (const entry of trainingCorpus) {
    const key = entry.text.toLowerCase();
    const vector = embedText(entry.text);
    if (!vector || seen.has(key)) continue;
    seen.add(key);
    entries.push({ text: entry.text, domain: entry.domain, event_type: entry.event_type });
    vectors.push(vector);
  }
  index = { entries, vectors };
  return index;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * The `count` corpus sentences most similar to `text`, most similar first. A sentence that
 * shares a 4-word sequence with the text is left out, so a thought that happens to be in the
 * corpus (or nearly) is never shown its own label.
 */
export function similarExamples(text: string, count = EXAMPLE_COUNT): LabelledExample[] {
  const query = embedText(text);
  if (!query || count <= 0) return [];
  const { entries, vectors } = exampleIndex();
  const own = wordNgrams(text, 4);
  const ranked = vectors.map((v, i) => ({ i, score: dot(query, v) })).sort((a, b) => b.score - a.score || a.i - b.i);
  const picked: number[] = [];
  for (const { i } of ranked) {
    if (picked.length >= count) break;
    if ([...wordNgrams(entries[i]!.text, 4)].some((g) => own.has(g))) continue;
    if (picked.some((j) => dot(vectors[i]!, vectors[j]!) > NEAR_DUPLICATE)) continue;
    picked.push(i);
  }
  return picked.map((i) => entries[i]!);
}
