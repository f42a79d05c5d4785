import { insightsResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { InsightsService } from "./insights.service.js";

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  const bodies = new SerializedOnce();
  app.get(
    "/insights",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["insights"],
        security: bearerSecurity,
        summary: "Commercial-value insights over the last 90 days",
        response: { 200: insightsResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => bodies.send(reply, await insights.getInsights(currentUser(request))),
  );
};
