/**
 * Group commit: writes asked for in the same turn of the event loop go to the database as one
 * batch (one transaction, one commit), and the next batch gathers while one is being written.
 * A commit costs about as much as the rows it holds (the WAL frames of every index page it
 * touched, or a round trip to PostgreSQL), and concurrent captures touch the same pages, so
 * under load the cost per write falls with the batch; alone, a write waits for no one.
 *
 * When a batch fails, each of its writes is tried alone, so one bad write fails only its caller.
 * SQLite has one writer, so one batch is written at a time; PostgreSQL overlaps a few, so one
 * batch's round trips and commit flush do not hold up the next.
 */
export class GroupCommit<I, O> {
  private pending: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  private scheduled = false;
  private writing = 0;

  constructor(
    /** Writes every item in one transaction; answers one result per item, in order. */
    private readonly writeAll: (items: I[]) => Promise<O[]>,
    private readonly options: { maxBatch?: number; maxInFlight?: number } = {},
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.writing >= (this.options.maxInFlight ?? 1)) return;
    this.scheduled = true;
    // After the I/O phase: every request parsed in this turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      if (this.pending.length === 0) return;
      this.writing += 1;
      void this.flush().finally(() => {
        this.writing -= 1;
        if (this.pending.length > 0) this.schedule();
      });
      if (this.pending.length > 0) this.schedule();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending.splice(0, this.options.maxBatch ?? 64);
    try {
      const results = await this.writeAll(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(
        batch.map(async (entry) => {
          try {
            const [result] = await this.writeAll([entry.item]);
            entry.resolve(result as O);
          } catch (alone) {
            entry.reject(alone);
          }
        }),
      );
    }
  }
}
