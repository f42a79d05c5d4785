import { morningDigestInput, morningDigestResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { MorningDigestService } from "./morning-digest.service.js";

export const morningDigestRoutes: FastifyPluginAsyncZod<{ digest: MorningDigestService }> = async (app, { digest }) => {
  const common = { tags: ["calendar"], security: bearerSecurity };

  app.get(
    "/calendar/digest",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Whether the morning e-mail digest is on, when it goes out and how it is delivered", response: { 200: morningDigestResponse, ...errorResponses(401) } },
    },
    async (request) => digest.getSettings(currentUser(request)),
  );

  app.put(
    "/calendar/digest",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Turn the morning e-mail digest on or off",
        body: morningDigestInput,
        response: { 200: morningDigestResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => digest.setEnabled(currentUser(request), request.body.enabled),
  );
};
