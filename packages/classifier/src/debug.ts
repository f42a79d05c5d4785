import type { LlmDebugData, PipelineStatus } from "@life/contracts";
import { EMBEDDING_TYPE, embedText } from "./embeddings/index.js";
import type { ClassifyInput, ClassifyResult } from "./types.js";

/** What step 2 saw and produced, whichever engine ran it. */
export interface StepTwo {
  model: string;
  durationMs: number;
  promptTokens: number;
  completionTokens: number;
  systemPrompt: string;
  userMessage: string;
  rawResponse: string;
  error: string | null;
  /** Set when a configured LLM failed and the local result was kept. */
  fallbackFrom?: string;
  attempted?: { system_prompt: string; user_message: string; raw_response: string };
}

export interface StepThree {
  embedding: Float32Array | null;
  durationMs: number;
  dimensions: number;
  embeddingType: string;
  error: string | null;
  status: "completed" | "failed" | "skipped";
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

export const LOCAL_SYSTEM_PROMPT =
  "local-nlp-v1: offline deterministic engine. Dates and times with chrono-node and the labelling rules in the user's time zone; " +
  "person names from compromise's lexicon, capitalisation and known contacts; domain and event type from naive Bayes models " +
  "trained on the repository corpus plus precedence cue rules; completion, parent project and waiting-for by word and stem " +
  "matching against the context (plus embedding similarity for projects).";

/** The local engine's "prompt": the text and the context it matched against, and its answer. */
export function describeLocalRun(input: ClassifyInput, result: ClassifyResult): { systemPrompt: string; userMessage: string; rawResponse: string } {
  const c = input.context ?? {};
  const userMessage = JSON.stringify({
    text: input.text,
    now: input.now.toISOString(),
    timezone: input.timezone,
    context: {
      projects: (c.projects ?? []).map((p) => ({ id: p.id, title: p.title })),
      tasks: (c.tasks ?? []).map((t) => ({ id: t.id, title: t.title, parent_id: t.parent_id })),
      contacts: (c.contacts ?? []).map((p) => ({ id: p.id, name: p.name, relation: p.relation ?? null })),
      waiting: (c.waiting ?? []).map((w) => ({ id: w.id, title: w.title, waiting_for: w.waiting_for })),
    },
  });
  return { systemPrompt: LOCAL_SYSTEM_PROMPT, userMessage, rawResponse: JSON.stringify(result) };
}

/** Step 3 with the offline embedding, timed. */
/** Long pastes are embedded by their first 2,000 characters (the stored vector stays representative). */
const EMBED_LIMIT = 2000;

export function embedStep(text: string): StepThree {
  const t0 = performance.now();
  try {
    const embedding = embedText(text.length > EMBED_LIMIT ? text.slice(0, EMBED_LIMIT) : text);
    return {
      embedding,
      durationMs: performance.now() - t0,
      dimensions: embedding ? embedding.length : 0,
      embeddingType: EMBEDDING_TYPE,
      error: embedding ? null : "no word of the text is in the embedding vocabulary",
      status: embedding ? "completed" : "skipped",
    };
  } catch (err) {
    return {
      embedding: null,
      durationMs: performance.now() - t0,
      dimensions: 0,
      embeddingType: EMBEDDING_TYPE,
      error: err instanceof Error ? err.message : String(err),
      status: "failed",
    };
  }
}

function actionFor(r: ClassifyResult): string {
  if (r.completes) return "complete_task";
  if (r.event_type === "project") return "create_project";
  if (r.event_type === "contact") return "create_contact";
  if (r.container_type === "Tasks") return "create_task";
  return "log_action";
}

/** Links the result makes to existing or new records: parent, completed task, related projects, people. */
function relationshipsFound(r: ClassifyResult): number {
  const projects = new Set(r.related_projects);
  return (r.parent_id ? 1 : 0) + (r.completes ? 1 : 0) + Math.max(0, projects.size - (r.parent_id ? 1 : 0)) + r.entities.length;
}

/** The spec's llm_debug_data with real measured durations. */
export function buildDebug(input: ClassifyInput, result: ClassifyResult, step2: StepTwo, step3: StepThree, totalMs: number): LlmDebugData {
  const c = input.context ?? {};
  const projects = c.projects?.length ?? 0;
  const tasks = c.tasks?.length ?? 0;
  const contacts = c.contacts?.length ?? 0;
  const waiting = c.waiting?.length ?? 0;
  const totalTokens = step2.promptTokens + step2.completionTokens;
  const contextMs = input.contextDurationMs ?? 0;
  const status: PipelineStatus = {
    step_1_rag_context_building: {
      status: "completed",
      duration_ms: round(contextMs),
      context_stats: {
        total_context_items: projects + tasks + contacts + waiting,
        projects_found: projects,
        tasks_found: tasks,
        contacts_found: contacts,
        completable_tasks_found: tasks,
      },
      waiting_found: waiting,
    },
    step_2_llm_entity_resolution: {
      status: "completed",
      duration_ms: round(step2.durationMs),
      total_tokens: totalTokens,
      confidence: result.confidence,
      action: actionFor(result),
      relationships_found: relationshipsFound(result),
      model: step2.model,
      fallback_used: result.fallback_used,
      ...(step2.fallbackFrom ? { fallback_from: step2.fallbackFrom, error: step2.error } : {}),
    },
    step_3_embedding_generation: {
      status: step3.status,
      duration_ms: round(step3.durationMs),
      dimensions: step3.dimensions,
      embedding_type: step3.embeddingType,
      error: step3.error,
    },
    pipeline_complete: true,
    pipeline_failed: false,
    failure_reason: null,
    total_pipeline_duration_ms: round(totalMs + contextMs),
  };
  return {
    model: step2.model,
    processing_time_ms: round(step2.durationMs),
    prompt_tokens: step2.promptTokens,
    completion_tokens: step2.completionTokens,
    total_tokens: totalTokens,
    system_prompt: step2.systemPrompt,
    user_message: step2.userMessage,
    raw_response: step2.rawResponse,
    error: step2.error,
    ai_pipeline_status: status,
    ...(step2.attempted ? { llm_attempt: step2.attempted } : {}),
  };
}
