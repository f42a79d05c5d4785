/**
 * POST JSON to an OpenAI-compatible endpoint with a per-attempt time-out and retries.
 *
 * Retried: HTTP 429, 5xx and network errors (connection refused or reset), with exponential
 * backoff (BACKOFF_BASE_MS · 2^attempt plus a little jitter, or the server's Retry-After when it
 * is shorter than MAX_BACKOFF_MS). Not retried: other 4xx (the request itself is wrong) and
 * time-outs, because every further attempt would wait the whole time-out again while the local
 * result is already there to fall back on.
 */
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 250;
const MAX_BACKOFF_MS = 8_000;

export interface PostOptions {
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
  fetchImpl?: typeof fetch;
}

export interface PostResult {
  body: unknown;
  /** The response body as received, for the debug data. */
  text: string;
  attempts: number;
}

/** A failed call; `status` is the last HTTP status when there was one. */
export class HttpCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly attempts: number,
    readonly responseText = "",
  ) {
    super(message);
    this.name = "HttpCallError";
  }
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function backoffMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_BACKOFF_MS);
  return Math.min(BACKOFF_BASE_MS * 2 ** attempt + Math.random() * 50, MAX_BACKOFF_MS);
}

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");

export async function postJson(url: string, payload: unknown, opts: PostOptions = {}): Promise<PostResult> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = Math.max(0, opts.maxRetries ?? DEFAULT_MAX_RETRIES);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
  const body = JSON.stringify(payload);

  for (let attempt = 0; ; attempt++) {
    const attempts = attempt + 1;
    let response: Response;
    let text: string;
    try {
      // The signal also bounds reading the body, so a server that stalls mid-answer times out too.
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetchImpl(url, { method: "POST", headers, body, signal });
      text = await response.text();
    } catch (err) {
      if (isTimeout(err)) throw new HttpCallError(`${url} timed out after ${timeoutMs} ms`, null, attempts);
      const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      if (attempt < maxRetries) {
        await sleep(backoffMs(attempt, null));
        continue;
      }
      throw new HttpCallError(`${url} unreachable after ${attempts} attempt(s): ${reason}`, null, attempts);
    }

    if (response.ok) {
      try {
        return { body: JSON.parse(text), text, attempts };
      } catch {
        throw new HttpCallError(`${url} answered ${response.status} with a body that is not JSON`, response.status, attempts, text);
      }
    }
    const retryable = response.status === 429 || response.status >= 500;
    if (retryable && attempt < maxRetries) {
      await sleep(backoffMs(attempt, response.headers.get("retry-after")));
      continue;
    }
    const detail = text.slice(0, 300).replace(/\s+/g, " ").trim();
    const tries = retryable ? ` after ${attempts} attempt(s)` : "";
    throw new HttpCallError(`${url} answered HTTP ${response.status}${tries}: ${detail}`, response.status, attempts, text);
  }
}
