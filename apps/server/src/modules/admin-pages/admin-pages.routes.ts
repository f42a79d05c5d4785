import fastifyCookie from "@fastify/cookie";
import { adminPageQuery, marchingOrdersStatus, pageTicketInput, pageTicketResponse, processorWorkResponse, type AdminPage } from "@life/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentAuth, currentUser } from "../../plugins/auth.js";
import type { DebugService } from "../debug/debug.service.js";
import type { PageAccessService } from "./page-access.service.js";
import { pageAuth, pageErrorHandler, prefersHtml } from "./page-auth.js";
import { PAGE_STYLESHEET, renderPage } from "./page-layout.js";
import { recentWorkPageBody, statusPageBody } from "./page-views.js";
import type { RecentWorkService } from "./recent-work.service.js";

export interface AdminPagesOptions {
  access: PageAccessService;
  debug: DebugService;
  recentWork: RecentWorkService;
  apiBasePath: string;
}

/** The OpenAPI name of the page cookie's scheme. */
export const PAGE_COOKIE_SCHEME = "adminPageCookie";

function sendHtml(reply: FastifyReply, page: string) {
  // Admin data: never kept by a browser cache or a proxy.
  return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(page);
}

/**
 * The admin backend pages (spec 2.1, 2.14) that the admin menu opens in new tabs, and the
 * ticket that lets a tab in without the session token in its URL (see page-auth.ts).
 */
export const adminPagesRoutes: FastifyPluginAsyncZod<AdminPagesOptions> = async (app, { access, debug, recentWork, apiBasePath }) => {
  await app.register(fastifyCookie);
  const paths: Record<AdminPage, { page: string; cookie: string }> = {
    "marching-orders-status": { page: `${apiBasePath}/debug/marching-orders-status`, cookie: `${apiBasePath}/debug/marching-orders-status` },
    "file-browser": { page: `${apiBasePath}/file-browser/`, cookie: `${apiBasePath}/file-browser` },
  };
  const pageSecurity = [...bearerSecurity, { [PAGE_COOKIE_SCHEME]: [] }];
  const pageDescription =
    "A browser tab (Accept: text/html) gets an HTML page, anything else JSON. Without an Authorization header the page needs its cookie, " +
    "which `?ticket=` from POST /debug/page-ticket sets before redirecting (303) to the bare path.";

  app.post(
    "/debug/page-ticket",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["debug"],
        security: bearerSecurity,
        summary: "A single-use, 60-second link that opens an admin backend page in a new tab (admin)",
        body: pageTicketInput,
        response: { 201: pageTicketResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await access.issueTicket(currentAuth(request), request.body.page, paths[request.body.page].page)),
  );

  app.get(
    "/debug/marching-orders-status",
    {
      onRequest: pageAuth(app, access, "marching-orders-status", paths["marching-orders-status"].page, paths["marching-orders-status"].cookie),
      errorHandler: pageErrorHandler(apiBasePath),
      schema: {
        tags: ["debug"],
        security: pageSecurity,
        summary: "Background processor status (admin)",
        description: pageDescription,
        querystring: adminPageQuery,
        produces: ["application/json", "text/html"],
        response: { 200: marchingOrdersStatus, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const status = await debug.getMarchingOrdersStatus(currentUser(request));
      if (!prefersHtml(request)) return status;
      const body = statusPageBody(status, new Date(), paths["marching-orders-status"].page);
      return sendHtml(reply, renderPage({ title: "Debug Status", apiBasePath, body }));
    },
  );

  app.get(
    "/file-browser",
    {
      onRequest: pageAuth(app, access, "file-browser", paths["file-browser"].page, paths["file-browser"].cookie),
      errorHandler: pageErrorHandler(apiBasePath),
      schema: {
        tags: ["admin"],
        security: pageSecurity,
        summary: "The processor's recent work, read-only (admin)",
        description: pageDescription,
        querystring: adminPageQuery,
        produces: ["application/json", "text/html"],
        response: { 200: processorWorkResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await recentWork.listRecentWork(currentAuth(request));
      if (!prefersHtml(request)) return { data };
      return sendHtml(reply, renderPage({ title: "File Browser", apiBasePath, body: recentWorkPageBody(data, new Date(), paths["file-browser"].page) }));
    },
  );

  // Static and public: the pages' only styles, since the CSP refuses inline ones.
  app.get("/admin-pages/page.css", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(PAGE_STYLESHEET),
  );
};
