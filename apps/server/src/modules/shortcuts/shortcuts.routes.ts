import { connectionTestResponse, createThoughtHeaders, shortcutCaptureInput, thoughtResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import { shortcutPhotoRoute } from "./shortcut-photo.routes.js";
import type { ShortcutsService } from "./shortcuts.service.js";

/** Apple Shortcuts (spec 2.16): a shortcut key as bearer token, or a session from the web page. */
export const shortcutsRoutes: FastifyPluginAsyncZod<{ shortcuts: ShortcutsService; maxBytes: number }> = async (app, { shortcuts, maxBytes }) => {
  const common = { tags: ["shortcuts"], security: bearerSecurity };
  await app.register(shortcutPhotoRoute, { shortcuts, maxBytes });

  app.post(
    "/shortcuts/capture",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Capture a dictated or typed thought from a Shortcut",
        headers: createThoughtHeaders,
        body: shortcutCaptureInput,
        response: { 201: thoughtResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const data = await shortcuts.capture(currentUser(request), request.body, request.headers["idempotency-key"]);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    "/shortcuts/schedule",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Capture a thought that must carry a date or time; 400 when none is found",
        headers: createThoughtHeaders,
        body: shortcutCaptureInput,
        response: { 201: thoughtResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const data = await shortcuts.schedule(currentUser(request), request.body, request.headers["idempotency-key"]);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    "/shortcuts/test",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Check a Shortcut's key: names the key and the account", response: { 200: connectionTestResponse, ...errorResponses(401, 403) } },
    },
    async (request) => shortcuts.testConnection(currentUser(request), request.apiKey),
  );
};
