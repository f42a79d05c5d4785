import {
  calendarAuthResponse,
  calendarImportQuery,
  calendarImportResponse,
  calendarOauthCallbackQuery,
  calendarStatusResponse,
  calendarSyncResponse,
  successResponse,
} from "@life/contracts";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { CalendarSyncService } from "./calendar-sync.service.js";
import type { GoogleCalendarService } from "./google-calendar.service.js";
import { OAUTH_RESULT_SCRIPT, oauthResultPage } from "./oauth-result-page.js";

export const googleCalendarRoutes: FastifyPluginAsyncZod<{ google: GoogleCalendarService; sync: CalendarSyncService; apiBasePath: string }> = async (
  app,
  { google, sync, apiBasePath },
) => {
  const common = { tags: ["calendar"], security: bearerSecurity };

  app.get(
    "/calendar/status",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Whether Google Calendar is connected, and where each calendar's sync stands", response: { 200: calendarStatusResponse, ...errorResponses(401) } },
    },
    async (request) => sync.status(currentUser(request)),
  );

  app.get(
    "/calendar/auth",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "The Google consent URL for the Connect popup",
        description: "Answers 501 when GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI are not set.",
        response: { 200: calendarAuthResponse, ...errorResponses(401, 501) },
      },
    },
    async (request) => ({ authUrl: google.authUrl(currentUser(request)) }),
  );

  app.get(
    "/calendar/oauth/callback",
    {
      schema: {
        tags: ["calendar"],
        summary: "Google's OAuth redirect: stores the tokens and tells the opening window (an HTML page)",
        querystring: calendarOauthCallbackQuery,
        response: { 200: z.string().describe("text/html") },
      },
    },
    async (request, reply) => {
      const outcome = await google.completeAuthorization(request.query);
      if (!outcome.success) request.log.warn({ error: outcome.error }, "Google Calendar authorization failed");
      // The app window opened this popup; this page must stay able to reach it.
      void reply.header("cross-origin-opener-policy", "unsafe-none");
      return reply.type("text/html; charset=utf-8").send(oauthResultPage(outcome, `${apiBasePath}/calendar/oauth/result.js`));
    },
  );

  app.get("/calendar/oauth/result.js", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=3600").send(OAUTH_RESULT_SCRIPT),
  );

  app.post(
    "/calendar/sync",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Write scheduled thoughts to Google Calendar now (idempotent: nothing is duplicated)",
        response: { 200: calendarSyncResponse, ...errorResponses(401, 409, 501, 502) },
      },
    },
    async (request) => ({ syncedCount: await sync.syncGoogleNow(currentUser(request)) }),
  );

  app.get(
    "/calendar/import",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Preview Google Calendar events as thoughts; createEvents=true imports them (each event once)",
        querystring: calendarImportQuery,
        response: { 200: calendarImportResponse, ...errorResponses(400, 401, 409, 501, 502) },
      },
    },
    async (request) => google.importEvents(currentUser(request), request.query.createEvents === "true"),
  );

  app.post(
    "/calendar/disconnect",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Revoke Google's grant and delete the stored tokens", response: { 200: successResponse, ...errorResponses(401) } },
    },
    async (request) => {
      await google.disconnect(currentUser(request));
      return { success: true as const };
    },
  );
};
