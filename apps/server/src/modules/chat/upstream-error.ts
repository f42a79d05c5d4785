import { callOpenAi, OpenAiCallError, requestChatCompletion, type ChatAnswer, type ChatRequest, type OpenAiEndpoint, type OpenAiRequest, type RawAnswer } from "@life/classifier";

/**
 * A failed call to the LLM or speech-to-text service. The message holds the detail for the
 * server's log (URL, status, the provider's text); people are only told `failure`, in words
 * from userReason, since provider errors can carry URLs, account ids or echoed keys.
 */
export type UpstreamFailure = "timeout" | "service" | "invalid";
export type UpstreamService = "llm" | "stt";

export class UpstreamError extends Error {
  constructor(
    readonly service: UpstreamService,
    readonly failure: UpstreamFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = "UpstreamError";
  }
}

const REASONS: Record<UpstreamService, Record<UpstreamFailure, string>> = {
  llm: { timeout: "The model timed out", service: "The model service failed", invalid: "The model's answer was invalid" },
  stt: { timeout: "Speech-to-text timed out", service: "The speech-to-text service failed", invalid: "The speech-to-text answer was invalid" },
};

/** The short reason a person may see; anything not an UpstreamError reads as a service failure. */
export function userReason(error: unknown, service: UpstreamService): string {
  return REASONS[service][error instanceof UpstreamError ? error.failure : "service"];
}

/**
 * Runs one call through the OpenAI SDK (callOpenAi) with no retries (a person is waiting, and
 * every caller has a local answer) and returns the body of its answer as text. A time-out, a
 * network failure or a non-2xx answer throws an UpstreamError carrying the detail.
 */
export async function callUpstream(service: UpstreamService, endpoint: OpenAiEndpoint, request: OpenAiRequest, fetchImpl?: typeof fetch): Promise<RawAnswer> {
  try {
    return await callOpenAi({ ...endpoint, maxRetries: 0 }, request, fetchImpl);
  } catch (error) {
    throw asUpstreamError(service, error);
  }
}

/** requestChatCompletion (structured output with its json_object fallback) without retries, failing as an UpstreamError. */
export async function chatUpstream(endpoint: OpenAiEndpoint, request: ChatRequest, fetchImpl?: typeof fetch): Promise<ChatAnswer> {
  try {
    return await requestChatCompletion({ ...endpoint, maxRetries: 0 }, request, fetchImpl);
  } catch (error) {
    throw asUpstreamError("llm", error);
  }
}

function asUpstreamError(service: UpstreamService, error: unknown): UpstreamError {
  if (!(error instanceof OpenAiCallError)) return new UpstreamError(service, "service", error instanceof Error ? error.message : String(error), { cause: error });
  if (error.failure === "timeout") return new UpstreamError(service, "timeout", error.message, { cause: error });
  if (error.failure === "http") return new UpstreamError(service, "service", `${error.url} answered ${error.status}: ${error.responseText.slice(0, 500)}`, { cause: error });
  return new UpstreamError(service, "service", `${error.url} could not be reached (${error.message})`, { cause: error });
}

/** JSON.parse that fails as an invalid answer, keeping the start of the text for the log. */
export function parseUpstreamJson(service: UpstreamService, url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UpstreamError(service, "invalid", `${url} answered with non-JSON: ${text.slice(0, 200)}`, { cause: error });
  }
}
