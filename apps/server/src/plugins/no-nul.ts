import type { FastifyInstance } from "fastify";
import { BadRequestError } from "../lib/errors.js";

/** Whether any string or key in a parsed body holds U+0000; bodies are at most MAX_JSON_DEPTH deep. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object") return false;
  for (const [key, child] of Object.entries(value)) if (key.includes("\u0000") || containsNul(child)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold NUL characters and fails the whole statement on one, while
 * SQLite stores it. Refusing them in every path parameter, query and body, before any route
 * runs, gives both databases the same clear 400 and keeps such text out of either.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new BadRequestError("Text must not contain NUL (U+0000) characters");
    }
  });
}
