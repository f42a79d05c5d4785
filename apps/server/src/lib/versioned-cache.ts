import { LruCache } from "@life/contracts";

/**
 * How long an answer read under an unsettled data version is kept: a write that was in flight
 * then may commit without changing the version, so such an answer may miss it for this long.
 */
export const UNSETTLED_TTL_MS = 1000;

/**
 * Answers kept with the data version they were computed from; an entry is used only while the
 * version still matches (and, for an unsettled version, for UNSETTLED_TTL_MS at most).
 * Cached values are shared between requests and must not be mutated.
 */
export class VersionedCache<T> {
  private readonly entries: LruCache<string, { version: string; expiresAt: number; value: T }>;

  constructor(
    size: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.entries = new LruCache(size);
  }

  /** `until`: when the answer stops being right whatever the data (in the clock's milliseconds). */
  async getOrCompute(key: string, version: { version: string; settled: boolean }, compute: () => Promise<T>, until?: (value: T) => number): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.version === version.version && now < hit.expiresAt) return hit.value;
    const value = await compute();
    const expiresAt = Math.min(version.settled ? Infinity : now + UNSETTLED_TTL_MS, until?.(value) ?? Infinity);
    this.entries.set(key, { version: version.version, expiresAt, value });
    return value;
  }
}
