import { LruCache } from "@life/contracts";
import type { ActiveSession } from "./sessions.repository.js";

/**
 * How long a session read from the database answers for its token without a new read. Writes
 * made through this process's database handle end it at once (see TableWrites); a session
 * revoked or an account disabled by another process (a second API on PostgreSQL, a command
 * run beside the app) is refused within this time.
 */
export const SESSION_CACHE_MS = 1_000;
/** Tokens kept at once; a token beyond it is simply read again. */
const SESSION_CACHE_SIZE = 10_000;

interface Entry {
  session: ActiveSession;
  version: number;
  keptUntil: number;
}

/**
 * Active sessions by token hash, so that a request does not read its session and user again
 * when the same token was checked a moment ago: the read, its mapping and its garbage were
 * about a sixth of the CPU of a capture. An entry holds only while the users and sessions
 * tables are unchanged (`version`), for SESSION_CACHE_MS at most, and while the session's
 * own idle and absolute ends have not passed.
 */
export class SessionCache {
  private readonly entries = new LruCache<string, Entry>(SESSION_CACHE_SIZE);

  constructor(private readonly writes: { version(): number }) {}

  /** The count to hand to `set` with a session read after this call. */
  version(): number {
    return this.writes.version();
  }

  get(tokenHash: string, now: Date, createdAfter: Date): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const { session } = entry;
    const at = now.getTime();
    if (entry.version !== this.writes.version() || at >= entry.keptUntil || at >= session.expiresAt.getTime() || session.createdAt <= createdAfter) return undefined;
    return session;
  }

  /** `version`: what version() said before the session was read. */
  set(tokenHash: string, session: ActiveSession, version: number, now: Date): void {
    // Shared by every request that presents the token until the entry ends.
    Object.freeze(session.user);
    this.entries.set(tokenHash, { session: Object.freeze(session), version, keptUntil: now.getTime() + SESSION_CACHE_MS });
  }
}
