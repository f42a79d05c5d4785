import { projectSummaryQuery, projectSummaryResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { ProjectsService } from "./projects.service.js";

export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (app, { projects }) => {
  app.get(
    "/projects/summary",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["projects"],
        security: bearerSecurity,
        summary: "Child-task and done counts per project (the given ids, or the newest 200 projects)",
        querystring: projectSummaryQuery,
        response: { 200: projectSummaryResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => projects.summarize(currentUser(request), request.query),
  );
};
