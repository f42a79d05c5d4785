import { z } from "zod";
import { defineJob } from "../../jobs/job-handler.js";
import { CALENDAR_SYNC_JOB, type CalendarSyncJobPayload, type CalendarSyncService } from "./calendar-sync.service.js";

export const calendarSyncPayload: z.ZodType<CalendarSyncJobPayload> = z.object({ userId: z.string().min(1) });

/** calendar-sync:<userId> — every connected calendar of one person; the status shows on the Google Calendar page. */
export function calendarSyncJob(sync: CalendarSyncService) {
  return defineJob({
    type: CALENDAR_SYNC_JOB,
    payload: calendarSyncPayload,
    run: (payload) => sync.runJob(payload),
  });
}
