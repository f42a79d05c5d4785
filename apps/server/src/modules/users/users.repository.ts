import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { canonicalTimeZone, type Role, type User } from "@life/contracts";
import type { Tables, UsersTable } from "../../db/tables.js";
import { toCount, toIso, toIsoOrNull } from "../../db/values.js";

export interface NewUser {
  email: string;
  passwordHash: string;
  displayName: string | null;
  role: Role;
  timezone?: string;
  now: Date;
}

const userColumns = ["id", "email", "display_name", "role", "timezone", "created_at", "last_login"] as const;

/** The same columns read through a join, for toUser. */
export const joinedUserColumns = ["users.id", "users.email", "users.display_name", "users.role", "users.timezone", "users.created_at", "users.last_login"] as const;

/** A users row (or the same columns of a join) as the contracts' User. */
export function toUser(row: Pick<Selectable<UsersTable>, (typeof userColumns)[number]>): User {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    timezone: row.timezone,
    created_at: toIso(row.created_at),
    last_login: toIsoOrNull(row.last_login),
  };
}

/** Unique violations on SQLite and PostgreSQL, told apart from every other failure. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

async function insertUser(db: Kysely<Tables>, input: NewUser): Promise<User> {
  const row = await db
    .insertInto("users")
    .values({
      id: randomUUID(),
      email: input.email,
      password_hash: input.passwordHash,
      display_name: input.displayName,
      role: input.role,
      timezone: input.timezone === undefined ? undefined : storedZone(input.timezone),
      created_at: input.now,
      last_login: null,
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  return toUser(row);
}

async function countUsersIn(db: Kysely<Tables>, options: { excludingEmail?: string }): Promise<number> {
  let query = db.selectFrom("users").select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (options.excludingEmail) query = query.where("email", "!=", options.excludingEmail);
  const row = await query.executeTakeFirst();
  return toCount(row?.n);
}

/**
 * Zones are stored as Intl spells them, whichever path writes them (sign-up, settings, the admin
 * CLI), so "europe/paris" and "Europe/Paris" are one zone everywhere they are compared or cached.
 * Callers validate first; text Intl does not know is kept as given and read back with a fallback.
 */
function storedZone(timeZone: string): string {
  return canonicalTimeZone(timeZone) ?? timeZone;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Returns null when the e-mail is taken, including by a concurrent registration. */
  async createUser(input: NewUser): Promise<User | null> {
    try {
      return await insertUser(this.db, input);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * A self-registered account: admin when no other account (but the excluded one) exists yet.
   * The count, the insert and the claim share one transaction, and the claim's primary key
   * lets only one of several racing registrations win; the others become ordinary users.
   */
  async createRegisteredUser(input: Omit<NewUser, "role">, options: { excludingEmail?: string } = {}): Promise<User | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const first = (await countUsersIn(trx, options)) === 0;
        const user = await insertUser(trx, { ...input, role: first ? "admin" : "user" });
        if (first) await trx.insertInto("first_admin_claim").values({ name: "first_admin", user_id: user.id }).execute();
        return user;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The e-mail is taken (createUser answers null again) or another registration was first.
      return this.createUser({ ...input, role: "user" });
    }
  }

  async findUserById(userId: string): Promise<User | undefined> {
    const row = await this.db.selectFrom("users").select(userColumns).where("id", "=", userId).executeTakeFirst();
    return row && toUser(row);
  }

  async findUserByEmail(email: string): Promise<User | undefined> {
    const row = await this.db.selectFrom("users").select(userColumns).where("email", "=", email).executeTakeFirst();
    return row && toUser(row);
  }

  async findCredentialsByEmail(email: string): Promise<{ user: User; passwordHash: string; disabled: boolean } | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select([...userColumns, "password_hash", "disabled_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    return row && { user: toUser(row), passwordHash: row.password_hash, disabled: row.disabled_at !== null };
  }

  async findCredentialsById(userId: string): Promise<{ passwordHash: string } | undefined> {
    const row = await this.db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
    return row && { passwordHash: row.password_hash };
  }

  /** Writes the new hash only over the one the caller checked; false when it changed meanwhile. */
  async replacePasswordHash(userId: string, expectedHash: string, newHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable("users")
      .set({ password_hash: newHash })
      .where("id", "=", userId)
      .where("password_hash", "=", expectedHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordLogin(userId: string, at: Date): Promise<User | undefined> {
    const row = await this.db
      .updateTable("users")
      .set({ last_login: at })
      .where("id", "=", userId)
      .returning(userColumns)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async updateProfile(userId: string, changes: { timezone?: string; displayName?: string | null }): Promise<User | undefined> {
    const row = await this.db
      .updateTable("users")
      .set({
        ...(changes.timezone !== undefined ? { timezone: storedZone(changes.timezone) } : {}),
        ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
      })
      .where("id", "=", userId)
      .returning(userColumns)
      .executeTakeFirst();
    return row && toUser(row);
  }

  /** Removes the account; its sessions, thoughts and other rows go with it by cascade. */
  async deleteUser(userId: string): Promise<boolean> {
    const result = await this.db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async setRole(userId: string, role: Role): Promise<User | undefined> {
    const row = await this.db
      .updateTable("users")
      .set({ role })
      .where("id", "=", userId)
      .returning(userColumns)
      .executeTakeFirst();
    return row && toUser(row);
  }
}
