import { simpleTitlesError, simpleTitlesResponse } from "@life/contracts";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import { INTERNAL_ERROR } from "../../plugins/errors.js";
import type { FileBrowserService } from "./file-browser.service.js";

export const fileBrowserRoutes: FastifyPluginAsyncZod<{ files: FileBrowserService }> = async (app, { files }) => {
  const bodies = new SerializedOnce();
  app.get(
    "/export-viewer/simple-titles",
    {
      onRequest: app.requireAuth,
      // The file browser reads `success` and `error` (spec 7), so its errors, 401 included,
      // keep that shape instead of the API's usual {error}.
      errorHandler: (error: FastifyError, request, reply) => {
        const appError: unknown = error;
        const status = appError instanceof AppError ? appError.statusCode : (error.statusCode ?? 500);
        if (status >= 500) request.log.error({ err: error }, "request failed");
        // 401 (auth) and 5xx are the only failures a GET without input can meet here.
        return reply.code(status as 401 | 500).send({ success: false, error: status >= 500 ? INTERNAL_ERROR : error.message });
      },
      schema: {
        tags: ["file-browser"],
        security: bearerSecurity,
        summary: "Titles per domain, statistics and recent activity",
        response: { 200: simpleTitlesResponse, 401: simpleTitlesError, 500: simpleTitlesError },
      },
    },
    async (request, reply) => bodies.send(reply, await files.getSimpleTitles(currentUser(request))),
  );
};
