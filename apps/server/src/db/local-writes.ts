/**
 * Counts the writes this process has committed to PostgreSQL, whatever they wrote: a statement
 * outside a transaction once it has run, a transaction once it has committed. What a process
 * keeps in memory until the database tells it otherwise (thought-write-listener.ts) asks this
 * whether it wrote something whose notice may not have reached it yet.
 */
export class LocalWrites {
  private count = 0;

  mark(): void {
    this.count += 1;
  }

  version(): number {
    return this.count;
  }
}

/** What the pool's client does with a statement's text once it has run (see postgres-prepared.ts). */
export type StatementEffect = "begin" | "commit" | "rollback" | "read" | "write";

/**
 * Sorts one of the app's own SQL texts. A statement counts as a write unless PostgreSQL says it
 * was a SELECT that cannot have written: a SELECT whose text begins with WITH may hold a
 * data-modifying CTE (the capture statement does), so it counts as a write.
 */
export function statementEffect(text: string, command: string | null | undefined): StatementEffect {
  const head = text.trimStart().slice(0, 8).toLowerCase();
  if (head.startsWith("begin") || head.startsWith("start")) return "begin";
  if (head.startsWith("commit") || head.startsWith("end")) return "commit";
  if (head.startsWith("rollback") || head.startsWith("abort")) return "rollback";
  if (command === "SELECT" && !head.startsWith("with")) return "read";
  return "write";
}
