import { clearSession, getToken } from "./session";
import { redirectToLogin } from "./navigation";

/** The API's base path (spec 7: configurable); set VITE_API_BASE at build time to change it. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "/api";

/** A non-2xx answer. `serverMessage` is the API's `{error}` text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The server's error text when there is one, else the screen's own fallback (spec 8). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /**
   * Sign-in calls send no token and must not treat 401 as an expired session:
   * a wrong password answers 401 too, and the login screen shows that message.
   */
  anonymous?: boolean;
  /** Sends the token but lets a 401 through as an error instead of redirecting (logout). */
  skipAuthRedirect?: boolean;
  /** Extra request headers, e.g. a capture's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** fetch wrapper: bearer token, JSON both ways, `{error}` parsing, and the global 401 rule. No time-out (spec 9). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, query, anonymous = false, skipAuthRedirect = false } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
  const token = anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (a voice upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let url = API_BASE + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.set(key, String(value));
    url += `?${params.toString()}`;
  }

  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const payload = await readJson(response);

  if (!response.ok) {
    if (response.status === 401 && !anonymous && !skipAuthRedirect) {
      clearSession();
      redirectToLogin();
    }
    const message = isErrorBody(payload) ? payload.error : undefined;
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

/** A file from the API (a document's original), with the same token and 401 rule as apiRequest. */
export async function apiBlob(path: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(API_BASE + path, { headers });
  if (!response.ok) {
    const payload = await readJson(response);
    if (response.status === 401) {
      clearSession();
      redirectToLogin();
    }
    throw new ApiError(response.status, isErrorBody(payload) ? payload.error : undefined);
  }
  return response.blob();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page is not our JSON; treat it as "no body".
    return undefined;
  }
}

function isErrorBody(value: unknown): value is { error: string } {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}
