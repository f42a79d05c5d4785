import { z } from "zod";
import { thought } from "./thought.js";

export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

export const searchQuery = z.object({
  q: z
    .string({ error: "q is required" })
    .trim()
    .min(1, "q must not be empty")
    .max(SEARCH_MAX_QUERY_LENGTH, `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  _t: z.unknown().optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * Highlights are HTML: the text is escaped and each matched word wrapped in <mark>…</mark>, so
 * they can be rendered as HTML as they are. `input` is a short excerpt around the first match.
 */
export const searchHit = z.object({
  thought,
  /** 0–1; full-text rank blended with embedding similarity. Only the order is meaningful. */
  score: z.number(),
  highlights: z.object({ title: z.string().nullable(), input: z.string() }),
});
export type SearchHit = z.infer<typeof searchHit>;

/** GET /thoughts/search?q= — best first. */
export const searchResponse = z.object({ data: z.array(searchHit) });
export type SearchResponse = z.infer<typeof searchResponse>;
