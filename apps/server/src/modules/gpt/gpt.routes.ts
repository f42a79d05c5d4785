import {
  connectionTestResponse,
  createThoughtHeaders,
  gptActionOpenApi,
  gptActionSchemaResponse,
  gptParseInput,
  gptParseResponse,
} from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { GptService } from "./gpt.service.js";

export interface GptRoutesOptions {
  gpt: GptService;
  publicUrl: string;
  apiBasePath: string;
}

/** Custom GPT (spec 2.17): a gpt key in x-api-key, or a session from the web page. */
export const gptRoutes: FastifyPluginAsyncZod<GptRoutesOptions> = async (app, { gpt, publicUrl, apiBasePath }) => {
  const common = { tags: ["gpt"], security: bearerSecurity };
  // Built once from the contract /gpt/parse validates with, for this server's public URL.
  const actionSchema = gptActionOpenApi(publicUrl, apiBasePath);

  app.post(
    "/gpt/parse",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Split a conversation into distinct thoughts and capture each (operation parseConversation)",
        headers: createThoughtHeaders,
        body: gptParseInput,
        response: { 200: gptParseResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => gpt.parseConversation(currentUser(request), request.body.conversation, request.headers["idempotency-key"]),
  );

  app.post(
    "/gpt/test",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Check a Custom GPT's key: names the key and the account", response: { 200: connectionTestResponse, ...errorResponses(401, 403) } },
    },
    async (request) => gpt.testConnection(currentUser(request), request.apiKey),
  );

  app.get(
    "/gpt/openapi.json",
    {
      schema: {
        tags: ["gpt"],
        summary: "The OpenAPI 3.0 schema to paste into the GPT builder (public: it holds no secret)",
        response: { 200: gptActionSchemaResponse },
      },
    },
    async () => actionSchema,
  );
};
