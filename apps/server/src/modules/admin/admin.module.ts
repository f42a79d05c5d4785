import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { ActivityRecorder } from "../activity/activity-log.js";
import { AdminRepository } from "./admin.repository.js";
import { adminRoutes } from "./admin.routes.js";
import { AdminService, type AdminServiceOptions } from "./admin.service.js";
import { DuplicatesRepository } from "./duplicates/duplicates.repository.js";
import { DuplicatesService } from "./duplicates/duplicates.service.js";
import { MergeRepository } from "./duplicates/merge.repository.js";

export interface AdminModuleOptions extends AdminServiceOptions {
  db: Kysely<Tables>;
  activity: ActivityRecorder;
}

/** The admin dashboard's API (issue 14): users, activity, statistics, impersonation, duplicates. */
export const adminModule: FastifyPluginAsync<AdminModuleOptions> = async (api, { db, activity, ...options }) => {
  const admin = new AdminService(new AdminRepository(db), activity, options);
  const duplicates = new DuplicatesService(new DuplicatesRepository(db), new MergeRepository(db), options.now);
  await api.register(adminRoutes, { admin, duplicates });
};
