import { LruCache } from "./lru-cache.js";

/** Enough for any IANA name (the longest is 32 characters); longer text is not a zone. */
const MAX_ZONE_LENGTH = 64;
/** Distinct zones a process keeps formatters for; a busy install uses a handful. */
export const TIME_ZONE_CACHE_SIZE = 64;

const canonical = new LruCache<string, string | null>(TIME_ZONE_CACHE_SIZE);

/**
 * The IANA zone as Intl spells it ("europe/paris" → "Europe/Paris", "utc" → "UTC"), or null
 * when Intl does not know it. Stored zones and cache keys go through this, so spelling
 * variants of one zone share one entry.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (timeZone.length === 0 || timeZone.length > MAX_ZONE_LENGTH) return null;
  const known = canonical.get(timeZone);
  if (known !== undefined) return known;
  let result: string | null;
  try {
    result = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    result = null;
  }
  canonical.set(timeZone, result);
  return result;
}
