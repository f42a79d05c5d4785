import { connectionTestResponse, createThoughtHeaders, shortcutCaptureInput, thoughtResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import { shortcutPhotoRoute } from "./shortcut-photo.routes.js";
import { captureThoughtShortcut, RECIPE_FILENAME } from "./shortcut-recipe.js";
import type { ShortcutsService } from "./shortcuts.service.js";

/** Apple Shortcuts (spec 2.16): a shortcut key as bearer token, or a session from the web page. */
export const shortcutsRoutes: FastifyPluginAsyncZod<{ shortcuts: ShortcutsService; maxBytes: number; apiBasePath: string }> = async (
  app,
  { shortcuts, maxBytes, apiBasePath },
) => {
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

  app.get(
    "/shortcuts/recipe.shortcut",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "The \"Capture Thought\" shortcut as a file for the Shortcuts app (experimental)",
        description:
          "A binary property list in the Shortcuts format, posting to this server's /shortcuts/capture. It holds no key: the Shortcuts app asks for one on import. iOS 15 and later import only signed shortcut files (sign it on a Mac with `shortcuts sign`), see the README.",
        produces: ["application/octet-stream"],
        response: { 200: z.any().describe("The .shortcut file"), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      // The address the person's browser reached this server at, as the page's tutorial shows it.
      const captureUrl = `${request.protocol}://${request.host}${apiBasePath}/shortcuts/capture`;
      return reply
        .header("content-disposition", `attachment; filename="${RECIPE_FILENAME}"`)
        .header("cache-control", "no-store")
        .type("application/octet-stream")
        .send(captureThoughtShortcut(captureUrl));
    },
  );
};
