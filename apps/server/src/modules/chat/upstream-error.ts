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

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

/**
 * The body of a successful POST to `url`, as text. A time-out, a network failure or a non-2xx
 * answer throws an UpstreamError carrying the detail.
 */
export async function postUpstream(service: UpstreamService, url: string, init: RequestInit & { timeoutMs: number }, fetchImpl: typeof fetch = fetch): Promise<string> {
  const { timeoutMs, ...rest } = init;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { ...rest, method: "POST", signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const failure = isTimeout(error) ? "timeout" : "service";
    throw new UpstreamError(service, failure, `${url} ${failure === "timeout" ? `timed out after ${timeoutMs} ms` : "could not be reached"}`, { cause: error });
  }
  if (!response.ok) throw new UpstreamError(service, "service", `${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

/** JSON.parse that fails as an invalid answer, keeping the start of the text for the log. */
export function parseUpstreamJson(service: UpstreamService, url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UpstreamError(service, "invalid", `${url} answered with non-JSON: ${text.slice(0, 200)}`, { cause: error });
  }
}
