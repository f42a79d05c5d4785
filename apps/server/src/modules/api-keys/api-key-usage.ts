import type { ApiKey } from "@life/contracts";
import type { ApiKeysRepository } from "./api-keys.repository.js";

interface Pending {
  userId: string;
  uses: number;
  lastUsed: Date;
}

/** How often counted uses are written: last_used moves at most once a minute per process. */
export const USAGE_FLUSH_INTERVAL_MS = 60_000;

/**
 * Counts key uses in memory and writes them in one batch a minute (and on shutdown), so a
 * Shortcut or GPT calling under load adds reads, never a write per request. Lists add the
 * uses not yet written, so the numbers a person sees are current in this process.
 */
export class ApiKeyUsage {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly keys: ApiKeysRepository) {}

  record(userId: string, keyRowId: string, at: Date): void {
    const entry = this.pending.get(keyRowId);
    if (entry) {
      entry.uses += 1;
      if (at > entry.lastUsed) entry.lastUsed = at;
    } else {
      this.pending.set(keyRowId, { userId, uses: 1, lastUsed: at });
    }
  }

  /** A key with the uses counted since the last write. */
  withPending(key: ApiKey): ApiKey {
    const entry = this.pending.get(key.id);
    if (!entry) return key;
    const lastUsed = key.last_used && new Date(key.last_used) > entry.lastUsed ? key.last_used : entry.lastUsed.toISOString();
    return { ...key, usage_count: key.usage_count + entry.uses, last_used: lastUsed };
  }

  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    let failure: unknown;
    for (const [id, entry] of batch) {
      try {
        await this.keys.addUsage(entry.userId, id, entry.uses, entry.lastUsed);
      } catch (error) {
        // Kept for the next flush rather than lost; later uses of the key merge into it.
        this.merge(id, entry);
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  }

  start(onError: (error: unknown) => void): void {
    this.timer ??= setInterval(() => void this.flush().catch(onError), USAGE_FLUSH_INTERVAL_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private merge(id: string, entry: Pending): void {
    const current = this.pending.get(id);
    if (!current) this.pending.set(id, entry);
    else {
      current.uses += entry.uses;
      if (entry.lastUsed > current.lastUsed) current.lastUsed = entry.lastUsed;
    }
  }
}
