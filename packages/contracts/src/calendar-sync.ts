import { z } from "zod";

/** The Google Calendar page's preview lists this many events, then "...and N more" (spec 9). */
export const CALENDAR_IMPORT_PREVIEW = 5;
export const GOOGLE_NOT_CONFIGURED = "Google Calendar is not configured";

export const calendarSyncStatuses = ["idle", "queued", "running", "ok", "error"] as const;
export const calendarSyncStatusSchema = z.enum(calendarSyncStatuses);
export type CalendarSyncStatus = z.infer<typeof calendarSyncStatusSchema>;

/** Where a connected calendar's background sync stands, shown in the page's status message. */
export const calendarSyncState = z.object({
  status: calendarSyncStatusSchema,
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_message: z.string().nullable(),
});
export type CalendarSyncState = z.infer<typeof calendarSyncState>;

export const calendarStatusResponse = z.object({
  /** Google Calendar is connected (spec 7). */
  connected: z.boolean(),
  /** The server has Google OAuth settings; without them Connect answers 501. */
  configured: z.boolean(),
  google: calendarSyncState.nullable(),
  caldav: calendarSyncState.nullable(),
});
export type CalendarStatusResponse = z.infer<typeof calendarStatusResponse>;

export const calendarAuthResponse = z.object({ authUrl: z.string() });
export type CalendarAuthResponse = z.infer<typeof calendarAuthResponse>;

export const calendarSyncResponse = z.object({ syncedCount: z.number().int() });
export type CalendarSyncResponse = z.infer<typeof calendarSyncResponse>;

export const calendarImportQuery = z.object({
  createEvents: z.enum(["true", "false"]).optional(),
});
export type CalendarImportQuery = z.infer<typeof calendarImportQuery>;

export const calendarPreviewEvent = z.object({ title: z.string(), start: z.string().nullable() });
export type CalendarPreviewEvent = z.infer<typeof calendarPreviewEvent>;

export const calendarImportResponse = z.object({
  totalCalendarEvents: z.number().int(),
  /** The first CALENDAR_IMPORT_PREVIEW events; totalCalendarEvents says how many there are. */
  previewEvents: z.array(calendarPreviewEvent),
  /** With createEvents=true: thoughts made now (events imported before are not made again). */
  importedCount: z.number().int().optional(),
});
export type CalendarImportResponse = z.infer<typeof calendarImportResponse>;

export const calendarOauthCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(200).optional(),
});

/** The feed's secret is kept hashed: its URL is shown once, when made or rotated. */
export const calendarFeedResponse = z.object({ exists: z.boolean(), created_at: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;
export const calendarFeedCreatedResponse = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeedCreatedResponse = z.infer<typeof calendarFeedCreatedResponse>;
export const calendarFeedParams = z.object({ file: z.string().max(200) });

export const caldavAccountInput = z.object({
  url: z.url({ protocol: /^https?$/, error: "url: must be an http(s) address" }).max(2000),
  username: z.string().trim().min(1, "username is required").max(200),
  password: z.string().min(1, "password is required").max(500),
});
export type CaldavAccountInput = z.infer<typeof caldavAccountInput>;

/** Test the given settings, or the saved ones when the body is empty. */
export const caldavTestInput = caldavAccountInput.partial();
export type CaldavTestInput = z.infer<typeof caldavTestInput>;

export const caldavAccountResponse = z.object({
  account: z
    .object({ url: z.string(), username: z.string(), calendar_url: z.string().nullable(), sync: calendarSyncState })
    .nullable(),
});
export type CaldavAccountResponse = z.infer<typeof caldavAccountResponse>;

export const caldavTestResponse = z.object({ ok: z.literal(true), calendars: z.number().int(), message: z.string() });
export type CaldavTestResponse = z.infer<typeof caldavTestResponse>;

export const caldavSyncResponse = z.object({
  pushed: z.number().int(),
  pulled: z.number().int(),
  deleted: z.number().int(),
  conflicts: z.number().int(),
  message: z.string(),
});
export type CaldavSyncResponse = z.infer<typeof caldavSyncResponse>;

export const successResponse = z.object({ success: z.literal(true) });

/**
 * The morning e-mail digest (issue 13): opted into on the Google Calendar page, sent once each
 * local morning from MORNING_DIGEST_HOUR in the person's zone, listing the day's scheduled
 * items and the waiting-for items whose expected date has passed. A morning with nothing to
 * list sends nothing.
 */
export const MORNING_DIGEST_HOUR = 7;
/** After this local hour the morning is over: a digest not sent by then (server down) is skipped. */
export const MORNING_DIGEST_LAST_HOUR = 12;

export const morningDigestInput = z.strictObject({ enabled: z.boolean({ error: "enabled must be true or false" }) });
export type MorningDigestInput = z.infer<typeof morningDigestInput>;

export const morningDigestResponse = z.object({
  enabled: z.boolean(),
  /** Local hour the digest goes out, in `timezone`. */
  hour: z.number().int(),
  timezone: z.string(),
  /** The local date of the last digest sent, or null. */
  last_sent_on: z.string().nullable(),
  /** "outbox": no SMTP server is configured and messages are written to DATA_DIR/outbox. */
  delivery: z.enum(["smtp", "outbox"]),
});
export type MorningDigestResponse = z.infer<typeof morningDigestResponse>;
