import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { safeTimeZone } from "../lib/local-days.js";
import { hashPassword } from "../modules/auth/credentials.js";
import { UsersRepository } from "../modules/users/users.repository.js";
import { ThoughtGenerator } from "./seed/generator.js";
import { SeedRepository } from "./seed/seed.repository.js";

const USAGE = `Usage: npm run seed -- --user <email> [--count 1000] [--days 730] [--seed 1]

Adds --count classified thoughts (projects with tasks, contacts, scheduled items, waiting
items, commercial values, embeddings) to the account, creating it first if needed.`;
const BATCH = 5_000;

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
  const email = values.user.trim().toLowerCase();
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database.db);
    const users = new UsersRepository(database.db);
    let user = await users.findUserByEmail(email);
    if (!user) {
      const password = randomBytes(9).toString("base64url");
      const created = await users.createUser({ email, passwordHash: await hashPassword(password), displayName: null, role: "user", now: new Date() });
      if (!created) throw new Error(`Could not create ${email}`);
      user = created;
      console.log(`Created ${email} with password ${password}`);
    }

    const started = performance.now();
    const generator = new ThoughtGenerator({ count, now: new Date(), timeZone: safeTimeZone(user.timezone), daysBack: days, seed: Number(values.seed) });
    const repository = new SeedRepository(database.db);
    await repository.prepareBulkLoad();
    const projects = generator.makeProjects();
    await repository.insertThoughts(user.id, projects);
    for (let done = projects.length; done < count; ) {
      const size = Math.min(BATCH, count - done);
      await repository.insertThoughts(user.id, generator.makeBatch(size));
      done += size;
      process.stdout.write(`\r${done} / ${count}`);
    }
    console.log(`\nSeeded ${count} thoughts for ${email} (${database.dialect}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await runSeed(process.argv.slice(2));
