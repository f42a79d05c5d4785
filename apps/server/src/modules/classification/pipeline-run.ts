import { embedText, type ClassifyInput, type ClassifyOptions, type ClassifyOutput } from "@life/classifier";
import { rankContext, type ContextCandidates } from "./context-ranking.js";
import { applyPriorityHint, type PriorityHint } from "./priority-hint.js";

/** Step 1's candidates as the job read them, with the time the reads took. */
export interface ReadCandidates {
  candidates: ContextCandidates;
  /** Time spent reading the candidates, added to step 1's duration. */
  candidatesMs: number;
}

/** Whose candidates a classifier thread reads itself, through its own read-only connection. */
export interface CandidatesToRead {
  userId: string;
  /** The thought being classified, never its own context. */
  thoughtId: string;
}

/**
 * What the job hands to the CPU-heavy half of the pipeline: plain data only (it crosses into a
 * worker thread). Step 1's candidates come read (by the main thread, on PostgreSQL and in
 * tests' in-process runs) or to be read by the thread (SQLite, whose reads are synchronous).
 */
export interface PipelineRequest {
  text: string;
  now: Date;
  timezone: string;
  context: ReadCandidates | { read: CandidatesToRead };
  options: Omit<ClassifyOptions, "fetch">;
  /** The person's ai_priority from setup, applied to the result (priority-hint.ts). */
  hint?: PriorityHint | null;
}

export type ClassifyFn = (input: ClassifyInput, options: ClassifyOptions) => Promise<ClassifyOutput>;
export type CandidateReader = (userId: string, thoughtId: string, text: string) => Promise<ContextCandidates>;

/**
 * Runs the pipeline's part a runaway could stall: reading the context when asked to, ranking
 * it, then the classifier itself.
 */
export async function runPipeline(request: PipelineRequest, classify: ClassifyFn, readCandidates?: CandidateReader): Promise<ClassifyOutput> {
  const started = performance.now();
  let candidates: ContextCandidates;
  if ("read" in request.context) {
    if (!readCandidates) throw new Error("this classifier cannot read the context itself");
    candidates = await readCandidates(request.context.read.userId, request.context.read.thoughtId, request.text);
  } else {
    candidates = request.context.candidates;
  }
  const context = rankContext(request.text, embedText(request.text), candidates);
  const readMs = "read" in request.context ? 0 : request.context.candidatesMs;
  const contextDurationMs = readMs + (performance.now() - started);
  const output = await classify({ text: request.text, now: request.now, timezone: request.timezone, context, contextDurationMs }, request.options);
  return { ...output, result: applyPriorityHint(output.result, request.hint) };
}
