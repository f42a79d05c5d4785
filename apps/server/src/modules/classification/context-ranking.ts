import { cosineSimilarity, type ClassifyContext } from "@life/classifier";

/** One of the user's open items as read for step 1, before ranking. */
export interface ContextCandidate {
  id: string;
  title: string;
  parentId: string | null;
  waitingFor: string | null;
  relation: string | null;
  embedding: Float32Array | null;
}

export interface ContextCandidates {
  projects: ContextCandidate[];
  tasks: ContextCandidate[];
  contacts: ContextCandidate[];
  waiting: ContextCandidate[];
}

/** How many of each kind the classifier sees: enough to find the match, few enough to stay fast and fit a prompt. */
export const CONTEXT_TOP_N = 15;

const STOPWORDS = new Set(
  "a an and are as at be but by for from had has have he her his i in is it its me my of on or our she so that the their them then there they this to up was we were will with you your just about after again all also am any back been before being did do does done get got go going into more most much need not now off only out over still than too very what when where which who why would".split(" "),
);

/** Lower-cased content words, crudely stemmed so "called" meets "call" and "tiles" meets "tile". */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOPWORDS.has(raw)) continue;
    words.add(raw.length > 3 ? raw.replace(/(?:ing|ed|(?<!s)s)$/, "") : raw);
  }
  return words;
}

/** The same titles come back on every capture; their words are kept rather than split again. */
const titleWords = new Map<string, Set<string>>();
const TITLE_CACHE_SIZE = 20_000;

function wordsOfTitle(title: string): Set<string> {
  let words = titleWords.get(title);
  if (!words) {
    if (titleWords.size >= TITLE_CACHE_SIZE) titleWords.clear();
    words = contentWords(title);
    titleWords.set(title, words);
  }
  return words;
}

/** The share of the item's words that the new text contains (0…1). */
function overlap(textWords: Set<string>, itemTitle: string): number {
  const itemWords = wordsOfTitle(itemTitle);
  if (itemWords.size === 0) return 0;
  let shared = 0;
  for (const word of itemWords) if (textWords.has(word)) shared += 1;
  return shared / itemWords.size;
}

function rank(candidates: ContextCandidate[], textWords: Set<string>, embedding: Float32Array | null, useVectors: boolean): ContextCandidate[] {
  // Candidates arrive newest first; sort is stable, so equal scores keep the newer item first.
  return candidates
    .map((item) => {
      // Vectors from another model (EMBEDDING_MODEL) have other dimensions and are not comparable.
      const vector = useVectors && embedding && item.embedding?.length === embedding.length ? cosineSimilarity(embedding, item.embedding) : 0;
      return { item, score: overlap(textWords, item.title) + Math.max(0, vector) };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, CONTEXT_TOP_N)
    .map((x) => x.item);
}

/**
 * Step 1's ranking: word overlap with the new text plus embedding cosine, best CONTEXT_TOP_N
 * of each kind. Contacts are ranked by their names' words only: a name's embedding says
 * nothing about what the thought is about.
 */
export function rankContext(text: string, embedding: Float32Array | null, candidates: ContextCandidates): ClassifyContext {
  const words = contentWords(text);
  return {
    projects: rank(candidates.projects, words, embedding, true).map((p) => ({ id: p.id, title: p.title })),
    tasks: rank(candidates.tasks, words, embedding, true).map((t) => ({ id: t.id, title: t.title, parent_id: t.parentId })),
    contacts: rank(candidates.contacts, words, embedding, false).map((c) => ({ id: c.id, name: c.title, relation: c.relation })),
    waiting: rank(candidates.waiting, words, embedding, true).map((w) => ({ id: w.id, title: w.title, waiting_for: w.waitingFor ?? "" })),
  };
}
