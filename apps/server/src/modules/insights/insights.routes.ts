import { insightsResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { InsightsService } from "./insights.service.js";

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
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
    async (request) => insights.getInsights(currentUser(request)),
  );
};
