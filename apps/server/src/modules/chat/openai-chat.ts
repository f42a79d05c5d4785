import { chatCompletionBody, stripJsonFence } from "@life/classifier";
import type { OpenAiEndpoint } from "./chat.config.js";
import { chatUpstream, parseUpstreamJson, UpstreamError } from "./upstream-error.js";

/**
 * One call to an OpenAI-compatible POST {baseUrl}/chat/completions, through the official SDK.
 * No retries: a person is waiting, and every caller has a local answer to fall back on when
 * this throws.
 */

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface CompletionOptions {
  /** A JSON schema the answer must follow (structured output), named for the provider. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  maxTokens?: number;
  fetchImpl?: typeof fetch;
}

/** The text of the first choice; throws an UpstreamError on a time-out, an HTTP error or an empty answer. */
export async function completeChat(endpoint: OpenAiEndpoint, messages: ChatMessage[], options: CompletionOptions = {}): Promise<string> {
  const { text, url } = await chatUpstream(
    endpoint,
    { model: endpoint.model, messages, temperature: 0, ...(options.maxTokens ? { maxTokens: options.maxTokens } : {}), ...(options.jsonSchema ? { jsonSchema: options.jsonSchema } : {}) },
    options.fetchImpl,
  );
  const parsed = chatCompletionBody.safeParse(parseUpstreamJson("llm", url, text));
  const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new UpstreamError("llm", "invalid", `${url} gave no answer: ${text.slice(0, 200)}`);
  return content;
}

/** Models without structured output often wrap JSON in a Markdown fence. Not JSON is an invalid answer. */
export function parseJsonAnswer(content: string): unknown {
  return parseUpstreamJson("llm", "the model's answer", stripJsonFence(content));
}
