import { z } from "zod";
import { OpenAiCallError } from "../../openai/call.js";
import { chatCompletionBody, requestChatCompletion, stripJsonFence, type ChatAnswer } from "../../openai/chat.js";
import type { ClassifyInput, ClassifyResult, LlmConfig } from "../../types.js";
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

/**
 * Step 2 through an OpenAI-compatible chat endpoint (the official SDK): POST
 * {baseUrl}/chat/completions with a strict JSON-schema response format at temperature 0, or
 * json_object on a server without structured output. Throws LlmResolutionError on a time-out,
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

  let reply: ChatAnswer;
  try {
    reply = await requestChatCompletion(
      config,
      {
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: system_prompt },
          { role: "user", content: user_message },
        ],
        jsonSchema: { name: ANSWER_SCHEMA_NAME, schema: answerJsonSchema() },
      },
      fetchImpl,
    );
  } catch (err) {
    if (err instanceof OpenAiCallError) {
      raw_response = err.responseText;
      status = err.status;
    }
    return fail(err instanceof Error ? err.message : String(err));
  }
  raw_response = reply.text;
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return fail(`${reply.url} answered ${reply.status} with a body that is not JSON`);
  }

  const completion = chatCompletionBody.safeParse(body);
  if (!completion.success) return fail(`response is not a chat completion: ${z.prettifyError(completion.error)}`);
  const choice = completion.data.choices[0]!;
  const content = choice.message.content;
  // The answer itself is the most useful thing to show in the debug panel.
  if (content) raw_response = content;
  if (!content) return fail(choice.message.refusal ? `model refused: ${choice.message.refusal}` : "empty answer");
  if (choice.finish_reason === "length") return fail("answer cut off at the token limit");

  let json: unknown;
  try {
    json = JSON.parse(stripJsonFence(content));
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
