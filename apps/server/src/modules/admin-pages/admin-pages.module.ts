import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { DebugService } from "../debug/debug.service.js";
import { adminPagesRoutes } from "./admin-pages.routes.js";
import type { PageAccessService } from "./page-access.service.js";
import { RecentWorkRepository } from "./recent-work.repository.js";
import { RecentWorkService } from "./recent-work.service.js";

export interface AdminPagesModuleOptions {
  db: Kysely<Tables>;
  access: PageAccessService;
  debug: DebugService;
  apiBasePath: string;
}

/** Wires the admin backend pages so app.ts needs one line. */
export const adminPagesModule: FastifyPluginAsync<AdminPagesModuleOptions> = async (app, { db, access, debug, apiBasePath }) => {
  await app.register(adminPagesRoutes, { access, debug, recentWork: new RecentWorkService(new RecentWorkRepository(db)), apiBasePath });
};
