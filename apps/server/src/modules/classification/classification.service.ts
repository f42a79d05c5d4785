import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { ClassifyContext, ClassifyInput, ClassifyOptions, ClassifyOutput, ClassifyResult, EmbeddingConfig, LlmConfig } from "@life/classifier";
import { embedText, embedWithApi } from "@life/classifier";
import type { FlexibleAttributes, LlmDebugData, Thought, User } from "@life/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { QuotasService } from "../quotas/quotas.service.js";
import type { ClassificationOutput, ClassificationRepository, ThoughtForJob } from "./classification.repository.js";
import { rankContext } from "./context-ranking.js";
import type { ContextRepository } from "./context.repository.js";
import type { PipelineRequest } from "./pipeline-run.js";
import { applyPriorityHint, type PriorityHint } from "./priority-hint.js";
import { classifiedFields, completionAttributes, embeddingBytes, failedDebug, pickClassified } from "./result-fields.js";

export const CLASSIFY_JOB = "classify-thought";

export interface ClassifyJobPayload {
  thoughtId: string;
  userId: string;
  /** updated_at written by the capture-time classification; a later value means the person edited it. */
  classifiedAt?: string;
  /** What the capture-time result links to other rows, which the job writes without running an engine again. */
  links?: ClassificationLinks;
}

export interface ClassificationLinks {
  entities: string[];
  completes: { taskId: string; attributes: FlexibleAttributes } | null;
}

/** The job's run of the pipeline; in production a worker thread with a time budget (ClassifierPool). */
export type PipelineRunner = (request: PipelineRequest) => Promise<ClassifyOutput>;
export interface ClassificationEngines {
  classifyLocal: (input: ClassifyInput) => ClassifyOutput;
  classify: (input: ClassifyInput, options: ClassifyOptions) => Promise<ClassifyOutput>;
}

export interface ClassificationOptions {
  /** The LLM and remote embedding settings for the job (config.processing). */
  classifyOptions: ClassifyOptions;
  maxAttempts: number;
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
  /** When set, each model call takes one unit of the person's daily LLM quota. */
  quotas?: Pick<QuotasService, "consume">;
  /** The person's setup preference that weights classification (ai_priority); none when absent. */
  priorityHint?: (userId: string) => Promise<PriorityHint | null>;
  now?: () => Date;
}

/**
 * A thought captured longer ago than this and still queued without a job lost its enqueue
 * (the process died between saving it and writing its job). Capture writes both within
 * milliseconds, so a few seconds tell a lost enqueue from one in progress.
 */
const ORPHAN_AGE_MS = 10_000;

/**
 * The two halves of classification: at capture, the local engine fills the card at once and
 * the job is enqueued; in the job, the full pipeline (with the LLM when configured) runs and
 * its result, with contacts, the parent project and a completed task, is written in one go.
 */
export class ClassificationService {
  private readonly now: () => Date;

