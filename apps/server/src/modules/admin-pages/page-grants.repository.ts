import { randomUUID } from "node:crypto";
import type { AdminPage, User } from "@life/contracts";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import { toUser, joinedUserColumns } from "../users/users.repository.js";

export interface PageGrantHolder {
  user: User;
  sessionId: string;
  impersonatorId: string | null;
}

/**
 * Tickets and cookies of the admin backend pages, by SHA-256 hash only. Every lookup goes
 * through the admin's session, so a revoked or expired session, or a disabled account, ends
 * every page it opened at once.
 */
export class PageGrantsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async createTicket(userId: string, grant: { sessionId: string; page: AdminPage; ticketHash: string; expiresAt: Date; now: Date }): Promise<void> {
    await this.db
      .insertInto("admin_page_grants")
      .values({
        id: randomUUID(),
        user_id: userId,
        session_id: grant.sessionId,
        page: grant.page,
        ticket_hash: grant.ticketHash,
        ticket_expires_at: grant.expiresAt,
        cookie_hash: null,
        cookie_expires_at: null,
        created_at: grant.now,
      })
      .execute();
  }

  /**
   * Turns an unused, unexpired ticket for this page into a cookie, in one conditional write:
   * of two tabs racing with one ticket only one gets a cookie. False when nothing matched.
   */
  async exchangeTicket(ticketHash: string, page: AdminPage, cookie: { hash: string; expiresAt: Date }, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("admin_page_grants")
      .set({ cookie_hash: cookie.hash, cookie_expires_at: cookie.expiresAt })
      .where("ticket_hash", "=", ticketHash)
      .where("page", "=", page)
      .where("cookie_hash", "is", null)
      .where("ticket_expires_at", ">", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The holder of a live cookie for this page, if its session is live too (idle and absolute lifetimes). */
  async findCookieHolder(cookieHash: string, page: AdminPage, now: Date, sessionsCreatedAfter: Date): Promise<PageGrantHolder | undefined> {
    const row = await this.db
      .selectFrom("admin_page_grants")
      .innerJoin("sessions", "sessions.id", "admin_page_grants.session_id")
      .innerJoin("users", "users.id", "admin_page_grants.user_id")
      .select([
        "sessions.id as session_id",
        "sessions.impersonator_id",
        ...joinedUserColumns,
      ])
      .where("admin_page_grants.cookie_hash", "=", cookieHash)
      .where("admin_page_grants.page", "=", page)
      .where("admin_page_grants.cookie_expires_at", ">", now)
      // The session must belong to the grant's user: a grant never outlives or changes hands.
      .whereRef("sessions.user_id", "=", "admin_page_grants.user_id")
      .where("sessions.revoked_at", "is", null)
      .where("sessions.expires_at", ">", now)
      .where("sessions.created_at", ">", sessionsCreatedAfter)
      .where("users.disabled_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    return { user: toUser(row), sessionId: row.session_id, impersonatorId: row.impersonator_id };
  }

  /** Grants whose ticket and cookie have both run out; returns how many went. */
  async deleteExpired(createdBefore: Date): Promise<number> {
    const result = await this.db.deleteFrom("admin_page_grants").where("created_at", "<", createdBefore).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
