import negotiate from "@fastify/accept-negotiator";
import type { AdminPage } from "@life/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, UnauthorizedError } from "../../lib/errors.js";
import { INTERNAL_ERROR } from "../../plugins/errors.js";
import { TICKET_INVALID, type PageAccessService } from "./page-access.service.js";
import { renderErrorPage } from "./page-layout.js";

/** One name for every page: each cookie is scoped to its own page's path, which never overlap. */
export const PAGE_COOKIE = "li_admin_page";
export const PAGE_COOKIE_EXPIRED = "This page's sign-in has ended. Open it again from the admin menu.";

/** A browser tab asks for HTML; scripts and `*\/*` get JSON, as from every other route. */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === "string" && negotiate(accept, ["application/json", "text/html"]) === "text/html";
}

/**
 * The onRequest check of a backend page. Credentials in headers (a bearer token or API key)
 * decide as on any route. Without them: a `?ticket=` from the web app is swapped for the page's
 * cookie and the tab is redirected to the bare path, so the ticket leaves the address bar and
 * history at once; otherwise the page's cookie must be live. The session token never appears in a URL.
 */
export function pageAuth(app: FastifyInstance, access: PageAccessService, page: AdminPage, pagePath: string, cookiePath: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined || request.headers["x-api-key"] !== undefined) {
      await app.requireAuth(request);
      return;
    }
    const { ticket } = request.query as { ticket?: unknown };
    if (typeof ticket === "string") {
      const exchanged = await access.exchangeTicket(ticket, page);
      if (!exchanged) throw new UnauthorizedError(TICKET_INVALID);
      void reply.setCookie(PAGE_COOKIE, exchanged.cookie, {
        path: cookiePath,
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        maxAge: exchanged.maxAgeSeconds,
      });
      void reply.header("cache-control", "no-store");
      return reply.redirect(pagePath, 303);
    }
    const cookie = request.cookies[PAGE_COOKIE];
    if (!cookie) throw new UnauthorizedError();
    const context = await access.authenticateCookie(cookie, page);
    if (!context) throw new UnauthorizedError(PAGE_COOKIE_EXPIRED);
    request.auth = context;
  };
}

/**
 * Errors of a backend page: an HTML page for a browser tab, else the API's usual JSON (the
 * app-wide handler, which a throw here reaches).
 */
export function pageErrorHandler(apiBasePath: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!prefersHtml(request)) throw error;
    const appError: unknown = error;
    const status = appError instanceof AppError ? appError.statusCode : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const message = status >= 500 ? INTERNAL_ERROR : error.message;
    return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(renderErrorPage(status, message, apiBasePath));
  };
}
