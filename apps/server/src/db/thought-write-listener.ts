import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import type { LocalWrites } from "./local-writes.js";

/** Sent by the thoughts' statement triggers (migration 2026_11_28_1900), one per person written. */
export const THOUGHT_WRITES_CHANNEL = "thought_writes";
/** This process's own notices, each a barrier behind everything committed before it. */
const BARRIER_CHANNEL = "thought_writes_barrier";
/** How long a notice of its own may take to come back before the connection counts as lost. */
const ROUND_TRIP_TIMEOUT_MS = 2000;
/**
 * How often an idle connection proves it still hears: a connection dropped silently on the way
 * (a NAT or firewall forgetting an idle TCP connection) reports no error, and without this check
 * other processes' writes would go unheard for as long as nothing is written here.
 */
const HEARTBEAT_MS = 5000;
const RECONNECT_MS = 1000;

export interface ListenerTimings {
  roundTripTimeoutMs: number;
  heartbeatMs: number;
  reconnectMs: number;
}

export interface NotifiedVersion {
  version: string;
  settled: true;
}

/**
 * Knows when any process last wrote each person's thoughts, by listening to PostgreSQL's
 * notices (NOTIFY is delivered after commit, in commit order), so that an answer kept until
 * those thoughts change can be served without asking the database on every request.
 *
 * - Another process's write is seen once its notice arrives, normally well under a millisecond
 *   after its commit; until then a kept answer may still be served.
 * - This process's own writes are seen before the next read is answered: when the pool has
 *   committed anything since the last check (LocalWrites), the reader first sends a notice of
 *   its own on the listening connection and waits for it to come back. Notices arrive in commit
 *   order, so every write committed before it has been heard by then.
 * - While the connection is down `version` answers undefined and the caller reads the version
 *   from the database, as without a listener. Each connection starts a new generation, so
 *   nothing kept under the last one is served after a gap.
 * - A notice of its own that does not come back in time (a barrier, or the heartbeat every
 *   HEARTBEAT_MS) counts the connection as lost, and it reconnects. When even a fresh
 *   connection's first notice does not come back (a pooler in transaction mode drops LISTEN),
 *   it stops listening for good.
 */
export class ThoughtWriteListener {
  private client: pg.Client | undefined;
  private ready = false;
  private closed = false;
  private generation = 0;
  private sequence = 0;
  /** The sequence number of each person's latest notice in this generation. */
  private readonly stamps = new Map<string, number>();
  private readonly id = randomUUID();
  /** Its connection's application_name, so it can be told apart in pg_stat_activity. */
  readonly name = `life thought writes ${this.id.slice(0, 8)}`;
  private barriers = 0;
  private readonly waiting = new Map<string, (heard: boolean) => void>();
  private synced: number;
  private barrier: Promise<boolean> | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Ends the current connection and schedules the next. */
  private lose: (() => void) | undefined;
  private readonly timings: ListenerTimings;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly localWrites: LocalWrites,
    timings: Partial<ListenerTimings> = {},
  ) {
    this.synced = localWrites.version();
    this.timings = { roundTripTimeoutMs: ROUND_TRIP_TIMEOUT_MS, heartbeatMs: HEARTBEAT_MS, reconnectMs: RECONNECT_MS, ...timings };
  }

  start(): void {
    void this.connect();
    this.heartbeat = setInterval(() => void this.checkHearing(), this.timings.heartbeatMs);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => undefined);
  }

  /** The person's version, or undefined when the caller must read it from the database. */
  async version(userId: string): Promise<NotifiedVersion | undefined> {
    if (!this.ready) return undefined;
    if (!(await this.heardOwnWrites())) return undefined;
    return { version: `notice:${this.generation}:${this.stamps.get(userId) ?? 0}`, settled: true };
  }

  private async heardOwnWrites(): Promise<boolean> {
    const target = this.localWrites.version();
    while (this.synced < target) {
      this.barrier ??= this.runBarrier().finally(() => (this.barrier = undefined));
      if (!(await this.barrier)) return false;
    }
    return this.ready;
  }

  private async runBarrier(): Promise<boolean> {
    const client = this.client;
    if (!client || !this.ready) return false;
    const mark = this.localWrites.version();
    if (!(await this.roundTrip(client))) {
      if (this.client === client) this.lose?.();
      return false;
    }
    this.synced = Math.max(this.synced, mark);
    return true;
  }

  private async checkHearing(): Promise<void> {
    const client = this.client;
    if (!client || !this.ready || this.barrier) return;
    if (!(await this.roundTrip(client)) && this.client === client) this.lose?.();
  }

  /** Sends a notice of this process's own on `client` and waits for it to come back. */
  private async roundTrip(client: pg.Client): Promise<boolean> {
    const token = `${this.id}:${(this.barriers += 1)}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => this.settle(token, false), this.timings.roundTripTimeoutMs);
      this.waiting.set(token, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
    client.query("select pg_notify($1, $2)", [BARRIER_CHANNEL, token]).catch(() => this.settle(token, false));
    return heard;
  }

  private settle(token: string, heard: boolean): void {
    const resolve = this.waiting.get(token);
    this.waiting.delete(token);
    resolve?.(heard);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Time-outs, so that a connection stuck on the way fails and is replaced rather than waited on.
    const client = new pg.Client({ connectionTimeoutMillis: 10_000, query_timeout: 10_000, ...this.connection, application_name: this.name });
    this.client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.drop();
      client.end().catch(() => undefined);
      if (!this.closed) this.reconnect = setTimeout(() => void this.connect(), this.timings.reconnectMs);
    };
    this.lose = onLost;
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (notice) => {
      if (this.client !== client || !notice.payload) return;
      if (notice.channel === THOUGHT_WRITES_CHANNEL) this.stamps.set(notice.payload, (this.sequence += 1));
      else if (notice.channel === BARRIER_CHANNEL) this.settle(notice.payload, true);
    });
    try {
      await client.connect();
      // A new generation before listening: nothing heard on an earlier connection counts.
      this.generation += 1;
      this.stamps.clear();
      await client.query(`listen ${THOUGHT_WRITES_CHANNEL}`);
      await client.query(`listen ${BARRIER_CHANNEL}`);
      if (!(await this.roundTrip(client))) {
        if (!lost) await this.close();
        return;
      }
      if (this.client === client && !lost) this.ready = true;
    } catch {
      onLost();
    }
  }

  private drop(): void {
    this.ready = false;
    this.client = undefined;
    for (const token of [...this.waiting.keys()]) this.settle(token, false);
  }
}

const listeners = new WeakMap<Kysely<never>, ThoughtWriteListener>();

/** Makes `listener` answer for `db`'s data versions (DataVersionRepository looks it up). */
export function registerThoughtWriteListener<DB>(db: Kysely<DB>, listener: ThoughtWriteListener): void {
  listeners.set(db as unknown as Kysely<never>, listener);
}

export function thoughtWriteListenerFor<DB>(db: Kysely<DB>): ThoughtWriteListener | undefined {
  return listeners.get(db as unknown as Kysely<never>);
}
