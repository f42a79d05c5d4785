import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from "openai";
import type { APIPromise } from "openai";

/**
 * Every call to an OpenAI-compatible server (classification, embeddings, the chat's model and
 * speech-to-text, document extraction, conversation splitting) goes through the official SDK,
 * made here with this project's rules:
 * - the API key is optional: a local server (Ollama, llama.cpp, vLLM) needs none, and no
 *   Authorization header is sent then, nor is OPENAI_API_KEY read from the environment;
 * - the SDK retries 408, 409, 429, 5xx and network errors with its backoff (honouring
 *   Retry-After), up to `maxRetries`;
 * - each attempt, reading the body included, is bounded by `timeoutMs`, and a time-out is not
 *   retried: every further attempt would wait the whole time-out again, while each caller has
 *   a local answer to fall back on.
 */
export interface OpenAiEndpoint {
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_RETRIES = 2;
/** The SDK's own timer is a backstop only: the attempt budget below fires first and is not retried. */
const SDK_TIMEOUT_GRACE_MS = 1_000;

export type OpenAiFailure = "timeout" | "unreachable" | "http";

/** A failed call. `status` and `responseText` are the last HTTP answer's, when there was one. */
export class OpenAiCallError extends Error {
  override name = "OpenAiCallError";
  constructor(
    message: string,
    readonly failure: OpenAiFailure,
    readonly url: string,
    readonly status: number | null,
    readonly attempts: number,
    readonly responseText = "",
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A successful answer's body, as text: callers parse it themselves so they can keep it for debugging. */
export interface RawAnswer {
  text: string;
  status: number;
  url: string;
  attempts: number;
}

/**
 * The request made with the SDK, passing `options` on as its request options (they carry the
 * call's signal). `.asResponse()` is taken of it, so the SDK does not parse the body.
 */
export type OpenAiRequest = (client: OpenAI, options: { signal: AbortSignal }) => APIPromise<unknown>;

/** The SDK retries these statuses (and x-should-retry: true); the message says how often it tried. */
const retriedStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

function rootMessage(error: unknown): string {
  let e: unknown = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

interface AttemptState {
  attempts: number;
  url: string;
  timedOut: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The last error answer's body, read within its attempt's budget. */
  errorText: string;
}

/**
 * The fetch the SDK is given: counts attempts and bounds each one. An error answer is read here,
 * within its budget, so the time between attempts (the SDK's backoff) is never counted; a
 * successful answer is read by callOpenAi under the same timer.
 */
function budgetedFetch(base: typeof fetch, timeoutMs: number, call: AbortController, state: AttemptState): typeof fetch {
  return async (input, init) => {
    state.attempts++;
    state.url = input instanceof Request ? input.url : String(input);
    clearTimeout(state.timer);
    const attempt = new AbortController();
    state.timer = setTimeout(() => {
      state.timedOut = true;
      attempt.abort();
      // Aborting the caller's signal is what stops the SDK from retrying the time-out.
      call.abort();
    }, timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, attempt.signal]) : attempt.signal;
    const response = await base(input, { ...init, signal });
    if (response.ok) return response;
    state.errorText = await response.text();
    clearTimeout(state.timer);
    return new Response(state.errorText, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function clientFor(endpoint: OpenAiEndpoint, timeoutMs: number, fetchImpl: typeof fetch): OpenAI {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    // The SDK insists on a key; without one the header is removed below, so nothing is sent.
    apiKey: endpoint.apiKey || "none",
    organization: null,
    project: null,
    timeout: timeoutMs + SDK_TIMEOUT_GRACE_MS,
    maxRetries: Math.max(0, endpoint.maxRetries ?? DEFAULT_MAX_RETRIES),
    fetch: fetchImpl,
    ...(endpoint.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  });
}

/**
 * Runs one request through the SDK and returns the body of the successful answer as text.
 * Throws an OpenAiCallError on a time-out, a network failure or an error status (after the
 * SDK's retries). `fetchImpl` is for tests and special transports.
 */
export async function callOpenAi(endpoint: OpenAiEndpoint, request: OpenAiRequest, fetchImpl: typeof fetch = fetch): Promise<RawAnswer> {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const call = new AbortController();
  const state: AttemptState = { attempts: 0, url: endpoint.baseUrl, timedOut: false, timer: undefined, errorText: "" };
  const client = clientFor(endpoint, timeoutMs, budgetedFetch(fetchImpl, timeoutMs, call, state));
  try {
    const response = await request(client, { signal: call.signal }).asResponse();
    const text = await response.text();
    return { text, status: response.status, url: state.url, attempts: state.attempts };
  } catch (error) {
    throw describeFailure(error, state, timeoutMs);
  } finally {
    clearTimeout(state.timer);
  }
}

function describeFailure(error: unknown, state: AttemptState, timeoutMs: number): OpenAiCallError {
  const { url, attempts } = state;
  if (state.timedOut) return new OpenAiCallError(`${url} timed out after ${timeoutMs} ms`, "timeout", url, null, attempts, "", { cause: error });
  if (error instanceof APIError && typeof error.status === "number") {
    const detail = state.errorText.slice(0, 300).replace(/\s+/g, " ").trim();
    const tries = retriedStatus(error.status) ? ` after ${attempts} attempt(s)` : "";
    return new OpenAiCallError(`${url} answered HTTP ${error.status}${tries}: ${detail}`, "http", url, error.status, attempts, state.errorText, { cause: error });
  }
  if (error instanceof APIConnectionError || error instanceof APIUserAbortError || error instanceof TypeError) {
    return new OpenAiCallError(`${url} unreachable after ${attempts} attempt(s): ${rootMessage(error)}`, "unreachable", url, null, attempts, "", { cause: error });
  }
  return new OpenAiCallError(`${url} failed: ${rootMessage(error)}`, "unreachable", url, null, attempts, "", { cause: error });
}
