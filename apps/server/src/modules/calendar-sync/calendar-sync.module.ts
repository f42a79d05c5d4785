import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/database.js";
import { UsersRepository } from "../users/users.repository.js";
import { CalendarFeedRepository } from "./calendar-feed.repository.js";
import { calendarFeedRoutes } from "./calendar-feed.routes.js";
import { CalendarFeedService } from "./calendar-feed.service.js";

export interface CalendarSyncModuleOptions {
  database: Database;
  apiBasePath: string;
}

/** The ICS feed, Google Calendar and CalDAV: everything that takes thoughts to other calendars and back. */
export const calendarSyncModule: FastifyPluginAsync<CalendarSyncModuleOptions> = async (app, { database, apiBasePath }) => {
  const feeds = new CalendarFeedService(new CalendarFeedRepository(database.db), new UsersRepository(database.db));
  await app.register(calendarFeedRoutes, { feeds, apiBasePath });
};
