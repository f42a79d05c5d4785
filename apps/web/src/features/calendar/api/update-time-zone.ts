import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";
import { getSession, saveUser } from "../../../lib/session";

export async function updateTimeZone(timezone: string): Promise<void> {
  const response = await apiRequest<Partial<MeResponse> | undefined>("/auth/me", { method: "PUT", body: { timezone } });
  const current = getSession()?.user;
  const next = response?.user ?? (current ? { ...current, timezone } : undefined);
  if (next) saveUser(next);
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
      void queryClient.invalidateQueries({ queryKey: ["thoughts"] });
    },
  });
}
