import {
  createThoughtHeaders,
  createThoughtInput,
  deleteThoughtResponse,
  idParams,
  listThoughtsQuery,
  thoughtDebugResponse,
  thoughtListResponse,
  thoughtResponse,
  updateThoughtInput,
} from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { ThoughtsService } from "./thoughts.service.js";

export const thoughtsRoutes: FastifyPluginAsyncZod<{ thoughts: ThoughtsService }> = async (app, { thoughts }) => {
  const common = { tags: ["thoughts"], security: bearerSecurity };
  const feedBodies = new SerializedOnce();

  app.post(
    "/thoughts",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Capture a thought",
        headers: createThoughtHeaders,
        body: createThoughtInput,
        response: { 201: thoughtResponse, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const data = await thoughts.createThought(currentUser(request), request.body, request.headers["idempotency-key"]);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    "/thoughts",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "List thoughts, newest first",
        querystring: listThoughtsQuery,
        response: { 200: thoughtListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => feedBodies.send(reply, await thoughts.listThoughts(currentUser(request), request.query)),
  );

  app.get(
    "/thoughts/:id",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Get a thought", params: idParams, response: { 200: thoughtResponse, ...errorResponses(401, 404) } },
    },
    async (request) => ({ data: await thoughts.getThought(currentUser(request), request.params.id) }),
  );

  app.get(
    "/thoughts/:id/debug",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "The AI pipeline's debug data of a thought (prompt, context, raw answer)",
        params: idParams,
        response: { 200: thoughtDebugResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await thoughts.getThoughtDebug(currentUser(request), request.params.id) }),
  );

  app.put(
    "/thoughts/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Change some fields of a thought",
        params: idParams,
        body: updateThoughtInput,
        response: { 200: thoughtResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ data: await thoughts.updateThought(currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    "/thoughts/:id",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Delete a thought", params: idParams, response: { 200: deleteThoughtResponse, ...errorResponses(401, 404) } },
    },
    async (request) => thoughts.deleteThought(currentUser(request), request.params.id),
  );
};
