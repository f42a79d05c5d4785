import { z } from "zod";
import type { ClassifyInput, ClassifyResult, LlmConfig } from "../../types.js";
import { HttpCallError, joinUrl, postJson } from "./http.js";
import { mapAnswer } from "./map.js";
import { buildUserMessage, SYSTEM_PROMPT } from "./prompt.js";
import { ANSWER_SCHEMA_NAME, answerJsonSchema, llmAnswer } from "./schema.js";

export { embedWithApi, type EmbeddingApiConfig } from "./embeddings-api.js";
export { SYSTEM_PROMPT, buildUserMessage } from "./prompt.js";

export interface LlmResolution {
  result: ClassifyResult;
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  system_prompt: string;
  user_message: string;
  raw_response: string;
}

/**
 * Any failure of the LLM step. Carries what was sent and received so the pipeline can keep it
 * in the debug data next to the local fallback.
 */
export class LlmResolutionError extends Error {
  override name = "LlmResolutionError";
  constructor(
    message: string,
    readonly details: { model: string; system_prompt: string; user_message: string; raw_response: string; status: number | null },
  ) {
    super(message);
  }
}

const chatCompletion = z.object({
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

/** Models without structured-output support often wrap JSON in a Markdown fence. */
function stripFence(content: string): string {
  const m = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(content);
  return (m ? m[1]! : content).trim();
}

/**
 * Step 2 through an OpenAI-compatible chat endpoint: POST {baseUrl}/chat/completions with a
 * strict JSON-schema response format at temperature 0. Throws LlmResolutionError on a time-out,
 * an HTTP or network failure after retries, or an answer that is not valid JSON or fails the
 * schema; the pipeline then keeps the local result with fallback_used: true.
 */
export async function resolveWithLlm(
  input: ClassifyInput,
  local: ClassifyResult,
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<LlmResolution> {
  const system_prompt = SYSTEM_PROMPT;
  const user_message = buildUserMessage(input);
  let raw_response = "";
  let status: number | null = null;
  const fail = (message: string): never => {
    throw new LlmResolutionError(`LLM ${config.model}: ${message}`, {
      model: config.model, system_prompt, user_message, raw_response, status,
    });
  };

  const payload = {
    model: config.model,
    temperature: 0,
    messages: [
      { role: "system", content: system_prompt },
      { role: "user", content: user_message },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: ANSWER_SCHEMA_NAME, strict: true, schema: answerJsonSchema() },
    },
  };

  let body: unknown;
  try {
    const res = await postJson(joinUrl(config.baseUrl, "chat/completions"), payload, {
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      fetchImpl,
    });
    body = res.body;
    raw_response = res.text;
  } catch (err) {
    if (err instanceof HttpCallError) {
      raw_response = err.responseText;
      status = err.status;
    }
    return fail(err instanceof Error ? err.message : String(err));
  }

  const completion = chatCompletion.safeParse(body);
  if (!completion.success) return fail(`response is not a chat completion: ${z.prettifyError(completion.error)}`);
  const choice = completion.data.choices[0]!;
  const content = choice.message.content;
  // The answer itself is the most useful thing to show in the debug panel.
  if (content) raw_response = content;
  if (!content) return fail(choice.message.refusal ? `model refused: ${choice.message.refusal}` : "empty answer");
  if (choice.finish_reason === "length") return fail("answer cut off at the token limit");

  let json: unknown;
  try {
    json = JSON.parse(stripFence(content));
  } catch (err) {
    return fail(`answer is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const answer = llmAnswer.safeParse(json);
  if (!answer.success) return fail(`answer failed validation: ${z.prettifyError(answer.error)}`);

  let result: ClassifyResult;
  try {
    result = mapAnswer(answer.data, input, local);
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
  const usage = completion.data.usage;
  return {
    result,
    model: completion.data.model ?? config.model,
    prompt_tokens: usage?.prompt_tokens ?? 0,
    completion_tokens: usage?.completion_tokens ?? 0,
    system_prompt,
    user_message,
    raw_response,
  };
}
