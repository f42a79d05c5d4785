import { apiRequest } from "../../../lib/api-client";

/** Admin menu "Force Start Processor": kicks the background job processor. */
export function forceStartProcessor(): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>("/debug/force-start", { method: "POST" });
}
