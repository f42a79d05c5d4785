import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SimpleTitleItem, SimpleTitlesError, SimpleTitlesResponse } from "@life/contracts";
import { API_BASE, ApiError } from "../../../lib/api-client";
import { redirectToLogin } from "../../../lib/navigation";
import { clearSession, getToken } from "../../../lib/session";

/** The spec allows plain strings as items (section 3); the server sends objects. */
export type BrowserEntry = SimpleTitleItem | string;

export type SimpleTitlesData = SimpleTitlesResponse["data"];

/** The body on any status: success, or {success: false, error} (spec 7, 8). */
type SimpleTitlesBody = SimpleTitlesResponse | SimpleTitlesError | { success?: boolean; error?: string; data?: null };

/**
 * A failed load with the exact text the spec's file browser shows (section 8). It is an ApiError
 * so the app's retry rule applies: only a 5xx (or a dropped connection) is tried again; a
 * missing token (status 0), an HTML page or {success: false} would only fail the same way.
 */
export class FileBrowserError extends ApiError {
  constructor(message: string, status = 0) {
    super(status, message);
    this.name = "FileBrowserError";
  }
}

export const simpleTitlesKey = ["thoughts", "simple-titles"] as const;

/**
 * Not apiRequest: the file browser reports each way the call can fail in its own words,
 * including an HTML answer (a misrouted proxy) that apiRequest would quietly treat as empty.
 */
export async function getSimpleTitles(): Promise<SimpleTitlesData | null> {
  const token = getToken();
  if (!token) throw new FileBrowserError("No authentication token found");

  const response = await fetch(`${API_BASE}/export-viewer/simple-titles`, {
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    if (response.status === 401) {
      clearSession();
      redirectToLogin();
    }
    throw new FileBrowserError(`Failed to fetch: ${response.status} ${response.statusText}`.trim(), response.status);
  }
  if (!/\bjson\b/i.test(response.headers.get("content-type") ?? "")) {
    throw new FileBrowserError("Server returned HTML instead of JSON - check API endpoint", response.status);
  }
  const payload = (await response.json()) as SimpleTitlesBody;
  if (!payload.success) throw new FileBrowserError(("error" in payload && payload.error) || "Failed to load data", response.status);
  return "data" in payload && payload.data ? payload.data : null;
}

export const simpleTitlesQueryOptions = queryOptions({ queryKey: simpleTitlesKey, queryFn: getSimpleTitles });

export function useSimpleTitles() {
  return useQuery(simpleTitlesQueryOptions);
}
