import { cosineSimilarity, embedText } from "../../embeddings/index.js";
import { STOPWORDS } from "../../text/normalize.js";
import { stem } from "../../text/stem.js";
import type { ContextProject, ContextTask } from "../../types.js";

/** Words too common in project titles to tie a thought to one ("Q1 client reports", "Team offsite"). */
const WEAK = new Set(
  ["project", "plan", "prep", "client", "team", "work", "home", "house", "new", "q1", "q2", "q3", "q4", "v2", "v3", "updat", "setup", "set", "big", "first", "next", "get", "buy", "send", "book", "call", "fix", "make", "add", "pick", "order", "sort", "ask", "pay", "write", "renew", "find", "review", "email", "draft", "year", "month", "week", "day", "weekend", "spring", "summer", "fall", "autumn", "winter", "2025", "2026", "2027"].map(stem),
);

function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .flatMap((w) => (w.includes("-") ? [w, ...w.split("-")] : [w]))
    .map(stem);
}

function matches(a: string, textStems: Set<string>): boolean {
  if (textStems.has(a)) return true;
  if (a.length < 4) return false;
  for (const t of textStems) if (t.length >= 4 && (t.startsWith(a) || a.startsWith(t))) return true;
  return false;
}

function overlapWeight(stems: string[], textStems: Set<string>): { weight: number; words: string[] } {
  let weight = 0;
  const words: string[] = [];
  for (const s of new Set(stems)) {
    if (!matches(s, textStems)) continue;
    weight += WEAK.has(s) ? 0.3 : 1;
    words.push(s);
  }
  return { weight, words };
}

/** Project texts repeat from thought to thought: their embeddings are cached (bounded). */
const projectVectors = new Map<string, Float32Array | null>();
const MAX_CACHED = 500;

function projectVector(text: string): Float32Array | null {
  let v = projectVectors.get(text);
  if (v === undefined) {
    v = embedText(text);
    if (projectVectors.size >= MAX_CACHED) projectVectors.clear();
    projectVectors.set(text, v);
  }
  return v;
}

export interface ProjectMatch {
  project: ContextProject;
  score: number;
  similarity: number | null;
  words: string[];
}

/**
 * Similarity at which a project counts with no shared word, if clearly ahead of the others: on
 * the dev set true parents range 0.44–0.93 and unrelated projects reach 0.74, so the embedding
 * alone decides only near-paraphrases.
 */
const EMBEDDING_ALONE = 0.8;
const EMBEDDING_MARGIN = 0.15;

/**
 * Scores each context project against the thought: shared words with its title (weight 1),
 * with its tasks' titles (0.6), and sentence-embedding similarity as a tie-breaker or, when high,
 * on its own ("ordered the tiles" → "Kitchen renovation").
 */
export function rankProjects(text: string, projects: ContextProject[], tasks: ContextTask[]): ProjectMatch[] {
  if (!projects.length) return [];
  const textStems = new Set(stemsOf(text));
  let textVec: Float32Array | null = null;
  try {
    textVec = embedText(text);
  } catch {
    textVec = null;
  }
  const out: ProjectMatch[] = [];
  for (const project of projects) {
    const title = overlapWeight(stemsOf(project.title), textStems);
    let taskWeight = 0;
    const words = [...title.words];
    for (const t of tasks.filter((t) => t.parent_id === project.id)) {
      const o = overlapWeight(stemsOf(t.title).slice(1), textStems);
      if (o.weight > taskWeight) taskWeight = o.weight;
      words.push(...o.words);
    }
    let similarity: number | null = null;
    if (textVec) {
      const projectText = [project.title, ...tasks.filter((t) => t.parent_id === project.id).map((t) => t.title)].join(". ");
      const v = projectVector(projectText);
      similarity = v ? cosineSimilarity(textVec, v) : null;
    }
    const score = title.weight + 0.6 * Math.min(taskWeight, 2);
    out.push({ project, score, similarity, words: [...new Set(words)] });
  }
  return out.sort((a, b) => b.score - a.score || (b.similarity ?? 0) - (a.similarity ?? 0));
}

/**
 * The project a thought belongs to: a clear best match with at least one distinctive shared
 * word (ties broken by similarity), or a near-paraphrase by embedding well ahead of the rest.
 */
export function pickParent(ranked: ProjectMatch[]): ProjectMatch | null {
  const best = ranked[0];
  if (!best) return null;
  if (best.score >= 1) {
    const second = ranked[1];
    if (second && second.score === best.score && (second.similarity ?? 0) >= (best.similarity ?? 0)) return null;
    return best;
  }
  const bySimilarity = [...ranked].sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0));
  const top = bySimilarity[0]!;
  const next = bySimilarity[1]?.similarity ?? 0;
  return (top.similarity ?? 0) >= EMBEDDING_ALONE && (top.similarity ?? 0) - next >= EMBEDDING_MARGIN ? top : null;
}
