import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { ClassifyInput, ClassifyOptions, ClassifyOutput, ClassifyResult, LlmConfig } from "@life/classifier";
import type { Thought } from "@life/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { QuotasService } from "../quotas/quotas.service.js";
import type { CaptureJobs } from "../thoughts/thoughts.service.js";
import type { ClassificationRepository, ClassificationWrite, ThoughtForJob } from "./classification.repository.js";
import type { ContextRepository } from "./context.repository.js";
import type { PipelineRequest } from "./pipeline-run.js";
import type { PriorityHint } from "./priority-hint.js";
import { classifiedFields, completionAttributes, embeddingBytes, failedDebug, pickClassified, type ClassifiedFields } from "./result-fields.js";

export const CLASSIFY_JOB = "classify-thought";

export interface ClassifyJobPayload {
  thoughtId: string;
  userId: string;
  /**
   * Set by capture (and the orphan sweep): the thought has never been classified, so a
   * classified field already set on it was set by the person (an edit made before the job
   * ran, the schedule shortcut's time) and is kept; the job fills in the rest.
   */
  unclassified?: boolean;
}

/** The job's run of the pipeline; in production a worker thread with a time budget (ClassifierPool). */
export type PipelineRunner = (request: PipelineRequest) => Promise<ClassifyOutput>;
/** The pipeline the job runs, in-process instead of in threads; tests count or break its runs. */
export interface ClassificationEngines {
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
  /** The runner reads step 1's candidates itself (classifier threads on SQLite) instead of being given them. */
  runnerReadsContext?: boolean;
  now?: () => Date;
}

/**
 * A thought stored longer ago than this and still queued without a job never got one. Capture
 * writes both in one transaction, so this is a safety net for rows stored otherwise (by an
 * earlier version, which enqueued after saving, or a direct insert); the age keeps it off a
 * write still in progress.
 */
const ORPHAN_AGE_MS = 10_000;

/**
 * Classification happens in the job only. Capture stores the thought with the job that
 * classifies it (captureJob) and answers; the job runs the pipeline once, in a worker thread
 * (the local engine, or the model with the local engine as its fallback), and writes the
 * result, with contacts, the parent project and a completed task, in one go.
 */
export class ClassificationService {
  private readonly now: () => Date;
  private readonly classifiedListeners = new Set<(userId: string) => Promise<void>>();

