import type { z } from "zod";

/** What a handler learns about the run it is part of. */
export interface JobRun {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/**
 * One kind of background work: a zod payload schema, the work itself, and what to do once
 * it has failed for good, so the failure shows on the row the job was meant to change.
 */
export interface JobHandler<P = unknown> {
  type: string;
  payload: z.ZodType<P>;
  run(payload: P, run: JobRun): Promise<void>;
  /** After the last attempt failed (or the payload is invalid): record it where a person sees it. */
  onFailed?(payload: P, error: string): Promise<void>;
  /** When an admin re-queues a failed job: undo what onFailed showed. */
  onRequeued?(payload: P): Promise<void>;
}

/** Erases the payload type so handlers of different kinds fit in one registry. */
export function defineJob<P>(handler: JobHandler<P>): JobHandler<unknown> {
  return handler as JobHandler<unknown>;
}

const MAX_RETRY_DELAY_MS = 15 * 60_000;

/** Exponential backoff: base, 2·base, 4·base… after the 1st, 2nd, 3rd failure, capped at 15 min. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Kept on the job and the thought; a stack trace or a huge message helps nobody there.
  return message.length > 1000 ? `${message.slice(0, 1000)}…` : message;
}
