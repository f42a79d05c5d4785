import { randomUUID } from "node:crypto";
import { EMBEDDING_TYPE } from "@life/classifier";
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

let lastCreatedMs = 0;
/** Strictly increasing, so rows made in one millisecond still have a defined newest-first order. */
function nextCreatedAt(): Date {
  lastCreatedMs = Math.max(Date.now(), lastCreatedMs + 1);
  return new Date(lastCreatedMs);
}

export async function makeThought(
  database: Database,
  user: User,
  overrides: ThoughtChanges & { original_input?: string; created_at?: Date } = {},
): Promise<Thought> {
  sequence += 1;
  const { original_input, created_at, ...changes } = overrides;
  const repository = new ThoughtsRepository(database.db);
  const now = created_at ?? nextCreatedAt();
  const thought = await repository.createThought(user.id, { originalInput: original_input ?? `thought ${sequence}`, now });
  if (Object.keys(changes).length === 0) return thought;
  const updated = await repository.updateThought(user.id, thought.id, changes, now);
  if (!updated) throw new Error("makeThought: update failed");
  return updated;
}

/** Stores an embedding as the classifier does (little-endian float32, with its model's name), for search tests. */
export async function setEmbedding(database: Database, thoughtId: string, vector: Float32Array, model = EMBEDDING_TYPE): Promise<void> {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((x, i) => bytes.writeFloatLE(x, i * 4));
  await database.db.updateTable("thoughts").set({ embedding: bytes, embedding_model: model }).where("id", "=", thoughtId).execute();
}

/** A user in the given IANA zone (factories otherwise get the default, America/Halifax). */
export async function makeUserInZone(database: Database, timezone: string): Promise<User> {
  const user = await makeUser(database);
  const updated = await new UsersRepository(database.db).updateProfile(user.id, { timezone });
  if (!updated) throw new Error("makeUserInZone: update failed");
  return updated;
}

/** Hundreds of plain thoughts at once, for tests of limits; fields as in makeThought's overrides. */
export async function makeThoughts(
  database: Database,
  user: User,
  rows: Array<{ original_input: string; scheduled_for?: string | null; created_at?: Date }>,
): Promise<void> {
  const now = new Date();
  for (let i = 0; i < rows.length; i += 200) {
    await database.db
      .insertInto("thoughts")
      .values(
        rows.slice(i, i + 200).map((row) => ({
          id: randomUUID(),
          user_id: user.id,
          original_input: row.original_input,
          scheduled_for: row.scheduled_for ?? null,
          is_container: false,
          flexible_attributes: "{}",
          created_at: row.created_at ?? now,
          updated_at: row.created_at ?? now,
        })),
      )
      .execute();
  }
}
