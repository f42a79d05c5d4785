import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FollowUpResponse, ThoughtResponse, WaitingItem, WaitingListResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/** Under the "thoughts" root: a thought captured as "waiting for…" appears without a reload. */
export const waitingKey = ["thoughts", "waiting"] as const;

export function getWaiting(): Promise<WaitingListResponse> {
  return apiRequest<WaitingListResponse>("/thoughts/waiting", { query: { _t: Date.now() } });
}

export const waitingQueryOptions = queryOptions({ queryKey: waitingKey, queryFn: getWaiting });

export function useWaiting() {
  return useQuery(waitingQueryOptions);
}

export function markReceived(id: string): Promise<ThoughtResponse> {
  return apiRequest<ThoughtResponse>(`/thoughts/${encodeURIComponent(id)}/received`, { method: "PUT" });
}

export type FollowUpResult = FollowUpResponse["data"];

export async function sendFollowUp(id: string): Promise<FollowUpResult> {
  const { data } = await apiRequest<FollowUpResponse>(`/thoughts/${encodeURIComponent(id)}/follow-up`, { method: "POST" });
  return data;
}

/** Received: the item leaves the list at once (spec 4); a failure puts it back. */
export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReceived,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: waitingKey });
      const previous = queryClient.getQueryData<WaitingListResponse>(waitingKey);
      queryClient.setQueryData<WaitingListResponse>(waitingKey, (list) =>
        list ? { ...list, data: list.data.filter((item: WaitingItem) => item.id !== id) } : list,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(waitingKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["thoughts"] }),
  });
}

/** Follow Up reloads the list (spec 4) and the feed, which now holds the new follow-up task. */
export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["thoughts"] }),
  });
}
