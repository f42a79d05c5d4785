import { forceStartResponse, marchingOrdersStatus } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { DebugService } from "./debug.service.js";

export const debugRoutes: FastifyPluginAsyncZod<{ debug: DebugService }> = async (app, { debug }) => {
  const common = { tags: ["debug"], security: bearerSecurity };

  app.get(
    "/debug/marching-orders-status",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Background processor status (admin)", response: { 200: marchingOrdersStatus, ...errorResponses(401, 403) } },
    },
    async (request) => debug.getMarchingOrdersStatus(currentUser(request)),
  );

  app.post(
    "/debug/force-start",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Wake the processor and retry failed jobs (admin)", response: { 200: forceStartResponse, ...errorResponses(401, 403) } },
    },
    async (request) => debug.forceStart(currentUser(request)),
  );
};
