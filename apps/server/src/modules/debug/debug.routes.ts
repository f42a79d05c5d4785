import { forceStartResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { DebugService } from "./debug.service.js";

/** GET /debug/marching-orders-status, a page as well as JSON, lives in modules/admin-pages. */
export const debugRoutes: FastifyPluginAsyncZod<{ debug: DebugService }> = async (app, { debug }) => {
  const common = { tags: ["debug"], security: bearerSecurity };

  app.post(
    "/debug/force-start",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Wake the processor and retry failed jobs (admin)", response: { 200: forceStartResponse, ...errorResponses(401, 403) } },
    },
    async (request) => debug.forceStart(currentUser(request)),
  );
};
