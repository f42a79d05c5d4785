import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarDayResponse, Thought } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * The server picks the day's bounds in the user's stored zone; the zone is in the key so a
 * change of zone refetches. Under the "thoughts" root so a new thought refreshes the day.
 */
export const calendarDayKey = (date: string, zone: string) => ["thoughts", "calendar-day", date, zone] as const;

export async function getCalendarDay(date: string): Promise<Thought[]> {
  const { data } = await apiRequest<CalendarDayResponse>(`/thoughts/calendar/day/${encodeURIComponent(date)}`);
  return data;
}

export function calendarDayQueryOptions(date: string, zone: string) {
  return queryOptions({ queryKey: calendarDayKey(date, zone), queryFn: () => getCalendarDay(date) });
}

export function useCalendarDay(date: string, zone: string) {
  return useQuery(calendarDayQueryOptions(date, zone));
}
