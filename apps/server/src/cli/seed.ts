import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { seedAccount } from "./seed/seed-account.js";

const USAGE = `Usage: npm run seed -- --user <email> [--count 1000] [--days 730] [--seed 1]

Adds --count classified thoughts (projects with tasks, contacts, scheduled items, waiting
items, commercial values, embeddings) to the account, creating it first if needed.`;

/** Seeds the configured database (DATA_DIR or DATABASE_URL); returns the exit code. */
async function runSeed(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { user: { type: "string" }, count: { type: "string", default: "1000" }, days: { type: "string", default: "730" }, seed: { type: "string", default: "1" } },
  });
  const count = Number(values.count);
  const days = Number(values.days);
  if (!values.user || !Number.isInteger(count) || count < 1 || !Number.isInteger(days) || days < 1) {
    console.error(USAGE);
    return 1;
  }
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    await seedAccount(database, { email: values.user, count, days, seed: Number(values.seed), log: (line) => process.stdout.write(`\r${line}`) });
    console.log(`\nSeeded ${count} thoughts for ${values.user} (${database.dialect}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await runSeed(process.argv.slice(2));
