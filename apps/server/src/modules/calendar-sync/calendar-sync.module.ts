import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from "fastify";
import type { CalendarConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { SecretBox } from "../../lib/secret-box.js";
import { GoogleCalendarClient } from "../../integrations/google-calendar/google-calendar.client.js";
import type { Processing } from "../../jobs/processing.js";
import { calendarSyncJob } from "./calendar-sync.job.js";
import { UsersRepository } from "../users/users.repository.js";
import { CalendarAccountsRepository } from "./calendar-accounts.repository.js";
import { CalendarFeedRepository } from "./calendar-feed.repository.js";
import { calendarFeedRoutes } from "./calendar-feed.routes.js";
import { CalendarFeedService } from "./calendar-feed.service.js";
import { CalendarLinksRepository } from "./calendar-links.repository.js";
import { CalendarSyncService } from "./calendar-sync.service.js";
import { caldavRoutes } from "./caldav.routes.js";
import { CaldavSyncService } from "./caldav-sync.service.js";
import { googleCalendarRoutes } from "./google-calendar.routes.js";
import { GoogleCalendarService } from "./google-calendar.service.js";

/** The services, built once and shared by the routes, the job handler and the thought hooks. */
export function createCalendarSync(database: Database, config: CalendarConfig, dataDir: string, processing: Processing, logger: FastifyBaseLogger) {
  const box = SecretBox.load(config.secretKey, dataDir);
  const accounts = new CalendarAccountsRepository(database.db);
  const links = new CalendarLinksRepository(database.db);
  const users = new UsersRepository(database.db);
  const google = new GoogleCalendarService(config.google ? new GoogleCalendarClient(config.google) : null, accounts, links, box);
  const caldav = new CaldavSyncService(accounts, links, box, logger);
  const sync = new CalendarSyncService(accounts, users, google, caldav, processing.queue, logger);
  processing.registerJob(calendarSyncJob(sync));
  const feeds = new CalendarFeedService(new CalendarFeedRepository(database.db), users);
  return { google, caldav, sync, feeds };
}
export type CalendarSync = ReturnType<typeof createCalendarSync>;

export interface CalendarSyncModuleOptions {
  calendar: CalendarSync;
  apiBasePath: string;
}

/** The ICS feed, Google Calendar and CalDAV: everything that takes thoughts to other calendars and back. */
export const calendarSyncModule: FastifyPluginAsync<CalendarSyncModuleOptions> = async (app, { calendar, apiBasePath }) => {
  await app.register(calendarFeedRoutes, { feeds: calendar.feeds, apiBasePath });
  await app.register(googleCalendarRoutes, { google: calendar.google, sync: calendar.sync, apiBasePath });
  await app.register(caldavRoutes, { caldav: calendar.caldav, sync: calendar.sync });
};

declare module "fastify" {
  interface FastifyInstance {
    /** Calendar sync runs; tests queue the periodic pull through it. */
    calendarSync: CalendarSyncService;
  }
}

/** The periodic pull: every interval, one queued sync per person with a calendar connected. */
export function scheduleCalendarPulls(app: FastifyInstance, sync: CalendarSyncService, intervalMinutes: number): void {
  app.decorate("calendarSync", sync);
  if (intervalMinutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const pull = () => sync.enqueueAll().catch((error: unknown) => app.log.warn({ err: error }, "queueing calendar pulls failed"));
  app.addHook("onReady", async () => {
    timer = setInterval(() => void pull(), intervalMinutes * 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
