import { z } from "zod";
import type { OpenAiEndpoint } from "./chat.config.js";
import { parseUpstreamJson, postUpstream, UpstreamError } from "./upstream-error.js";

/**
 * One call to an OpenAI-compatible POST {baseUrl}/chat/completions. No retries: a person is
 * waiting, and every caller has a local answer to fall back on when this throws.
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

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

/** The text of the first choice; throws an UpstreamError on a time-out, an HTTP error or an empty answer. */
export async function completeChat(endpoint: OpenAiEndpoint, messages: ChatMessage[], options: CompletionOptions = {}): Promise<string> {
  const url = joinUrl(endpoint.baseUrl, "chat/completions");
  const text = await postUpstream(
    "llm",
    url,
    {
      headers: { "content-type": "application/json", ...authHeaders(endpoint.apiKey) },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature: 0,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        ...(options.jsonSchema ? { response_format: { type: "json_schema", json_schema: { ...options.jsonSchema, strict: true } } } : {}),
      }),
      timeoutMs: endpoint.timeoutMs,
    },
    options.fetchImpl,
  );
  const parsed = completion.safeParse(parseUpstreamJson("llm", url, text));
  const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new UpstreamError("llm", "invalid", `${url} gave no answer: ${text.slice(0, 200)}`);
  return content;
}

/** Models without structured output often wrap JSON in a Markdown fence. Not JSON is an invalid answer. */
export function parseJsonAnswer(content: string): unknown {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(content.trim());
  return parseUpstreamJson("llm", "the model's answer", fenced ? fenced[1]! : content);
}
