import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignInLinksTable, Tables } from "../../db/tables.js";

export type LinkPurpose = SignInLinksTable["purpose"];

export class SignInLinksRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async createLink(userId: string, tokenHash: string, purpose: LinkPurpose, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto("sign_in_links")
      .values({ id: randomUUID(), user_id: userId, token_hash: tokenHash, purpose, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
  }

  /**
   * Uses the link once and sets the password in one transaction: the conditional update lets
   * only one of two racing requests with the same token through. Every other unused link of
   * the user is spent too, and every session revoked, since whoever had the old password (or
   * an older link) should not keep access. Returns the user id, or null for an unusable link.
   */
  async consumeLink(tokenHash: string, passwordHash: string, now: Date): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("sign_in_links")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      if (!used) return null;
      await trx.updateTable("sign_in_links").set({ used_at: now }).where("user_id", "=", used.user_id).where("used_at", "is", null).execute();
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", used.user_id).execute();
      await trx.updateTable("sessions").set({ revoked_at: now }).where("user_id", "=", used.user_id).where("revoked_at", "is", null).execute();
      return used.user_id;
    });
  }

  /** Links past their expiry or used; run with the session pruning. */
  async deleteSpent(now: Date): Promise<void> {
    await this.db
      .deleteFrom("sign_in_links")
      .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now)]))
      .execute();
  }
}
