import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtResponse, ThoughtStatus } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export function updateTaskStatus(id: string, status: ThoughtStatus): Promise<ThoughtResponse> {
  return apiRequest<ThoughtResponse>(`/thoughts/${encodeURIComponent(id)}`, { method: "PUT", body: { status } });
}

/** Spec 8: a failed status update is only logged; the refetch shows the true state either way. */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ThoughtStatus }) => updateTaskStatus(id, status),
    onError: (error) => console.error("Failed to update task status", error),
    // The whole "thoughts" root: the project's tasks, its counts and the feed all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["thoughts"] }),
  });
}
