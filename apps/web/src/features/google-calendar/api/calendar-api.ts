import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CaldavAccountInput,
  CaldavAccountResponse,
  CaldavSyncResponse,
  CaldavTestInput,
  CaldavTestResponse,
  CalendarAuthResponse,
  CalendarFeedCreatedResponse,
  CalendarFeedResponse,
  CalendarImportResponse,
  CalendarStatusResponse,
  CalendarSyncResponse,
  MorningDigestResponse,
} from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

export const calendarStatusKey = ["calendar-sync", "status"] as const;
export const calendarFeedKey = ["calendar-sync", "feed"] as const;
export const caldavKey = ["calendar-sync", "caldav"] as const;
export const digestKey = ["calendar-sync", "digest"] as const;

export const getCalendarStatus = () => apiRequest<CalendarStatusResponse>("/calendar/status");
export const getAuthUrl = () => apiRequest<CalendarAuthResponse>("/calendar/auth");
export const syncToGoogle = () => apiRequest<CalendarSyncResponse>("/calendar/sync", { method: "POST" });
export const importFromGoogle = (createEvents: boolean) =>
  apiRequest<CalendarImportResponse>("/calendar/import", createEvents ? { query: { createEvents: "true" } } : {});
export const disconnectGoogle = () => apiRequest<{ success: true }>("/calendar/disconnect", { method: "POST" });
export const getFeed = () => apiRequest<CalendarFeedResponse>("/calendar/feed");
export const rotateFeed = () => apiRequest<CalendarFeedCreatedResponse>("/calendar/feed", { method: "POST" });
export const deleteFeed = () => apiRequest<{ success: true }>("/calendar/feed", { method: "DELETE" });
export const getCaldav = () => apiRequest<CaldavAccountResponse>("/calendar/caldav");
export const saveCaldav = (input: CaldavAccountInput) => apiRequest<CaldavAccountResponse>("/calendar/caldav", { method: "PUT", body: input });
export const testCaldav = (input: CaldavTestInput) => apiRequest<CaldavTestResponse>("/calendar/caldav/test", { method: "POST", body: input });
export const syncCaldav = () => apiRequest<CaldavSyncResponse>("/calendar/caldav/sync", { method: "POST" });
export const getDigest = () => apiRequest<MorningDigestResponse>("/calendar/digest");
export const setDigest = (enabled: boolean) => apiRequest<MorningDigestResponse>("/calendar/digest", { method: "PUT", body: { enabled } });
export const deleteCaldav = () => apiRequest<{ success: true }>("/calendar/caldav", { method: "DELETE" });

/** While a background sync is queued or running, the status is polled so its outcome shows. */
export function useCalendarStatus() {
  return useQuery({
    queryKey: calendarStatusKey,
    queryFn: getCalendarStatus,
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy = [data?.google?.status, data?.caldav?.status].some((s) => s === "queued" || s === "running");
      return busy ? 3000 : false;
    },
  });
}

export function useFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getFeed });
}

export function useDigest() {
  return useQuery({ queryKey: digestKey, queryFn: getDigest });
}

export function useCaldavAccount() {
  return useQuery({ queryKey: caldavKey, queryFn: getCaldav });
}

/** A mutation that refreshes the page's calendar queries (and thoughts, which a sync may change) when it settles. */
export function useCalendarMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ["calendar-sync"] });
      await client.invalidateQueries({ queryKey: ["thoughts"] });
    },
  });
}
