import { setPriority } from "node:os";

/**
 * A background thread's CPU priority (a nice value: 0 is the API's, 19 the lowest). On Linux a
 * nice value belongs to the thread that sets it, so the job threads (classification, document
 * extraction) yield the cores to the API's event loop whenever both want them, and take all the
 * idle time otherwise.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's priority; where the system refuses, the thread runs as it was. */
export function lowerThreadPriority(): void {
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not permitted here (some containers); nothing else depends on it.
  }
}
