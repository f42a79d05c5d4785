import { deleteAccountInput, idParams, importResponse, logoutResponse, sessionsResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentAuth } from "../../plugins/auth.js";
import type { AuthService } from "../auth/auth.service.js";
import type { AccountService } from "./account.service.js";

/** export.json alone (the JSON import); the zip, with the documents' files, streams to disk instead. */
export const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; auth: AuthService }> = async (app, { account, auth }) => {
  app.addHook("onRequest", app.requireAuth);
  // Only here: the import takes the export zip as it was downloaded, as a stream (AccountService.importData bounds it).
  app.addContentTypeParser("application/zip", (_request, payload, done) => done(null, payload));

  app.get(
    "/auth/sessions",
    { schema: { tags: ["auth"], security: bearerSecurity, summary: "The account's active sessions", response: { 200: sessionsResponse, ...errorResponses(401) } } },
    async (request) => ({ data: await auth.listSessions(currentAuth(request)) }),
  );

  app.delete(
    "/auth/sessions/:id",
    {
      schema: { tags: ["auth"], security: bearerSecurity, summary: "Sign one session out", params: idParams, response: { 200: logoutResponse, ...errorResponses(401, 404) } },
    },
    async (request) => {
      await auth.revokeSessionById(currentAuth(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    "/account/export",
    {
      schema: {
        tags: ["account"],
        security: bearerSecurity,
        summary: "Download everything as a zip: export.json (thoughts, contacts, projects, setup, documents), calendar.ics and documents/<id> files",
        response: errorResponses(401, 413),
      },
    },
    async (request, reply) => {
      const zip = await account.exportZip(currentAuth(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="life-intelligence-export-${day}.zip"`)
        .header("cache-control", "no-store")
        // Binary and streamed, so no response schema: the zod serializer would turn it into JSON.
        .send(zip as never);
    },
  );

  app.get(
    "/account/calendar.ics",
    { schema: { tags: ["account"], security: bearerSecurity, summary: "The scheduled thoughts as iCalendar", response: errorResponses(401) } },
    async (request, reply) =>
      reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="life-intelligence.ics"')
        .header("cache-control", "no-store")
        .send((await account.exportCalendar(currentAuth(request))) as never),
  );

  app.post(
    "/account/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ["account"],
        security: bearerSecurity,
        summary: "Import an export (the zip as application/zip, or export.json as application/json); what is already here is skipped",
        response: { 200: importResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => ({ data: await account.importData(currentAuth(request), request.body) }),
  );

  app.delete(
    "/account",
    {
      schema: {
        tags: ["account"],
        security: bearerSecurity,
        summary: "Delete the account and everything in it, after the password is given again",
        body: deleteAccountInput,
        response: { 200: logoutResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await account.deleteAccount(currentAuth(request), request.body.password);
      return { success: true as const };
    },
  );
};
