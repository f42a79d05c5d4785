import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarDayItem, CalendarDayResponse } from "@life/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * The server picks the day's bounds in the user's stored zone; the zone is in the key so a
 * change of zone refetches. Under the "thoughts" root so a new thought refreshes the day.
 */
export const calendarDayKey = (date: string, zone: string) => ["thoughts", "calendar-day", date, zone] as const;

/** A day holds any number of items; the server sends them in pieces, and the view shows them all. */
export async function getCalendarDay(date: string): Promise<CalendarDayItem[]> {
  const items: CalendarDayItem[] = [];
  let cursor: string | null = null;
  do {
    const page: CalendarDayResponse = await apiRequest<CalendarDayResponse>(`/thoughts/calendar/day/${encodeURIComponent(date)}`, {
      ...(cursor ? { query: { cursor } } : {}),
    });
    items.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

export function calendarDayQueryOptions(date: string, zone: string) {
  return queryOptions({ queryKey: calendarDayKey(date, zone), queryFn: () => getCalendarDay(date) });
}

export function useCalendarDay(date: string, zone: string) {
  return useQuery(calendarDayQueryOptions(date, zone));
}
