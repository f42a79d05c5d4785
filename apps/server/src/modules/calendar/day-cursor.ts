import { z } from "zod";
import { BadRequestError } from "../../lib/errors.js";

/**
 * Where a cut day goes on: the last event shown, in the day's order (timed ones by time, then
 * all-day ones, then id). Sent to the client as base64url JSON so it stays opaque.
 */
export interface DayCursor {
  scheduledFor: string;
  id: string;
}

const cursorShape = z.object({
  s: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{3}Z)?$/),
  i: z.string().min(1).max(64),
});

export function encodeDayCursor(cursor: DayCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.scheduledFor, i: cursor.id })).toString("base64url");
}

export function decodeDayCursor(value: string): DayCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    throw new BadRequestError("cursor: not a cursor this server gave out");
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) throw new BadRequestError("cursor: not a cursor this server gave out");
  return { scheduledFor: result.data.s, id: result.data.i };
}
