import { cosineSimilarity, embedText } from "@life/classifier";
import type { SearchQuery, SearchResponse, User } from "@life/contracts";
import { highlight, highlightExcerpt } from "./highlight.js";
import type { SearchRepository, TextHit } from "./search.repository.js";
import { parseSearchTerms } from "./search-terms.js";

/** Best text matches re-ranked with embeddings; the embedding pass stays this small. */
export const TEXT_CANDIDATES = 100;
/** Share of the score that comes from embedding similarity when both sides have one. */
export const EMBEDDING_WEIGHT = 0.3;

/** Little-endian float32, the layout the classifier writes (encodeEmbedding). */
function decodeVector(bytes: Uint8Array): Float32Array | null {
  if (bytes.byteLength === 0 || bytes.byteLength % 4 !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

function queryVector(text: string): Float32Array | null {
  try {
    return embedText(text);
  } catch {
    // Without the word-vector file search still works, on text alone.
    return null;
  }
}

export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  async searchThoughts(user: User, query: SearchQuery): Promise<SearchResponse> {
    const terms = parseSearchTerms(query.q);
    const hits = await this.search.searchText(user.id, terms, TEXT_CANDIDATES);
    if (hits.length === 0) return { data: [] };

    const vector = queryVector(query.q);
    const embeddings = vector ? await this.search.findEmbeddings(user.id, hits.map((hit) => hit.id)) : new Map<string, Uint8Array>();
    const ranked = blend(hits, embeddings, vector).slice(0, query.limit);
    const thoughts = await this.search.findThoughts(
      user.id,
      ranked.map((hit) => hit.id),
    );
    const scores = new Map(ranked.map((hit) => [hit.id, hit.score]));
    return {
      data: thoughts.map((thought) => ({
        thought,
        score: scores.get(thought.id) ?? 0,
        highlights: {
          title: thought.ai_title === null ? null : highlight(thought.ai_title, terms),
          input: highlightExcerpt(thought.original_input, terms),
        },
      })),
    };
  }
}

/**
 * Text rank scaled to 0–1 by the best hit, mixed with cosine similarity where the thought and
 * the query both have an embedding. A thought without one is scored by text alone rather than
 * as if its similarity were zero, so missing embeddings do not push it down.
 */
function blend(hits: TextHit[], embeddings: Map<string, Uint8Array>, query: Float32Array | null): Array<{ id: string; score: number }> {
  const best = Math.max(...hits.map((hit) => hit.textScore)) || 1;
  return hits
    .map((hit, order) => {
      const text = Math.max(0, hit.textScore) / best;
      const stored = embeddings.get(hit.id);
      const vector = query && stored ? decodeVector(stored) : null;
      const similarity = vector && vector.length === query!.length ? Math.max(0, cosineSimilarity(query!, vector)) : text;
      return { id: hit.id, score: (1 - EMBEDDING_WEIGHT) * text + EMBEDDING_WEIGHT * similarity, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
