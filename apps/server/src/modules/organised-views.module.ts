import type { EmbeddingConfig } from "@life/classifier";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { CalendarRepository } from "./calendar/calendar.repository.js";
import { calendarRoutes } from "./calendar/calendar.routes.js";
import { CalendarService } from "./calendar/calendar.service.js";
import { FileBrowserRepository } from "./file-browser/file-browser.repository.js";
import { fileBrowserRoutes } from "./file-browser/file-browser.routes.js";
import { FileBrowserService } from "./file-browser/file-browser.service.js";
import { InsightsRepository } from "./insights/insights.repository.js";
import { DataVersionRepository } from "./thoughts/data-version.repository.js";
import { insightsRoutes } from "./insights/insights.routes.js";
import { InsightsService } from "./insights/insights.service.js";
import { ProjectsRepository } from "./projects/projects.repository.js";
import { projectsRoutes } from "./projects/projects.routes.js";
import { ProjectsService } from "./projects/projects.service.js";
import { SearchRepository } from "./search/search.repository.js";
import { searchRoutes } from "./search/search.routes.js";
import { SearchService } from "./search/search.service.js";
import { ThoughtsRepository } from "./thoughts/thoughts.repository.js";
import { WaitingRepository } from "./waiting/waiting.repository.js";
import { waitingRoutes } from "./waiting/waiting.routes.js";
import { WaitingService } from "./waiting/waiting.service.js";

/**
 * The organised views (issue 5): projects summary, calendar and timeline, waiting for, file
 * browser, insights and search. Each is its own module; they are wired here so the app's
 * composition root needs one line for all of them.
 */
export interface OrganisedViewsOptions {
  database: Pick<Database, "db">;
  /** The classifier's embedding endpoint, so search embeds queries with the model of the stored vectors. */
  embedding?: EmbeddingConfig | null;
}

export const organisedViewsModule: FastifyPluginAsync<OrganisedViewsOptions> = async (api, { database, embedding = null }) => {
  const { db } = database;
  await api.register(projectsRoutes, { projects: new ProjectsService(new ProjectsRepository(db)) });
  await api.register(calendarRoutes, { calendar: new CalendarService(new CalendarRepository(db), { versions: new DataVersionRepository(db) }) });
  await api.register(waitingRoutes, { waiting: new WaitingService(new WaitingRepository(db), new ThoughtsRepository(db), { versions: new DataVersionRepository(db) }) });
  await api.register(fileBrowserRoutes, { files: new FileBrowserService(new FileBrowserRepository(db), new DataVersionRepository(db)) });
  await api.register(insightsRoutes, { insights: new InsightsService(new InsightsRepository(db), new DataVersionRepository(db)) });
  await api.register(searchRoutes, { search: new SearchService(new SearchRepository(db), { embedding, versions: new DataVersionRepository(db) }) });
};
