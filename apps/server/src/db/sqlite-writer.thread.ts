import { parentPort, workerData } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";
import { openSqlite, toSqliteParam } from "./sqlite-connection.js";
import type { WriterReply, WriteStatement } from "./sqlite-writer.js";

/**
 * The writer thread of SqliteWriter. Its connection may block while another holds the write
 * lock (busy_timeout): that holds up only this thread. Statements are prepared once and kept,
 * as on the API's connection: the callers send the same few texts over and over.
 */
const { file } = workerData as { file: string };
const db = openSqlite(file, 5_000);
const prepared = new Map<string, BetterSqlite3.Statement>();

function execute({ sql, parameters }: WriteStatement): unknown[] {
  let statement = prepared.get(sql);
  if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
  const values = parameters.map(toSqliteParam);
  if (statement.reader) return statement.all(values);
  statement.run(values);
  return [];
}

const runAll = db.transaction((statements: WriteStatement[]) => statements.map(execute));

parentPort!.on("message", (message: { id: number; statements: WriteStatement[] } | "close") => {
  if (message === "close") {
    db.close();
    process.exit(0);
  }
  const { id, statements } = message;
  let reply: WriterReply;
  try {
    reply = { id, ok: true, rows: runAll.immediate(statements) };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    reply = { id, ok: false, message: String(message ?? error), ...(typeof code === "string" ? { code } : {}) };
  }
  parentPort!.postMessage(reply);
});
