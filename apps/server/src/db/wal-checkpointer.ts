import { createRequire } from "node:module";
import { Worker as Thread } from "node:worker_threads";

/**
 * Copies the SQLite WAL back into the database from a thread of its own. SQLite's automatic
 * checkpoint runs inside the commit that crosses its threshold: on the API's thread, writing a
 * thousand pages and fsyncing the database file while every request waits (the capture bench
 * lost a third of its throughput to it). A PASSIVE checkpoint on another connection never blocks
 * writers, so the API's connection keeps only a high backstop threshold (see openSqlite).
 */
export interface WalCheckpointerOptions {
  file: string;
  /** Checkpoint once the WAL file is at least this big. */
  thresholdBytes: number;
  /** How often the WAL's size is looked at. */
  intervalMs: number;
  journalSizeLimitBytes: number;
}

/**
 * Plain CommonJS for an eval'd thread, so it runs the same from src (tsx, vitest) and from dist;
 * it reads only workerData, which the process fills with constants and the database's path.
 */
const THREAD_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { statSync } = require("node:fs");
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 0");
db.pragma("journal_size_limit = " + Number(workerData.journalSizeLimitBytes));
const walFile = workerData.file + "-wal";
// The WAL file keeps its size after SQLite starts it over, so a write since the last
// checkpoint (its mtime) is what says there is something to copy.
let copiedUpTo = 0;
function due() {
  try {
    const wal = statSync(walFile);
    return wal.size >= workerData.thresholdBytes && wal.mtimeMs > copiedUpTo;
  } catch { return false; }
}
function checkpoint() {
  const started = Date.now();
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)");
    if (result.checkpointed === result.log) copiedUpTo = started - 1;
    parentPort.postMessage({ checkpointed: result.checkpointed, log: result.log });
  } catch {
    // Busy (another checkpoint runs) or the file went away: the next turn tries again.
    parentPort.postMessage({ checkpointed: -1 });
  }
}
setInterval(() => { if (due()) checkpoint(); }, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message === "checkpoint") checkpoint();
  if (message === "close") { db.close(); process.exit(0); }
});
parentPort.postMessage({ ready: true });
`;

export class WalCheckpointer {
  private readonly thread: Thread;
  private readonly waiters: Array<() => void> = [];

  constructor(options: WalCheckpointerOptions) {
    const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");
    this.thread = new Thread(THREAD_SOURCE, { eval: true, workerData: { ...options, driverPath } });
    // The thread never keeps a process alive that is otherwise done (a CLI, a test).
    this.thread.unref();
    this.thread.on("message", (message: { checkpointed?: number }) => {
      if (message.checkpointed !== undefined) for (const done of this.waiters.splice(0)) done();
    });
    // A thread that fails to open the file leaves the connection's own backstop checkpoints.
    this.thread.on("error", () => undefined);
  }

  /** Asks for a checkpoint now; settles when one has run (tests, and before a backup). */
  checkpointNow(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.thread.postMessage("checkpoint");
    });
  }

  async close(): Promise<void> {
    for (const done of this.waiters.splice(0)) done();
    this.thread.postMessage("close");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void this.thread.terminate().then(() => resolve()), 1000);
      this.thread.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
