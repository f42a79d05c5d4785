import type { Worker as Thread } from "node:worker_threads";
import type { CompiledQuery, Kysely } from "kysely";
import { spawnThread } from "../lib/spawn-thread.js";
import { writeTransaction } from "./write-transaction.js";

/** A statement as Kysely compiles it; only its text and values cross to the thread. */
export type WriteStatement = Pick<CompiledQuery, "sql" | "parameters">;

/** What the thread answers: the rows of each statement (none for those that return none), or the error. */
export type WriterReply = { id: number; ok: true; rows: unknown[][] } | { id: number; ok: false; message: string; code?: string };

/**
 * The hottest writes (captures) run in a thread of their own, on a connection of their own,
 * so their statements, triggers and commit (half of the API's thread under a capture load) no
 * longer hold the event loop. Every other write stays on the API's connection: the two take
 * turns on SQLite's write lock, the thread blocking while it waits and the API's connection
 * waiting on a timer (sqlite-dialect.ts), and every transaction begins IMMEDIATE so neither
 * ever writes from a stale snapshot. A caller sees its write committed before the promise
 * settles, so the API's next read sees it.
 *
 * The thread starts on the first write and keeps the process alive only while writes are in
 * flight. When it dies, the writes it held fail and the next write starts a new one.
 */
export class SqliteWriter {
  private thread: Thread | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (rows: unknown[][]) => void; reject: (error: Error) => void }>();

  constructor(private readonly file: string) {}

  /** Runs the statements in one IMMEDIATE transaction on the thread. */
  transaction(statements: readonly WriteStatement[]): Promise<unknown[][]> {
    const thread = (this.thread ??= this.start());
    const id = this.nextId++;
    if (this.pending.size === 0) thread.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      thread.postMessage({ id, statements: statements.map(({ sql, parameters }) => ({ sql, parameters })) });
    });
  }

  /** Closes the thread's connection once the writes sent before have been answered. */
  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    const exited = new Promise((resolve) => thread.once("exit", resolve));
    thread.postMessage("close");
    await exited;
  }

  private start(): Thread {
    const thread = spawnThread(import.meta.url, "sqlite-writer.thread", { workerData: { file: this.file } });
    thread.on("message", (reply: WriterReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.rows);
      else waiter.reject(Object.assign(new Error(reply.message), reply.code === undefined ? {} : { code: reply.code }));
      if (this.pending.size === 0 && this.thread === thread) thread.unref();
    });
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = undefined;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`the database writer thread stopped (exit code ${code})`)));
    return thread;
  }
}

const writers = new WeakMap<Kysely<never>, SqliteWriter>();

/** Gives a SQLite database's Kysely instance its writer thread (createDatabase does, for files). */
export function registerSqliteWriter<DB>(db: Kysely<DB>, writer: SqliteWriter): void {
  writers.set(db as unknown as Kysely<never>, writer);
}

/**
 * Runs the statements in one transaction: on the database's writer thread where it has one,
 * otherwise (an in-memory database, PostgreSQL, SQLITE_WRITE_THREAD=off) on its own connection.
 * Answers each statement's rows.
 */
export async function runWriteStatements<DB>(db: Kysely<DB>, statements: readonly WriteStatement[]): Promise<unknown[][]> {
  const writer = writers.get(db as unknown as Kysely<never>);
  if (writer) return writer.transaction(statements);
  return writeTransaction(db, async (trx) => {
    const results: unknown[][] = [];
    for (const statement of statements) results.push((await trx.executeQuery(statement as CompiledQuery)).rows as unknown[]);
    return results;
  });
}
