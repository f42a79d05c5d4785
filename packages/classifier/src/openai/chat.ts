import { z } from "zod";
import { callOpenAi, OpenAiCallError, type OpenAiEndpoint, type RawAnswer } from "./call.js";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A JSON Schema the answer must follow (structured output), named for the provider. */
export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  jsonSchema?: JsonSchemaFormat;
}

export type AnswerFormat = "json_schema" | "json_object" | "text";

export interface ChatAnswer extends RawAnswer {
  /** How the answer was asked for: a server without structured output gets json_object. */
  format: AnswerFormat;
}

/** The part of a chat completion the callers read; extra keys are allowed. */
export const chatCompletionBody = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});

/**
 * Endpoints (base URL and model) that refused response_format json_schema. They are asked with
 * json_object from then on, so each such server costs one refused call per process, not one per
 * request. A handful of entries at most: one per configured model.
 */
const withoutJsonSchema = new Set<string>();

/** Servers that lack structured output say so in a 400 (or 422) naming the parameter. */
const SAYS_UNSUPPORTED = /response_format|json_schema|structured output|strict/i;

function refusedJsonSchema(error: unknown): boolean {
  return error instanceof OpenAiCallError && error.failure === "http" && (error.status === 400 || error.status === 422) && SAYS_UNSUPPORTED.test(error.responseText);
}

/** json_object mode shows the model no schema, so the system message carries it (and the word JSON, which OpenAI requires). */
function withSchemaInstruction(messages: ChatMessage[], format: JsonSchemaFormat): ChatMessage[] {
  const instruction = `Answer with one JSON object that follows this JSON Schema (named ${format.name}), and nothing else:\n${JSON.stringify(format.schema)}`;
  const [first, ...rest] = messages;
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n\n${instruction}` }, ...rest];
  return [{ role: "system", content: instruction }, ...messages];
}

function send(endpoint: OpenAiEndpoint, request: ChatRequest, format: AnswerFormat, fetchImpl?: typeof fetch): Promise<RawAnswer> {
  const schema = request.jsonSchema;
  const messages = format === "json_object" && schema ? withSchemaInstruction(request.messages, schema) : request.messages;
  const responseFormat =
    format === "json_schema" && schema
      ? { response_format: { type: "json_schema" as const, json_schema: { name: schema.name, strict: true, schema: schema.schema } } }
      : format === "json_object"
        ? { response_format: { type: "json_object" as const } }
        : {};
  return callOpenAi(
    endpoint,
    (client, options) =>
      client.chat.completions.create(
        {
          model: request.model,
          messages,
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
          ...responseFormat,
        },
        options,
      ),
    fetchImpl,
  );
}

/**
 * POST {baseUrl}/chat/completions through the SDK. With `jsonSchema`, the answer is asked for
 * under a strict JSON schema; a server that refuses that is asked again (and from then on)
 * with response_format json_object and the schema in the system message. Callers validate the
 * answer either way: a model in json_object mode is only asked to follow the schema.
 */
export async function requestChatCompletion(endpoint: OpenAiEndpoint & { model?: string }, request: ChatRequest, fetchImpl?: typeof fetch): Promise<ChatAnswer> {
  if (!request.jsonSchema) return { ...(await send(endpoint, request, "text", fetchImpl)), format: "text" };
  const key = `${endpoint.baseUrl}\n${request.model}`;
  if (!withoutJsonSchema.has(key)) {
    try {
      return { ...(await send(endpoint, request, "json_schema", fetchImpl)), format: "json_schema" };
    } catch (error) {
      if (!refusedJsonSchema(error)) throw error;
      withoutJsonSchema.add(key);
    }
  }
  return { ...(await send(endpoint, request, "json_object", fetchImpl)), format: "json_object" };
}

/** Models without structured output often wrap JSON in a Markdown fence. */
export function stripJsonFence(content: string): string {
  const m = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(content);
  return (m ? m[1]! : content).trim();
}