  constructor(
    private readonly results: ClassificationRepository,
    private readonly contexts: ContextRepository,
    private readonly queue: JobQueue,
    private readonly runPipeline: PipelineRunner,
    private readonly options: ClassificationOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Runs after a job wrote a result a calendar may need (the thought now has a time, or had one). */
  onClassified(listener: (userId: string) => Promise<void>): void {
    this.classifiedListeners.add(listener);
  }

  /** What ThoughtsService writes with each new thought: its job, then a wake-up for the worker. */
  get captureJobs(): CaptureJobs {
    return {
      jobFor: (thought) => this.job({ thoughtId: thought.id, userId: thought.user_id, unclassified: true }),
      enqueued: () => this.queue.notifyEnqueued(),
    };
  }

  /** "local", or "llm:<model>" when an OpenAI-compatible model is configured. */
  get engine(): string {
    const llm = this.options.classifyOptions.llm;
    return llm ? `llm:${llm.model}` : "local";
  }

  /**
   * The job. A thought deleted before it runs is simply done. The pipeline runs once: the
   * local engine alone, or the model when one is configured and the person's daily quota
   * allows (the local engine then only fills what the model does not give, or stands in
   * when it fails).
   */
  async processThought(payload: ClassifyJobPayload): Promise<void> {
    const found = await this.results.findThoughtForJob(payload.userId, payload.thoughtId);
    if (!found) return;
    const llm = await this.llmWithinQuota(payload.userId);
    // The thought stays "queued" (the card says "Classifying…") until the result is written:
    // no status write of its own, so a job costs the API's thread one write, its result.
    // A failed attempt leaves it queued for the retry; after the last, recordFailure marks it.
    const written = await this.runJobPipeline(payload, found, llm);
    // A first classification without a time has nothing for a calendar.
    if (written && (written.scheduled_for !== null || !payload.unclassified)) await this.notifyClassified(payload.userId);
  }

  private async notifyClassified(userId: string): Promise<void> {
    for (const listener of this.classifiedListeners) {
      // The result is written; a listener's failure (a calendar) is its own to report.
      await listener(userId).catch((error: unknown) => this.options.logger.warn({ err: error, user: userId }, "after-classification hook failed"));
    }
  }

  /**
   * Computes off the event loop (runPipeline, which on SQLite also reads step 1's candidates
   * there), writes here; undefined when the thought is gone.
   */
  private async runJobPipeline(payload: ClassifyJobPayload, { thought, timezone }: ThoughtForJob, llm: LlmConfig | undefined): Promise<Thought | undefined> {
    const { embedding } = this.options.classifyOptions;
    const [context, hint] = await Promise.all([this.contextFor(payload.userId, thought), this.hintFor(payload.userId)]);
    const output = await this.runPipeline({
      hint,
      text: thought.original_input,
      now: new Date(thought.created_at),
      timezone,
      context,
      options: { ...(llm ? { llm } : {}), ...(embedding ? { embedding } : {}) },
    });
    const { result } = output;
    // The three-way merge's base: what the classifier had set before. A never-classified
    // thought had nothing, so every field the person has set meanwhile (before the read or
    // after it) is kept, key by key; the rest take the result.
    const base = payload.unclassified ? UNCLASSIFIED : pickClassified(thought);
    return this.results.writeJobResult(payload.userId, thought.id, {
      fields: { base, desired: classifiedFields(result, thought.flexible_attributes) },
      output: { debug: output.debug, embedding: embeddingBytes(output.embedding) },
      ...linksOf(result, thought.id),
      now: this.now(),
    });
  }

  private async contextFor(userId: string, thought: Thought): Promise<PipelineRequest["context"]> {
    if (this.options.runnerReadsContext) return { read: { userId, thoughtId: thought.id } };
    const started = performance.now();
    const candidates = await this.contexts.loadCandidates(userId, thought.id, thought.original_input);
    return { candidates, candidatesMs: performance.now() - started };
  }

  /**
   * The configured model, unless the person's daily LLM quota is used up: then the job runs
   * the local engine, as it does when no model is configured.
   */
  private async llmWithinQuota(userId: string): Promise<LlmConfig | undefined> {
    const { llm } = this.options.classifyOptions;
    if (!llm || !this.options.quotas) return llm;
    const decision = await this.options.quotas.consume(userId, "llm");
    if (decision.allowed) return llm;
    this.options.logger.warn({ user: userId }, "daily LLM quota used up; the job uses the local engine");
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
      // Still queued with no job: it never had a result, as at capture.
      await this.queue.enqueue(CLASSIFY_JOB, { thoughtId: orphan.id, userId: orphan.userId, unclassified: true } satisfies ClassifyJobPayload, classifyKey(orphan.id));
    }
    return orphans.length;
  }

  private job(payload: ClassifyJobPayload) {
    return { type: CLASSIFY_JOB, payload, idempotencyKey: classifyKey(payload.thoughtId), maxAttempts: this.options.maxAttempts, runAt: this.now() };
  }
}

/** The classified fields of a thought as capture stores it. */
const UNCLASSIFIED: ClassifiedFields = {
  ai_title: null,
  domain: null,
  subdomain: null,
  event_type: null,
  is_container: false,
  container_type: null,
  parent_id: null,
  scheduled_for: null,
  waiting_for: null,
  expected_date: null,
  flexible_attributes: {},
};

function linksOf(result: ClassifyResult, thoughtId: string): Pick<ClassificationWrite, "entities" | "completes"> {
  return {
    entities: result.entities,
    completes: result.completes ? { taskId: result.completes, attributes: completionAttributes(result, thoughtId) } : null,
  };
}

export function classifyKey(thoughtId: string): string {
  return `classify:${thoughtId}`;
}
