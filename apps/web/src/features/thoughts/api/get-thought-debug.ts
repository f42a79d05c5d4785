import { useQuery } from "@tanstack/react-query";
import type { ThoughtDebugResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import type { FeedThought } from "./feed-types";

export function getThoughtDebug(id: string): Promise<ThoughtDebugResponse> {
  return apiRequest<ThoughtDebugResponse>(`/thoughts/${encodeURIComponent(id)}/debug`);
}

/**
 * Lists leave out the pipeline's debug data (about 10 KB a card) and the attributes that explain
 * the reading (cardAttributes), so the panel loads both when opened. The key holds updated_at and processing_status: when the job rewrites the thought,
 * an open panel loads the new data.
 */
export function useThoughtDebug(thought: FeedThought) {
  return useQuery({
    queryKey: ["thoughts", "debug", thought.id, thought.updated_at, thought.processing_status] as const,
    queryFn: () => getThoughtDebug(thought.id),
    select: (response) => response.data,
  });
}
