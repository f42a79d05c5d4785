import { caldavAccountInput, caldavAccountResponse, caldavSyncResponse, caldavTestInput, caldavTestResponse, successResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { CaldavSyncService } from "./caldav-sync.service.js";
import type { CalendarSyncService } from "./calendar-sync.service.js";

export const caldavRoutes: FastifyPluginAsyncZod<{ caldav: CaldavSyncService; sync: CalendarSyncService }> = async (app, { caldav, sync }) => {
  const common = { tags: ["calendar"], security: bearerSecurity };

  app.get(
    "/calendar/caldav",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "The CalDAV account (never its password) and its sync status", response: { 200: caldavAccountResponse, ...errorResponses(401) } },
    },
    async (request) => caldav.getAccount(currentUser(request)),
  );

  app.put(
    "/calendar/caldav",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Save CalDAV settings after signing in with them; the app password is stored encrypted",
        body: caldavAccountInput,
        response: { 200: caldavAccountResponse, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const account = await caldav.saveAccount(user, request.body);
      await sync.enqueue(user.id);
      return account;
    },
  );

  app.post(
    "/calendar/caldav/test",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Sign in with the given CalDAV settings, or the saved ones when none are given",
        body: caldavTestInput,
        response: { 200: caldavTestResponse, ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request) => caldav.testAccount(currentUser(request), request.body),
  );

  app.post(
    "/calendar/caldav/sync",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Two-way sync with the CalDAV calendar now", response: { 200: caldavSyncResponse, ...errorResponses(400, 401, 404, 502) } },
    },
    async (request) => caldav.syncNow(currentUser(request)),
  );

  app.delete(
    "/calendar/caldav",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Forget the CalDAV account (the thoughts and the calendar's events stay)", response: { 200: successResponse, ...errorResponses(401) } },
    },
    async (request) => {
      await caldav.deleteAccount(currentUser(request));
      return { success: true as const };
    },
  );
};