  constructor(
    private readonly results: ClassificationRepository,
    private readonly contexts: ContextRepository,
    private readonly queue: JobQueue,
    private readonly classifyLocal: ClassificationEngines["classifyLocal"],
    private readonly runPipeline: PipelineRunner,
    private readonly options: ClassificationOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** "local", or "llm:<model>" when an OpenAI-compatible model is configured. */
  get engine(): string {
    const llm = this.options.classifyOptions.llm;
    return llm ? `llm:${llm.model}` : "local";
  }

  /** The onThoughtCreated hook. Capture never fails because of the classifier: at worst the job does it all. */
  async classifyOnCapture(thought: Thought, user: User): Promise<Thought> {
    const payload: ClassifyJobPayload = { thoughtId: thought.id, userId: user.id };
    try {
      const [{ context, durationMs }, hint] = await Promise.all([this.buildContext(user.id, thought.id, thought.original_input), this.hintFor(user.id)]);
      const classified = this.classifyLocal(this.input(thought, user.timezone, context, durationMs));
      const output = { ...classified, result: applyPriorityHint(classified.result, hint) };
      const now = this.now();
      const updated = await this.results.writeInlineResult(
        user.id,
        thought.id,
        { fields: classifiedFields(output.result, thought.flexible_attributes), output: { debug: output.debug, embedding: embeddingBytes(output.embedding) }, now },
        this.job({ ...payload, classifiedAt: now.toISOString(), links: linksOf(output.result, thought.id) }),
      );
      this.queue.notifyEnqueued();
      return updated ?? thought;
    } catch (error) {
      this.options.logger.error({ err: error, thought: thought.id }, "capture-time classification failed; the job will classify");
      await this.queue.enqueue(CLASSIFY_JOB, payload, classifyKey(thought.id));
      return thought;
    }
  }

  /**
   * The job. A thought deleted before it runs is simply done. Without an LLM, a thought the
   * capture classified only gets the links to other rows the capture left to the job (and
   * the remote embedding, when one is configured); the local engine is not run twice.
   */
  async processThought(payload: ClassifyJobPayload): Promise<void> {
    const found = await this.results.findThoughtForJob(payload.userId, payload.thoughtId);
    if (!found) return;
    const { embedding } = this.options.classifyOptions;
    const llm = await this.llmWithinQuota(payload.userId);
    if (!llm && payload.classifiedAt !== undefined && payload.links) {
      // Only a remote embedding is left to compute: network, not CPU, so no thread is needed.
      const output = embedding ? await embedRemotely(found.thought, found.debug, embedding) : null;
      const { entities, completes } = payload.links;
      await this.results.writeJobResult(payload.userId, payload.thoughtId, { fields: null, output, entities, completes, now: this.now() });
      return;
    }
    await this.results.setProcessingStatus(payload.userId, payload.thoughtId, "processing");
    try {
      await this.runJobPipeline(payload, found, llm);
    } catch (error) {
      // Waiting for a retry is "queued" again; after the last one recordFailure marks it failed.
      await this.results.setProcessingStatus(payload.userId, payload.thoughtId, "queued").catch(() => undefined);
      throw error;
    }
  }

  /** Reads here, computes off the event loop (runPipeline), writes here. */
  private async runJobPipeline(payload: ClassifyJobPayload, { thought, timezone }: ThoughtForJob, llm: LlmConfig | undefined): Promise<void> {
    const started = performance.now();
    const [candidates, hint] = await Promise.all([this.contexts.loadCandidates(payload.userId, thought.id, thought.original_input), this.hintFor(payload.userId)]);
    const { embedding } = this.options.classifyOptions;
    const output = await this.runPipeline({
      hint,
      text: thought.original_input,
      now: new Date(thought.created_at),
      timezone,
      candidates,
      candidatesMs: performance.now() - started,
      options: { ...(llm ? { llm } : {}), ...(embedding ? { embedding } : {}) },
    });
    const { result } = output;
    // Edited before the job read it: the person's version stands. Edits after the read are
    // merged field by field when the result is written (mergeClassified).
    const untouched = payload.classifiedAt === undefined || payload.classifiedAt === thought.updated_at;
    await this.results.writeJobResult(payload.userId, thought.id, {
      fields: untouched ? { base: pickClassified(thought), desired: classifiedFields(result, thought.flexible_attributes) } : null,
      output: { debug: output.debug, embedding: embeddingBytes(output.embedding) },
      ...linksOf(result, thought.id),
      now: this.now(),
    });
  }

  /**
   * The configured model, unless the person's daily LLM quota is used up: then the job keeps
   * what the local engine found at capture, as it does when no model is configured.
   */
  private async llmWithinQuota(userId: string): Promise<LlmConfig | undefined> {
    const { llm } = this.options.classifyOptions;
    if (!llm || !this.options.quotas) return llm;
    const decision = await this.options.quotas.consume(userId, "llm");
    if (decision.allowed) return llm;
    this.options.logger.warn({ user: userId }, "daily LLM quota used up; the job keeps the local result");
    return undefined;
  }

  private async hintFor(userId: string): Promise<PriorityHint | null> {
    return (await this.options.priorityHint?.(userId)) ?? null;
  }

  /** After the last retry: the card shows the failure and why. */
  async recordFailure(payload: ClassifyJobPayload, reason: string): Promise<void> {
    const found = await this.results.findThoughtForJob(payload.userId, payload.thoughtId);
    if (!found) return;
    await this.results.setProcessingStatus(payload.userId, payload.thoughtId, "failed", {
      error: reason,
      debug: failedDebug(found.debug, reason),
    });
  }

  async recordRequeued(payload: ClassifyJobPayload): Promise<void> {
    await this.results.setProcessingStatus(payload.userId, payload.thoughtId, "queued", { error: null });
  }

  /** Enqueues jobs for thoughts whose enqueue was lost to a crash; returns how many. */
  async recoverOrphans(): Promise<number> {
    const orphans = await this.results.findQueuedWithoutJob(new Date(this.now().getTime() - ORPHAN_AGE_MS), 500);
    for (const orphan of orphans) {
      // A sweep after a crash may find hundreds; requests get their turn between them.
      await yieldToEventLoop();
      await this.queue.enqueue(CLASSIFY_JOB, { thoughtId: orphan.id, userId: orphan.userId } satisfies ClassifyJobPayload, classifyKey(orphan.id));
    }
    return orphans.length;
  }

  /** Step 1: the user's own open items most related to the text, and how long finding them took. */
  private async buildContext(userId: string, thoughtId: string, text: string): Promise<{ context: ClassifyContext; durationMs: number }> {
    const started = performance.now();
    const candidates = await this.contexts.loadCandidates(userId, thoughtId, text);
    const context = rankContext(text, embedText(text), candidates);
    return { context, durationMs: performance.now() - started };
  }

  /** Relative dates ("tomorrow at 2pm") are read from the moment of capture, however late the job runs. */
  private input(thought: Thought, timezone: string, context: ClassifyContext, contextDurationMs: number): ClassifyInput {
    return { text: thought.original_input, now: new Date(thought.created_at), timezone, context, contextDurationMs };
  }

  private job(payload: ClassifyJobPayload) {
    return { type: CLASSIFY_JOB, payload, idempotencyKey: classifyKey(payload.thoughtId), maxAttempts: this.options.maxAttempts, runAt: this.now() };
  }
}

/**
 * Step 3 through the embeddings endpoint, for a thought the capture classified. On failure
 * the offline vector the capture stored stays, and the debug data says why, as in classify().
 */
async function embedRemotely(thought: Thought, debug: LlmDebugData | null, config: EmbeddingConfig): Promise<ClassificationOutput | null> {
  if (!debug) return null;
  const started = performance.now();
  const pipeline = debug.ai_pipeline_status;
  let vector: Float32Array | undefined;
  let error: string | null = null;
  try {
    [vector] = await embedWithApi([thought.original_input], config);
    if (!vector) throw new Error("the endpoint returned no embedding");
  } catch (err) {
    error = `${err instanceof Error ? err.message : String(err)}; used the offline embedding`;
  }
  const step3 = vector
    ? { status: "completed" as const, duration_ms: performance.now() - started, dimensions: vector.length, embedding_type: `api:${config.model}`, error: null }
    : { ...pipeline.step_3_embedding_generation, error };
  return {
    debug: { ...debug, ai_pipeline_status: { ...pipeline, step_3_embedding_generation: step3 } },
    ...(vector ? { embedding: embeddingBytes(vector) } : {}),
  };
}

function linksOf(result: ClassifyResult, thoughtId: string): ClassificationLinks {
  return {
    entities: result.entities,
    completes: result.completes ? { taskId: result.completes, attributes: completionAttributes(result, thoughtId) } : null,
  };
}

export function classifyKey(thoughtId: string): string {
  return `classify:${thoughtId}`;
}
