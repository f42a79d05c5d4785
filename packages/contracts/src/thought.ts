import { z } from "zod";
import { commercialValue, flexibleAttributesInput } from "./flexible-attributes.js";
import {
  containerTypeSchema,
  domainSchema,
  eventTypeSchema,
  prioritySchema,
  thoughtStatusSchema,
} from "./enums.js";

export const MAX_THOUGHT_LENGTH = 10_000;

/** queued at capture (already classified by the local engine), processing while the job runs. */
export const processingStatuses = ["queued", "processing", "done", "failed"] as const;
export const processingStatusSchema = z.enum(processingStatuses);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;
export const FEED_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** As stored: known keys are typed, unknown keys kept; what clients may send is flexibleAttributesInput. */
export const flexibleAttributes = z.looseObject({
  related_projects: z.array(z.string()).optional(),
  entities: z.array(z.string()).optional(),
  priority: prioritySchema.optional(),
  confidence: z.number().optional(),
  reasoning: z.string().optional(),
  completed_via_resolution: z.boolean().optional(),
  resolution_action: z.string().optional(),
  resolution_confidence: z.number().optional(),
  resolution_reasoning: z.string().optional(),
  fallback_used: z.boolean().optional(),
  commercial_value: commercialValue.partial({ explanation: true, keywords: true, intentSignals: true, totalMultiplier: true }).optional(),
  /** iCalendar RRULE of a recurring schedule; scheduled_for holds its next occurrence. */
  recurrence: z.string().max(200).optional(),
  /** Completing a recurring thought moves it to its next occurrence; these record what was done. */
  last_completed_occurrence: z.string().optional(),
  completed_occurrences: z.number().optional(),
  tags: z.array(z.string()).optional(),
});
export type FlexibleAttributes = z.infer<typeof flexibleAttributes>;

/**
 * Lists (feed, calendar day, search) send a card's attributes: what the card shows, without the
 * pipeline's explanation (these keys, and how the commercial value was reckoned), which is most
 * of a card's weight; GET /thoughts/:id/debug has them when the panel opens. That is why the
 * value's explanation fields are optional in responses.
 */
export const CARD_OMITTED_ATTRIBUTES = ["reasoning", "confidence", "fallback_used", "resolution_action", "resolution_confidence", "resolution_reasoning"] as const;
export const CARD_OMITTED_VALUE_FIELDS = ["explanation", "keywords", "intentSignals", "totalMultiplier"] as const;

const stepStatus = z.enum(["pending", "running", "completed", "failed", "skipped"]);

export const pipelineStatus = z.looseObject({
  step_1_rag_context_building: z.looseObject({
    status: stepStatus,
    duration_ms: z.number(),
    context_stats: z.object({
      total_context_items: z.number(),
      projects_found: z.number(),
      tasks_found: z.number(),
      contacts_found: z.number(),
      completable_tasks_found: z.number(),
    }),
  }),
  step_2_llm_entity_resolution: z.looseObject({
    status: stepStatus,
    total_tokens: z.number(),
    confidence: z.number(),
    action: z.string(),
    relationships_found: z.number(),
    model: z.string(),
  }),
  step_3_embedding_generation: z.looseObject({
    status: stepStatus,
    duration_ms: z.number(),
    dimensions: z.number(),
    embedding_type: z.string(),
    error: z.string().nullable(),
  }),
  pipeline_complete: z.boolean(),
  pipeline_failed: z.boolean(),
  failure_reason: z.string().nullable(),
  total_pipeline_duration_ms: z.number(),
});
export type PipelineStatus = z.infer<typeof pipelineStatus>;

