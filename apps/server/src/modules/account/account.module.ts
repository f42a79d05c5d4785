import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/database.js";
import type { AuthService } from "../auth/auth.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import { SetupRepository } from "../setup/setup.repository.js";
import { UsersRepository } from "../users/users.repository.js";
import { AccountRepository } from "./account.repository.js";
import { accountRoutes } from "./account.routes.js";
import { AccountService } from "./account.service.js";

export interface AccountModuleOptions {
  database: Database;
  auth: AuthService;
  documents: DocumentsService;
  dataDir: string;
  /** The document quota: an import zip may hold that much in files. */
  documentQuotaBytes: number;
}

/** Room for export.json and calendar.ics beside the files. */
const IMPORT_TEXT_BYTES = 256 * 1024 * 1024;

export const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, { database, auth, documents, dataDir, documentQuotaBytes }) => {
  const account = new AccountService(new AccountRepository(database.db), new SetupRepository(database.db), new UsersRepository(database.db), auth, documents, {
    tmpDir: path.join(dataDir, "tmp"),
    maxImportBytes: documentQuotaBytes + IMPORT_TEXT_BYTES,
    onFilesLeft: (userId, error) => app.log.error({ err: error, userId }, "the account was deleted but its document files could not all be removed from storage"),
  });
  await app.register(accountRoutes, { account, auth });
};
