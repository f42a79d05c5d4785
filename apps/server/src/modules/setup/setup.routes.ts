import { completeSetupResponse, saveSetupInput, setupResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { SetupService } from "./setup.service.js";

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  const tags = ["setup"];
  app.addHook("onRequest", app.requireAuth);

  app.get(
    "/setup",
    { schema: { tags, security: bearerSecurity, summary: "The setup questionnaire's saved answers and phase", response: { 200: setupResponse, ...errorResponses(401) } } },
    async (request) => ({ data: await setup.getState(currentUser(request)) }),
  );

  app.put(
    "/setup",
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Save the questionnaire's progress (Save Progress, Next Phase)",
        body: saveSetupInput,
        response: { 200: setupResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await setup.save(currentUser(request), request.body) }),
  );

  app.post(
    "/setup/complete",
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Complete Setup: save, and create or update the Contacts and Projects the answers name",
        body: saveSetupInput,
        response: { 200: completeSetupResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await setup.complete(currentUser(request), request.body) }),
  );
};
