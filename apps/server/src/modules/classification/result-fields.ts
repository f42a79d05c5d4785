import { encodeEmbedding, type ClassifyResult } from "@life/classifier";
import { isDeepStrictEqual } from "node:util";
import type { FlexibleAttributes, LlmDebugData, Thought } from "@life/contracts";
import type { ThoughtChanges } from "../thoughts/thoughts.repository.js";

/** The thought's own fields the classifier fills; everything else on the row is the person's. */
export type ClassifiedFields = Required<Omit<ThoughtChanges, "status" | "llm_debug_data">>;

/**
 * Maps a result onto the row. Keys of flexible_attributes the classifier does not own (tags,
 * a later feature's own) are kept; its own keys are replaced, so a stale priority or
 * resolution from an earlier run does not linger.
 */
export function classifiedFields(result: ClassifyResult, current: FlexibleAttributes): ClassifiedFields {
  const { priority: _p, resolution_action: _a, resolution_confidence: _c, resolution_reasoning: _r, recurrence: _rr, ...kept } = current;
  const flexible: FlexibleAttributes = {
    ...kept,
    related_projects: result.related_projects,
    entities: result.entities,
    confidence: result.confidence,
    reasoning: result.reasoning,
    fallback_used: result.fallback_used,
    commercial_value: result.commercial_value,
  };
  if (result.priority) flexible.priority = result.priority;
  if (result.recurrence) flexible.recurrence = result.recurrence;
  if (result.completes) {
    if (result.resolution_action) flexible.resolution_action = result.resolution_action;
    if (result.resolution_confidence !== null) flexible.resolution_confidence = result.resolution_confidence;
    if (result.resolution_reasoning) flexible.resolution_reasoning = result.resolution_reasoning;
  }
  return {
    ai_title: result.ai_title,
    domain: result.domain,
    subdomain: result.subdomain,
    event_type: result.event_type,
    is_container: result.is_container,
    container_type: result.container_type,
    parent_id: result.parent_id,
    scheduled_for: result.scheduled_for,
    waiting_for: result.waiting_for,
    expected_date: result.expected_date,
    flexible_attributes: flexible,
  };
}

const PLAIN_FIELDS = [
  "ai_title",
  "domain",
  "subdomain",
  "event_type",
  "is_container",
  "container_type",
  "parent_id",
  "scheduled_for",
  "waiting_for",
  "expected_date",
] as const satisfies ReadonlyArray<keyof ClassifiedFields>;

/** The classifier-owned part of a row, as it stands. */
export function pickClassified(thought: Thought): ClassifiedFields {
  const picked = { flexible_attributes: thought.flexible_attributes ?? {} } as ClassifiedFields;
  for (const field of PLAIN_FIELDS) (picked as Record<string, unknown>)[field] = thought[field];
  return picked;
}

/**
 * A three-way merge of a job's result into a row the person may have changed while the job
 * ran: `base` is the row as the job read it, `current` the row now (read under the write
 * lock), `desired` the classifier's fields. A field, and each key of flexible_attributes,
 * that changed between base and current keeps its current value; the rest take the
 * classifier's, so neither side's changes are lost.
 */
export function mergeClassified(base: ClassifiedFields, current: ClassifiedFields, desired: ClassifiedFields): ClassifiedFields {
  const merged = { ...current } as Record<string, unknown>;
  for (const field of PLAIN_FIELDS) {
    if (isDeepStrictEqual(base[field], current[field])) merged[field] = desired[field];
  }
  const flexible: Record<string, unknown> = { ...current.flexible_attributes };
  const keys = new Set([...Object.keys(base.flexible_attributes), ...Object.keys(desired.flexible_attributes)]);
  for (const key of keys) {
    if (!isDeepStrictEqual(base.flexible_attributes[key], current.flexible_attributes[key])) continue;
    const value = desired.flexible_attributes[key];
    if (value === undefined) delete flexible[key];
    else flexible[key] = value;
  }
  merged.flexible_attributes = flexible;
  return merged as ClassifiedFields;
}

/** The AUTO-COMPLETED marks on a task another thought reported as done. */
export function completionAttributes(result: ClassifyResult, byThoughtId: string): FlexibleAttributes {
  return {
    completed_via_resolution: true,
    resolution_action: result.resolution_action ?? "complete_task",
    ...(result.resolution_confidence !== null ? { resolution_confidence: result.resolution_confidence } : {}),
    ...(result.resolution_reasoning ? { resolution_reasoning: result.resolution_reasoning } : {}),
    completed_by_thought_id: byThoughtId,
  };
}

export function embeddingBytes(embedding: Float32Array | null): Buffer | null {
  if (!embedding) return null;
  const bytes = encodeEmbedding(embedding);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The debug data of a pipeline that failed for good: the last run's data (usually the inline
 * local run) with the failure flagged, or a minimal record when there was none.
 */
export function failedDebug(existing: LlmDebugData | null, reason: string): LlmDebugData {
  const base: LlmDebugData = existing ?? {
    model: "none",
    processing_time_ms: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    total_tokens: 0,
    system_prompt: "",
    user_message: "",
    raw_response: "",
    error: null,
    ai_pipeline_status: {
      step_1_rag_context_building: {
        status: "failed",
        duration_ms: 0,
        context_stats: { total_context_items: 0, projects_found: 0, tasks_found: 0, contacts_found: 0, completable_tasks_found: 0 },
      },
      step_2_llm_entity_resolution: { status: "failed", total_tokens: 0, confidence: 0, action: "none", relationships_found: 0, model: "none" },
      step_3_embedding_generation: { status: "failed", duration_ms: 0, dimensions: 0, embedding_type: "none", error: null },
      pipeline_complete: false,
      pipeline_failed: true,
      failure_reason: reason,
      total_pipeline_duration_ms: 0,
    },
  };
  return {
    ...base,
    error: reason,
    ai_pipeline_status: { ...base.ai_pipeline_status, pipeline_complete: false, pipeline_failed: true, failure_reason: reason },
  };
}
