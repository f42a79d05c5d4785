import { commercialValue, containerTypeSchema, domainSchema, eventTypeSchema, prioritySchema } from "@life/contracts";
import { z } from "zod";

/**
 * What the model must answer. Every key is required and nullable instead of optional, and
 * strings carry no length or pattern limits, because OpenAI's strict structured outputs reject
 * optional keys and some string keywords; the checks the schema cannot carry are in `llmAnswer`.
 */
const answerShape = {
  domain: domainSchema,
  subdomain: z.string().describe("one or two lowercase words, e.g. home, health, family, clients"),
  ai_title: z.string().describe("at most 60 characters, imperative when something is to be done"),
  priority: prioritySchema.nullable().describe("only with an explicit cue, else null"),
  event_type: eventTypeSchema,
  is_container: z.boolean(),
  container_type: containerTypeSchema,
  parent_id: z.string().nullable().describe("id of a listed project the thought belongs to"),
  entities: z.array(z.string()).describe("person names exactly as written in the thought"),
  related_project_ids: z.array(z.string()).describe("ids of listed projects the thought mentions"),
  scheduled_local: z.string().nullable().describe('"YYYY-MM-DD HH:MM" or "YYYY-MM-DD" in the user\'s time, else null'),
  waiting_for: z.string().nullable().describe('"who: what" when waiting on someone or something'),
  expected_date: z.string().nullable().describe('"YYYY-MM-DD" when the awaited thing is due, else null'),
  confidence: z.number().describe("0-100"),
  reasoning: z.string().describe("one or two sentences for the user"),
  completes: z.string().nullable().describe("id of a listed task this thought reports as done"),
  resolution_action: z.string().nullable(),
  resolution_confidence: z.number().nullable().describe("0-100"),
  resolution_reasoning: z.string().nullable(),
};

export const llmAnswerRequestSchema = z.object(answerShape);

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** Validation of the answer: the request schema plus the formats, and tolerant of extra keys. */
export const llmAnswer = z.object({
  ...answerShape,
  scheduled_local: z
    .string()
    .refine((s) => LOCAL_DATE.test(s) || LOCAL_DATE_TIME.test(s), 'expected "YYYY-MM-DD HH:MM" or "YYYY-MM-DD"')
    .nullable(),
  expected_date: z.string().regex(LOCAL_DATE, 'expected "YYYY-MM-DD"').nullable(),
  confidence: z.number().min(0).max(100),
  resolution_confidence: z.number().min(0).max(100).nullable(),
  /** Not asked for (the local estimate is deterministic), but used when a model adds a valid one. */
  commercial_value: commercialValue.optional(),
});
export type LlmAnswer = z.infer<typeof llmAnswer>;

export const ANSWER_SCHEMA_NAME = "thought_classification";

/** The JSON Schema sent as response_format.json_schema.schema. */
export function answerJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(llmAnswerRequestSchema) as Record<string, unknown>;
  return schema;
}
