import { apiEmbeddingModel, cosineSimilarity, embedText, embedWithApi, EMBEDDING_TYPE, type EmbeddingConfig } from "@life/classifier";
import type { SearchQuery, SearchResponse, User } from "@life/contracts";
import { VersionedCache } from "../../lib/versioned-cache.js";
import type { DataVersionRepository } from "../thoughts/data-version.repository.js";
import { highlight, highlightExcerpt } from "./highlight.js";
import type { SearchRepository, StoredVector, TextHit } from "./search.repository.js";
import { parseSearchTerms } from "./search-terms.js";

/** Best text matches re-ranked with embeddings; the embedding pass stays this small. */
export const TEXT_CANDIDATES = 100;
/** Share of the score that comes from embedding similarity when both sides have one. */
export const EMBEDDING_WEIGHT = 0.3;
/** A search waits this long at most for the embedding endpoint, then ranks by text alone. */
export const QUERY_EMBEDDING_TIMEOUT_MS = 3_000;

export interface SearchServiceOptions {
  /** The endpoint the classifier embeds thoughts with (EMBEDDING_MODEL); null when all vectors are offline. */
  embedding: EmbeddingConfig | null;
  /** Injected for tests. */
  fetch?: typeof fetch;
  /** When given, answers are kept until the person's data version changes. */
  versions?: DataVersionRepository;
}

/** Searches kept (person and query; up to about 20 KB: 500 is 10 MB at most); a search box asks the same few queries again. */
const CACHED_SEARCHES = 500;

/** Little-endian float32, the layout the classifier writes (encodeEmbedding). */
function decodeVector(bytes: Uint8Array): Float32Array | null {
  if (bytes.byteLength === 0 || bytes.byteLength % 4 !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

function offlineVector(text: string): Float32Array | null {
  try {
    return embedText(text);
  } catch {
    // Without the word-vector file search still works, on text alone.
    return null;
  }
}

export class SearchService {
  private readonly answers = new VersionedCache<{ response: SearchResponse; complete: boolean }>(CACHED_SEARCHES);

  constructor(
    private readonly search: SearchRepository,
    private readonly options: SearchServiceOptions = { embedding: null },
  ) {}

  /**
   * A search's full-text read and ranking cost milliseconds at 100k thoughts, and the answer
   * depends only on the person's thoughts and the query, so it is kept until their data version
   * changes; one ranked without the embedding endpoint's vector (it was down) is not kept.
   */
  async searchThoughts(user: User, query: SearchQuery): Promise<SearchResponse> {
    const versions = this.options.versions;
    if (!versions) return (await this.compute(user, query)).response;
    const key = `${user.id}|${query.limit}|${query.q}`;
    const kept = await this.answers.getOrCompute(key, await versions.dataVersion(user.id), () => this.compute(user, query), (value) => (value.complete ? Infinity : 0));
    return kept.response;
  }

  private async compute(user: User, query: SearchQuery): Promise<{ response: SearchResponse; complete: boolean }> {
    const terms = parseSearchTerms(query.q);
    const hits = await this.search.searchText(user.id, terms, TEXT_CANDIDATES);
    if (hits.length === 0) return { response: { data: [] }, complete: true };

    const embeddings = await this.search.findEmbeddings(
      user.id,
      hits.map((hit) => hit.id),
    );
    const models = new Set([...embeddings.values()].flatMap((v) => (v.model ? [v.model] : [])));
    const queryVectors = await this.embedQuery(query.q, models);
    const ranked = blend(hits, embeddings, queryVectors).slice(0, query.limit);
    const thoughts = await this.search.findThoughts(
      user.id,
      ranked.map((hit) => hit.id),
    );
    const scores = new Map(ranked.map((hit) => [hit.id, hit.score]));
    const response = {
      data: thoughts.map((thought) => ({
        thought,
        score: scores.get(thought.id) ?? 0,
        highlights: {
          title: thought.ai_title === null ? null : highlight(thought.ai_title, terms),
          input: highlightExcerpt(thought.original_input, terms),
        },
      })),
    };
    return { response, complete: queryVectors.size === models.size };
  }

  /**
   * The query embedded by each model that made one of the candidates' vectors, so a vector is
   * only ever compared with one from its own model. Vectors of a model no longer configured
   * cannot be matched and count as absent.
   */
  private async embedQuery(text: string, models: Set<string>): Promise<Map<string, Float32Array>> {
    const out = new Map<string, Float32Array>();
    for (const model of models) {
      const vector = model === EMBEDDING_TYPE ? offlineVector(text) : await this.embedWithEndpoint(text, model);
      if (vector) out.set(model, vector);
    }
    return out;
  }

  private async embedWithEndpoint(text: string, model: string): Promise<Float32Array | null> {
    const endpoint = this.options.embedding;
    if (!endpoint || model !== apiEmbeddingModel(endpoint.model)) return null;
    try {
      const timeoutMs = Math.min(endpoint.timeoutMs ?? QUERY_EMBEDDING_TIMEOUT_MS, QUERY_EMBEDDING_TIMEOUT_MS);
      const [vector] = await embedWithApi([text], { ...endpoint, timeoutMs, maxRetries: 0 }, this.options.fetch);
      return vector ?? null;
    } catch {
      // An endpoint that is down costs the ranking its vectors, never the search.
      return null;
    }
  }
}

/**
 * Text rank scaled to 0–1 by the best hit, mixed with cosine similarity where the thought has
 * an embedding and the query one from the same model. A thought without one is scored by text
 * alone rather than as if its similarity were zero, so missing embeddings do not push it down.
 */
function blend(hits: TextHit[], embeddings: Map<string, StoredVector>, queryVectors: Map<string, Float32Array>): Array<{ id: string; score: number }> {
  const best = Math.max(...hits.map((hit) => hit.textScore)) || 1;
  return hits
    .map((hit, order) => {
      const text = Math.max(0, hit.textScore) / best;
      const stored = embeddings.get(hit.id);
      const query = stored?.model ? queryVectors.get(stored.model) : undefined;
      const vector = query && stored ? decodeVector(stored.bytes) : null;
      const similarity = query && vector && vector.length === query.length ? Math.max(0, cosineSimilarity(query, vector)) : text;
      return { id: hit.id, score: (1 - EMBEDDING_WEIGHT) * text + EMBEDDING_WEIGHT * similarity, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
