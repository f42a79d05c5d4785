import { z } from "zod";
import { prioritySchema, valueTierSchema } from "./enums.js";

/** Caps shared with the chat's "tag with …" command, so every path stores the same shape. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_ENTITIES = 100;
export const MAX_ENTITY_LENGTH = 200;
/** Keys a client may add beyond the known ones: how many, how deep, how large together. */
export const MAX_EXTRA_ATTRIBUTE_KEYS = 50;
export const MAX_EXTRA_ATTRIBUTE_DEPTH = 4;
export const MAX_EXTRA_ATTRIBUTES_BYTES = 8 * 1024;

/** As long as a thought may be: an LLM's reasoning is stored as it came. */
const MAX_TEXT = 10_000;
const shortText = z.string().max(200);
const id = z.string().min(1).max(64);

export const intentSignal = z.object({
  signal: z.string(),
  multiplier: z.number().optional(),
  matched: z.string().optional(),
});

export const commercialValue = z.object({
  estimatedValue: z.number(),
  valueTier: valueTierSchema,
  industry: z.string(),
  keywords: z.array(z.string()),
  explanation: z.string(),
  intentSignals: z.array(intentSignal),
  totalMultiplier: z.number(),
});
export type CommercialValue = z.infer<typeof commercialValue>;

/**
 * What the Waiting For actions record in `flexible_attributes.waiting` (parse it with this
 * schema on the client). `waiting_for` itself is kept, so a received item still says what it was.
 */
export const waitingState = z.looseObject({
  received_at: z.string().optional(),
  follow_up_count: z.number().int().optional(),
  last_follow_up_at: z.string().optional(),
});
export type WaitingState = z.infer<typeof waitingState>;

/** Every key the server, the classifier and the web app read or write, with its type and bounds. */
const knownAttributes = {
  related_projects: z.array(shortText).max(MAX_ENTITIES).optional(),
  entities: z.array(z.string().min(1).max(MAX_ENTITY_LENGTH)).max(MAX_ENTITIES, `entities: at most ${MAX_ENTITIES}`).optional(),
  priority: prioritySchema.optional(),
  confidence: z.number().optional(),
  reasoning: z.string().max(MAX_TEXT).optional(),
  completed_via_resolution: z.boolean().optional(),
  completed_by_thought_id: id.optional(),
  /** On a thought that reported a task done: that task (the thought is stored as completed, not as new work). */
  completes_thought_id: id.optional(),
  resolution_action: shortText.optional(),
  resolution_confidence: z.number().optional(),
  resolution_reasoning: z.string().max(MAX_TEXT).optional(),
  fallback_used: z.boolean().optional(),
  commercial_value: commercialValue.optional(),
  tags: z
    .array(z.string().trim().min(1, "tags must not be empty").max(MAX_TAG_LENGTH, `A tag can be at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .optional(),
  waiting: z.strictObject({ received_at: z.string().max(40).optional(), follow_up_count: z.number().int().min(0).optional(), last_follow_up_at: z.string().max(40).optional() }).optional(),
  connections: z.array(z.strictObject({ id, type: z.enum(["contact", "project"]), name: shortText })).max(MAX_ENTITIES).optional(),
  follow_up_of: id.optional(),
  /** Minutes before a scheduled thought that its calendar alarm rings (default 15). */
  reminder_minutes: z.number().int().min(0).max(40_320).optional(),
  /** iCalendar RRULE of a recurring thought (the server checks it parses); scheduled_for is its next occurrence. */
  recurrence: z.string().trim().min(1).max(200).optional(),
  /** On a recurring thought: the occurrence completed last, and how many were completed. */
  last_completed_occurrence: z.string().max(40).optional(),
  completed_occurrences: z.number().int().min(0).optional(),
};

/** Nesting of a JSON value, counted only up to `limit + 1` so a hostile value costs little. */
function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== "object") return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

const knownKeys = new Set(Object.keys(knownAttributes));

/**
 * flexible_attributes as a client may send it: the known keys checked strictly, anything else
 * kept (later features add their own) within count, depth and size caps, so no request can
 * store a blob that every later read has to parse.
 */
export const flexibleAttributesInput = z
  .object(knownAttributes)
  .catchall(z.unknown())
  .superRefine((attributes, ctx) => {
    const extra = Object.entries(attributes).filter(([key]) => !knownKeys.has(key));
    if (extra.length > MAX_EXTRA_ATTRIBUTE_KEYS) {
      ctx.addIssue({ code: "custom", message: `flexible_attributes: at most ${MAX_EXTRA_ATTRIBUTE_KEYS} keys beyond the known ones` });
      return;
    }
    for (const [key, value] of extra) {
      if (depthOf(value, MAX_EXTRA_ATTRIBUTE_DEPTH) > MAX_EXTRA_ATTRIBUTE_DEPTH) {
        ctx.addIssue({ code: "custom", path: [key], message: `flexible_attributes.${key.slice(0, 50)} is nested more than ${MAX_EXTRA_ATTRIBUTE_DEPTH} levels deep` });
        return;
      }
    }
    if (JSON.stringify(Object.fromEntries(extra)).length > MAX_EXTRA_ATTRIBUTES_BYTES) {
      ctx.addIssue({ code: "custom", message: `flexible_attributes: keys beyond the known ones must total at most ${MAX_EXTRA_ATTRIBUTES_BYTES / 1024} KB` });
    }
  });
export type FlexibleAttributesInput = z.infer<typeof flexibleAttributesInput>;
