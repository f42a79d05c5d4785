import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/database.js";
import { SetupRepository } from "./setup.repository.js";
import { setupRoutes } from "./setup.routes.js";
import { SetupService } from "./setup.service.js";

export const setupModule: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  await app.register(setupRoutes, { setup: new SetupService(new SetupRepository(database.db)) });
};
