import { BadRequestError } from "../../lib/errors.js";

/** Where the next feed page starts: the last card's sort key (created_at, id). */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

const INVALID_CURSOR = "Invalid cursor";

/**
 * Opaque to clients (base64url JSON), so the sort key can change without breaking them. A
 * cursor, unlike an offset, does not shift when thoughts are added above the page being read.
 */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string): FeedCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw new BadRequestError(INVALID_CURSOR);
  }
  if (!Array.isArray(value) || value.length !== 2) throw new BadRequestError(INVALID_CURSOR);
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== "string" || typeof id !== "string" || id.length > 64 || Number.isNaN(Date.parse(createdAt))) {
    throw new BadRequestError(INVALID_CURSOR);
  }
  return { createdAt: new Date(createdAt).toISOString(), id };
}
