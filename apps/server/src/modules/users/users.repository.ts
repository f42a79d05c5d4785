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

function toUser(row: Pick<Selectable<UsersTable>, (typeof userColumns)[number]>): User {
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
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
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
      const row = await this.db
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
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
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

  async findCredentialsByEmail(email: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select([...userColumns, "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    return row && { user: toUser(row), passwordHash: row.password_hash };
  }

  async countUsers(options: { excludingEmail?: string } = {}): Promise<number> {
    let query = this.db.selectFrom("users").select((eb) => eb.fn.countAll<string | number>().as("n"));
    if (options.excludingEmail) query = query.where("email", "!=", options.excludingEmail);
    const row = await query.executeTakeFirst();
    return toCount(row?.n);
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
