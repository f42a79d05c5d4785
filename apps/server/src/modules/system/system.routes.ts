import { healthResponse, publicConfigResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SystemService } from "./system.service.js";

/** Unauthenticated: probes and load balancers call /health, the web app reads /config before sign-in. */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    "/health",
    {
      // Probes call this every few seconds; logging each request would drown the log.
      logLevel: "warn",
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await system.checkHealth();
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
  );

  app.get(
    "/config",
    {
      schema: { tags: ["system"], summary: "What the web app needs before sign-in", response: { 200: publicConfigResponse } },
    },
    async () => system.getPublicConfig(),
  );

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};
