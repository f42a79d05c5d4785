import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThoughtResponse, ThoughtStatus } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { thoughtKeys } from "./feed-types";

export function updateThoughtStatus(id: string, status: ThoughtStatus): Promise<ThoughtResponse> {
  return apiRequest<ThoughtResponse>(`/thoughts/${encodeURIComponent(id)}`, { method: "PUT", body: { status } });
}

export function deleteThought(id: string): Promise<unknown> {
  return apiRequest(`/thoughts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

// Spec 8: status update and delete failures are only logged; the refetch shows the true state.
export function useUpdateThoughtStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ThoughtStatus }) => updateThoughtStatus(id, status),
    onError: (error) => console.error("Failed to update thought status", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoughtKeys.all }),
  });
}

export function useDeleteThought() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteThought(id),
    onError: (error) => console.error("Failed to delete thought", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoughtKeys.all }),
  });
}
