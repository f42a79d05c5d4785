import type { AdminPage, PageTicketResponse } from "@life/contracts";
import { ForbiddenError } from "../../lib/errors.js";
import type { AuthContext } from "../auth/auth.service.js";
import { createToken, hashToken } from "../auth/credentials.js";
import type { PageGrantsRepository } from "./page-grants.repository.js";

/** Long enough for a tab to open and load; a ticket is used within a second in practice. */
export const PAGE_TICKET_TTL_MS = 60_000;
/** How long a page tab stays signed in: reloads within it need no new ticket. */
export const PAGE_COOKIE_TTL_MS = 30 * 60_000;

export const ADMIN_PAGE_ONLY = "Admin access required";
export const TICKET_INVALID = "This page link has expired or was already used. Open the page again from the admin menu.";

export interface PageAccessOptions {
  /** Sessions started before now minus this are over however recently used (SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeMs: number;
  now?: () => Date;
}

/**
 * Opens admin backend pages in a new tab without putting the session token in a URL. The
 * signed-in web app asks for a ticket (random, hashed, 60 s, one use, bound to the admin's
 * session and one page); the tab's first load swaps it for an HttpOnly cookie scoped to that
 * page's path, and from then on the cookie is checked like a session, through the session.
 */
export class PageAccessService {
  private readonly now: () => Date;

  constructor(
    private readonly grants: PageGrantsRepository,
    private readonly options: PageAccessOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async issueTicket(auth: AuthContext, page: AdminPage, pageUrl: string): Promise<PageTicketResponse> {
    requirePageAdmin(auth);
    const ticket = createToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + PAGE_TICKET_TTL_MS);
    await this.grants.createTicket(auth.user.id, { sessionId: auth.sessionId, page, ticketHash: hashToken(ticket), expiresAt, now });
    return { url: `${pageUrl}?ticket=${encodeURIComponent(ticket)}`, expires_at: expiresAt.toISOString() };
  }

  /** The cookie value for a valid ticket, or null when it is unknown, used, expired or for another page. */
  async exchangeTicket(ticket: string, page: AdminPage): Promise<{ cookie: string; maxAgeSeconds: number } | null> {
    const cookie = createToken();
    const now = this.now();
    const exchanged = await this.grants.exchangeTicket(hashToken(ticket), page, { hash: hashToken(cookie), expiresAt: new Date(now.getTime() + PAGE_COOKIE_TTL_MS) }, now);
    return exchanged ? { cookie, maxAgeSeconds: PAGE_COOKIE_TTL_MS / 1000 } : null;
  }

  /** Who a page cookie signs in, while it and the session it came from are live; null otherwise. */
  async authenticateCookie(cookie: string, page: AdminPage): Promise<AuthContext | null> {
    const now = this.now();
    const holder = await this.grants.findCookieHolder(hashToken(cookie), page, now, new Date(now.getTime() - this.options.sessionMaxAgeMs));
    return holder ? { user: holder.user, sessionId: holder.sessionId, impersonatorId: holder.impersonatorId } : null;
  }

  /** Deletes grants whose ticket and cookie have both run out; run on the housekeeping timer. */
  pruneExpired(): Promise<number> {
    return this.grants.deleteExpired(new Date(this.now().getTime() - PAGE_TICKET_TTL_MS - PAGE_COOKIE_TTL_MS));
  }
}

/** Admins only, and never through an impersonation session, whoever it acts as. */
export function requirePageAdmin(auth: AuthContext): void {
  if (auth.user.role !== "admin" || auth.impersonatorId) throw new ForbiddenError(ADMIN_PAGE_ONLY);
}
