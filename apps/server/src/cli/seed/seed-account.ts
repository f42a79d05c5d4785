import { randomBytes } from "node:crypto";
import type { User } from "@life/contracts";
import type { Database } from "../../db/database.js";
import { safeTimeZone } from "../../lib/local-days.js";
import { hashPassword } from "../../modules/auth/credentials.js";
import { UsersRepository } from "../../modules/users/users.repository.js";
import { ThoughtGenerator } from "./generator.js";
import { SeedRepository } from "./seed.repository.js";

const BATCH = 5_000;

export interface SeedOptions {
  email: string;
  count: number;
  days: number;
  seed: number;
  /** Progress and the new account's password; silent when absent. */
  log?: (line: string) => void;
}

/** Adds `count` classified thoughts to the account, creating it first if needed. */
export async function seedAccount(database: Database, options: SeedOptions): Promise<User> {
  const log = options.log ?? (() => undefined);
  const email = options.email.trim().toLowerCase();
  const users = new UsersRepository(database.db);
  let user = await users.findUserByEmail(email);
  if (!user) {
    const password = randomBytes(9).toString("base64url");
    const created = await users.createUser({ email, passwordHash: await hashPassword(password), displayName: null, role: "user", now: new Date() });
    if (!created) throw new Error(`Could not create ${email}`);
    user = created;
    log(`Created ${email} with password ${password}`);
  }
  const generator = new ThoughtGenerator({ count: options.count, now: new Date(), timeZone: safeTimeZone(user.timezone), daysBack: options.days, seed: options.seed });
  const repository = new SeedRepository(database.db);
  await repository.prepareBulkLoad();
  const projects = generator.makeProjects();
  await repository.insertThoughts(user.id, projects);
  for (let done = projects.length; done < options.count; ) {
    const size = Math.min(BATCH, options.count - done);
    await repository.insertThoughts(user.id, generator.makeBatch(size));
    done += size;
    log(`${done} / ${options.count}`);
  }
  return user;
}
