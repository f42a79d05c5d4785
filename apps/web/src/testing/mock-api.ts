import { vi } from "vitest";

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Route = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

/**
 * Replaces fetch with a router keyed by "METHOD /path" (path without /api and query).
 * Unrouted calls answer 404 so a missing mock fails loudly in the test, not silently.
 */
export function mockApi(routes: Record<string, Route>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api/, "");
    const request: MockRequest = {
      method,
      path,
      query: url.searchParams,
      // JSON bodies are parsed; a FormData (multipart upload) is passed through as it is.
      body: typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? undefined),
      headers: { ...(init.headers as Record<string, string>) },
    };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const result = typeof route === "function" ? await route(request) : (route ?? { status: 404, body: { error: "Not found" } });
    const status = result.status ?? 200;
    const text = result.body === undefined ? "" : JSON.stringify(result.body);
    return new Response(text || null, { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    requests,
    /** Requests to one route, e.g. calls("PUT /thoughts/t1"). */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** A promise whose settling the test controls, for asserting in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
