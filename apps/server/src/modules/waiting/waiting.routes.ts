import { followUpResponse, idParams, thoughtResponse, waitingListQuery, waitingListResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { WaitingService } from "./waiting.service.js";

export const waitingRoutes: FastifyPluginAsyncZod<{ waiting: WaitingService }> = async (app, { waiting }) => {
  const common = { tags: ["waiting"], security: bearerSecurity };
  const bodies = new SerializedOnce();

  app.get(
    "/thoughts/waiting",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Open waiting-for items, oldest first",
        querystring: waitingListQuery,
        response: { 200: waitingListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => bodies.send(reply, await waiting.listWaiting(currentUser(request), request.query)),
  );

  app.put(
    "/thoughts/:id/received",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Record that a waiting item arrived; it leaves the list",
        params: idParams,
        response: { 200: thoughtResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => ({ data: await waiting.markReceived(currentUser(request), request.params.id) }),
  );

  app.post(
    "/thoughts/:id/follow-up",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Count a follow-up and create a task for 9:00 tomorrow, local time",
        params: idParams,
        response: { 201: followUpResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await waiting.followUp(currentUser(request), request.params.id) }),
  );
};
