import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/database.js";
import type { AuthService } from "../auth/auth.service.js";
import { SetupRepository } from "../setup/setup.repository.js";
import { UsersRepository } from "../users/users.repository.js";
import { AccountRepository } from "./account.repository.js";
import { accountRoutes } from "./account.routes.js";
import { AccountService } from "./account.service.js";

export const accountModule: FastifyPluginAsync<{ database: Database; auth: AuthService }> = async (app, { database, auth }) => {
  const account = new AccountService(new AccountRepository(database.db), new SetupRepository(database.db), new UsersRepository(database.db), auth);
  await app.register(accountRoutes, { account, auth });
};
