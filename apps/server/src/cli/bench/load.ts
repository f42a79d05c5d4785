import autocannon from "autocannon";

export interface LoadCase {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A fresh body per request (captures must differ, or idempotency would fold them). */
  body?: () => string;
}

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean response size in bytes. */
  bytes: number;
  errors: number;
  non2xx: number;
}

/** Drives one URL with autocannon for `seconds`; several results for one target may be summed by the caller. */
export async function drive(target: LoadCase, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    headers: { ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers },
    connections,
    duration: seconds,
    ...(target.body
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                return { ...request, body: target.body!() };
              },
            },
          ],
        }
      : {}),
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
