import { embedText, type ClassifyInput, type ClassifyOptions, type ClassifyOutput } from "@life/classifier";
import { rankContext, type ContextCandidates } from "./context-ranking.js";
import { applyPriorityHint, type PriorityHint } from "./priority-hint.js";

/**
 * What the job hands to the CPU-heavy half of the pipeline: plain data only (it crosses into a
 * worker thread), read from the database beforehand by the main thread.
 */
export interface PipelineRequest {
  text: string;
  now: Date;
  timezone: string;
  candidates: ContextCandidates;
  /** Time spent reading the candidates, added to step 1's duration. */
  candidatesMs: number;
  options: Omit<ClassifyOptions, "fetch">;
  /** The person's ai_priority from setup, applied to the result (priority-hint.ts). */
  hint?: PriorityHint | null;
}

export type ClassifyFn = (input: ClassifyInput, options: ClassifyOptions) => Promise<ClassifyOutput>;

/** Runs the pipeline's part a runaway could stall: ranking the context, then the classifier itself. */
export async function runPipeline(request: PipelineRequest, classify: ClassifyFn): Promise<ClassifyOutput> {
  const started = performance.now();
  const context = rankContext(request.text, embedText(request.text), request.candidates);
  const contextDurationMs = request.candidatesMs + (performance.now() - started);
  const output = await classify({ text: request.text, now: request.now, timezone: request.timezone, context, contextDurationMs }, request.options);
  return { ...output, result: applyPriorityHint(output.result, request.hint) };
}
