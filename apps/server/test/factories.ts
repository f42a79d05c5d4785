import type { Role, Thought, User } from "@life/contracts";
import type { Database } from "../src/db/database.js";
import { createToken, hashPassword, hashToken } from "../src/modules/auth/credentials.js";
import { SESSION_IDLE_LIFETIME_MS } from "../src/modules/auth/auth.service.js";
import { SessionsRepository } from "../src/modules/auth/sessions.repository.js";
import { ThoughtsRepository, type ThoughtChanges } from "../src/modules/thoughts/thoughts.repository.js";
import { UsersRepository } from "../src/modules/users/users.repository.js";

export const FACTORY_PASSWORD = "password123";
// Hashing is deliberately slow; every factory user shares one hash.
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export async function makeUser(database: Database, overrides: { email?: string; role?: Role; displayName?: string } = {}): Promise<User> {
  sequence += 1;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const user = await new UsersRepository(database.db).createUser({
    email: overrides.email ?? `user${sequence}-${Date.now()}@example.com`,
    passwordHash: await passwordHash,
    displayName: overrides.displayName ?? null,
    role: overrides.role ?? "user",
    now: new Date(),
  });
  if (!user) throw new Error("makeUser: e-mail already taken");
  return user;
}

/** A signed-in session for the user; returns the bearer token. */
export async function makeSession(database: Database, user: User): Promise<string> {
  const token = createToken();
  const now = new Date();
  await new SessionsRepository(database.db).createSession(
    user.id,
    hashToken(token),
    now,
    new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS),
  );
  return token;
}

export async function makeThought(
  database: Database,
  user: User,
  overrides: ThoughtChanges & { original_input?: string; created_at?: Date } = {},
): Promise<Thought> {
  sequence += 1;
  const { original_input, created_at, ...changes } = overrides;
  const repository = new ThoughtsRepository(database.db);
  const now = created_at ?? new Date();
  const thought = await repository.createThought(user.id, { originalInput: original_input ?? `thought ${sequence}`, now });
  if (Object.keys(changes).length === 0) return thought;
  const updated = await repository.updateThought(user.id, thought.id, changes, now);
  if (!updated) throw new Error("makeThought: update failed");
  return updated;
}