export const llmDebugData = z.looseObject({
  model: z.string(),
  processing_time_ms: z.number(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
  system_prompt: z.string(),
  user_message: z.string(),
  raw_response: z.string(),
  error: z.string().nullable(),
  ai_pipeline_status: pipelineStatus,
});
export type LlmDebugData = z.infer<typeof llmDebugData>;

export const thought = z.object({
  id: z.string(),
  user_id: z.string(),
  original_input: z.string(),
  ai_title: z.string().nullable(),
  status: thoughtStatusSchema,
  domain: domainSchema.nullable(),
  subdomain: z.string().nullable(),
  event_type: eventTypeSchema.nullable(),
  is_container: z.boolean(),
  container_type: containerTypeSchema.nullable(),
  parent_id: z.string().nullable(),
  /** An ISO instant ("2026-11-23T18:00:00.000Z") or an all-day local date ("2026-11-23"). */
  scheduled_for: z.string().nullable(),
  waiting_for: z.string().nullable(),
  expected_date: z.string().nullable(),
  flexible_attributes: flexibleAttributes,
  /** Where the background pipeline is for this thought; the web app polls until done or failed. */
  processing_status: processingStatusSchema,
  /** Why the pipeline failed after its last retry; null otherwise. */
  processing_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Thought = z.infer<typeof thought>;


/**
 * What makes a thought a project, for the server and the web app alike: a container filed
 * under Projects (the Projects view lists exactly these). The server's SQL form is isProjectSql.
 */
export function isProject(t: Pick<Thought, "is_container" | "container_type">): boolean {
  return t.is_container && t.container_type === "Projects";
}

export const createThoughtInput = z.object({
  original_input: z
    .string({ error: "original_input is required" })
    .max(MAX_THOUGHT_LENGTH, "original_input must be at most 10,000 characters")
    .refine((s) => s.trim().length > 0, "original_input must not be empty"),
});
export type CreateThoughtInput = z.infer<typeof createThoughtInput>;

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A capture may carry an Idempotency-Key (the web app sends a UUID per submit, reused on
 * retry): a repeat with the same key answers the thought the first request created and
 * creates nothing. Other headers pass through untouched.
 */
export const createThoughtHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .min(1, "Idempotency-Key must not be empty")
    .max(MAX_IDEMPOTENCY_KEY_LENGTH, `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`)
    .regex(/^[\x20-\x7e]+$/, "Idempotency-Key must be printable ASCII")
    .optional(),
});

const scheduledFor = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** Fields a person may edit; status changes are checked against allowed transitions. */
export const updateThoughtInput = z
  .object({
    ai_title: z.string().trim().min(1).max(200).nullable(),
    status: thoughtStatusSchema,
    domain: domainSchema.nullable(),
    subdomain: z.string().trim().max(100).nullable(),
    event_type: eventTypeSchema.nullable(),
    is_container: z.boolean(),
    container_type: containerTypeSchema.nullable(),
    parent_id: z.string().min(1, "parent_id must not be empty (send null to take the thought out of its project)").max(64).nullable(),
    scheduled_for: scheduledFor.nullable(),
    waiting_for: z.string().max(500).nullable(),
    expected_date: z.iso.date().nullable(),
    flexible_attributes: flexibleAttributesInput,
  })
  .partial()
  .strict();
export type UpdateThoughtInput = z.infer<typeof updateThoughtInput>;

/** The web app sends "all" or "" to mean "no filter". */
const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "all" || v === "" ? undefined : v), schema.optional());

export const listThoughtsQuery = z.object({
  status: allOr(thoughtStatusSchema),
  domain: allOr(domainSchema),
  is_container: allOr(z.enum(["true", "false"]).transform((v) => v === "true")),
  container_type: allOr(containerTypeSchema),
  parent_id: allOr(z.string().max(64)),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  /** From next_cursor of the previous page; when given, offset is ignored. */
  cursor: z.string().max(200).optional(),
  _t: z.unknown().optional(),
});
export type ListThoughtsQuery = z.infer<typeof listThoughtsQuery>;

export const thoughtResponse = z.object({ data: thought });

/**
 * The pipeline's debug data (about 10 KB of prompt, context and raw answer) is fetched only when
 * a person opens the pipeline panel, so lists stay small.
 */
export const thoughtDebugResponse = z.object({
  /** With the whole of flexible_attributes, which lists send trimmed to the card's. */
  data: z.object({ id: z.string(), llm_debug_data: llmDebugData.nullable(), flexible_attributes: flexibleAttributes }),
});
export type ThoughtDebugResponse = z.infer<typeof thoughtDebugResponse>;
export type ThoughtResponse = z.infer<typeof thoughtResponse>;

export const thoughtListResponse = z.object({
  data: z.array(thought),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Pass as cursor to get the page after this one; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ThoughtListResponse = z.infer<typeof thoughtListResponse>;

export const deleteThoughtResponse = z.object({ success: z.literal(true), id: z.string() });
