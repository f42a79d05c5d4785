import type { FastifyInstance } from "fastify";
import { BadRequestError } from "../lib/errors.js";

/** Whether any string or key in a parsed body holds U+0000; bodies are at most MAX_JSON_DEPTH deep. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object") return false;
  for (const [key, child] of Object.entries(value)) if (key.includes("\u0000") || containsNul(child)) return true;
  return false;
}

/** No stored text holds a NUL, so in a filter or search it can only fail to match, as U+FFFD does. */
function replaceNulInQuery(query: unknown): void {
  if (query === null || typeof query !== "object") return;
  const params = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") params[name] = value.replaceAll("\u0000", "\uFFFD");
    else if (Array.isArray(value)) params[name] = value.map((v: unknown) => (typeof v === "string" ? v.replaceAll("\u0000", "\uFFFD") : v));
  }
}

/**
 * PostgreSQL text cannot hold NUL characters and fails the whole statement on one, while
 * SQLite stores it. A body or path id holding one is refused before any route runs, so both
 * databases give the same clear 400 and neither stores such text; a query string, which only
 * reads, has it read as U+FFFD.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.body)) {
      throw new BadRequestError("Text must not contain NUL (U+0000) characters");
    }
    replaceNulInQuery(request.query);
  });
}
