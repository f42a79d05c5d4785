import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { AppError } from "../lib/errors.js";
import { UsersRepository } from "../modules/users/users.repository.js";
import { UsersService } from "../modules/users/users.service.js";

const USAGE = `Usage: npm run admin -- <command>

Commands:
  promote <email>   make the account an administrator
  demote <email>    make the account an ordinary user`;

/** Runs one admin command against the configured database; returns the exit code. */
async function runAdmin(args: string[], out = console.log, err = console.error): Promise<number> {
  const [command, email] = args;
  if ((command !== "promote" && command !== "demote") || !email) {
    err(USAGE);
    return 1;
  }
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const users = new UsersService(new UsersRepository(database.db));
    const user = await users.setRoleByEmail(email, command === "promote" ? "admin" : "user");
    out(`${user.email} is now ${user.role === "admin" ? "an admin" : "an ordinary user"}.`);
    return 0;
  } catch (error) {
    err(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await runAdmin(process.argv.slice(2));
