import { searchQuery, searchResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { SearchService } from "./search.service.js";

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  const bodies = new SerializedOnce();
  app.get(
    "/thoughts/search",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["search"],
        security: bearerSecurity,
        summary: "Full-text search over titles and inputs, blended with embedding similarity",
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => bodies.send(reply, await search.searchThoughts(currentUser(request), request.query)),
  );
};
