import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * Brings the schema up to date and ties the database's lifetime to the app's: app.close()
 * stops accepting requests, waits for those in flight, and only then closes the pool.
 */
export async function registerDatabase(app: FastifyInstance, database: Database): Promise<void> {
  app.addHook("onClose", async () => {
    await database.destroy();
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, "database migrated");
  // After the migrations: the notices it listens for are sent by triggers they create.
  database.listenForThoughtWrites?.();
}
