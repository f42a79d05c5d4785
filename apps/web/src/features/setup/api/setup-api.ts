import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompleteSetupResponse, SaveSetupInput, SetupResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export const setupKey = ["setup"] as const;

export function getSetup(): Promise<SetupResponse> {
  return apiRequest<SetupResponse>("/setup");
}

export const setupQueryOptions = queryOptions({ queryKey: setupKey, queryFn: getSetup });

export function useSetup() {
  return useQuery(setupQueryOptions);
}

export function saveSetup(input: SaveSetupInput): Promise<SetupResponse> {
  return apiRequest<SetupResponse>("/setup", { method: "PUT", body: input });
}

export function completeSetup(input: SaveSetupInput): Promise<CompleteSetupResponse> {
  return apiRequest<CompleteSetupResponse>("/setup/complete", { method: "POST", body: input });
}

export function useSaveSetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSetup, onSuccess: (saved) => queryClient.setQueryData(setupKey, saved) });
}

/** The new contacts and projects show in every list of thoughts. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: (result) => {
      queryClient.setQueryData<SetupResponse>(setupKey, { data: result.data.state });
      void queryClient.invalidateQueries({ queryKey: ["thoughts"] });
    },
  });
}
