import {
  apiKeyListResponse,
  createApiKeyInput,
  createdApiKeyResponse,
  createGptKeyInput,
  createShortcutKeyInput,
  idParams,
  revokeApiKeyResponse,
  shortcutKeyListResponse,
} from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { ApiKeysService } from "./api-keys.service.js";

/** Key management: signed-in sessions only (no key reaches these, see API_KEY_SCOPES). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const common = { tags: ["api-keys"], security: bearerSecurity };

  app.get(
    "/api-keys",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "The person's API keys, newest first", response: { 200: apiKeyListResponse, ...errorResponses(401, 403) } },
    },
    async (request) => ({ data: await apiKeys.listKeys(currentUser(request)) }),
  );

  app.get(
    "/api-keys/shortcuts",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Active Apple Shortcuts keys, newest first", response: { 200: shortcutKeyListResponse, ...errorResponses(401, 403) } },
    },
    async (request) => ({ data: await apiKeys.listShortcutKeys(currentUser(request)) }),
  );

  app.post(
    "/api-keys",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Create a key (general by default); the full key is in this answer only",
        body: createApiKeyInput,
        response: { 201: createdApiKeyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await apiKeys.createKey(currentUser(request), request.body) }),
  );

  app.post(
    "/api-keys/shortcut",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Create an Apple Shortcuts key; the full key is in this answer only",
        body: createShortcutKeyInput,
        response: { 201: createdApiKeyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await apiKeys.createShortcutKey(currentUser(request), request.body) }),
  );

  app.post(
    "/api-keys/gpt",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Create a Custom GPT key; the full key is in this answer only",
        body: createGptKeyInput,
        response: { 201: createdApiKeyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await apiKeys.createGptKey(currentUser(request), request.body) }),
  );

  app.delete(
    "/api-keys/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Revoke a key; it stops working at once and cannot be restored",
        params: idParams,
        response: { 200: revokeApiKeyResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await apiKeys.revokeKey(currentUser(request), request.params.id) }),
  );
};
