import { Transform, type TransformCallback } from "node:stream";
import { AppError } from "../../lib/errors.js";

/** Asks for more room: the bytes now held, or null when the quota has none for `needed`. */
export type Reserve = (needed: number) => Promise<number | null>;

/**
 * Lets bytes through only while the upload's reservation covers them, growing it as the
 * file arrives (a database call about every QUOTA_STEP_BYTES, not per chunk). Two uploads at
 * once each hold their own share, so together they can never pass the quota; the one that
 * cannot get room fails with 413 before its bytes reach storage.
 */
export class QuotaGate extends Transform {
  private received = 0;

  constructor(
    private held: number,
    private readonly reserve: Reserve,
    private readonly quotaMessage: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const needed = this.received + chunk.length;
    if (needed <= this.held) {
      this.received = needed;
      return done(null, chunk);
    }
    this.reserve(needed).then(
      (held) => {
        if (held === null) return done(new AppError(413, this.quotaMessage));
        this.held = held;
        this.received = needed;
        done(null, chunk);
      },
      (error: unknown) => done(error as Error),
    );
  }
}
