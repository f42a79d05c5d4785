import { calendarFeedCreatedResponse, calendarFeedParams, calendarFeedResponse, successResponse } from "@life/contracts";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { NotFoundError } from "../../lib/errors.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import { FEED_NOT_FOUND, type CalendarFeedService } from "./calendar-feed.service.js";

const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export const calendarFeedRoutes: FastifyPluginAsyncZod<{ feeds: CalendarFeedService; apiBasePath: string }> = async (app, { feeds, apiBasePath }) => {
  const common = { tags: ["calendar"], security: bearerSecurity };

  app.get(
    "/calendar/feed",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Whether a subscribable ICS feed exists (its URL is shown only when made)", response: { 200: calendarFeedResponse, ...errorResponses(401) } },
    },
    async (request) => feeds.getFeed(currentUser(request)),
  );

  app.post(
    "/calendar/feed",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Make the ICS feed, or rotate its secret so the old URL stops working",
        response: { 201: calendarFeedCreatedResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const urlOf = (secret: string) => `${request.protocol}://${request.host}${apiBasePath}/calendar/feed/${secret}.ics`;
      return reply.code(201).send(await feeds.rotateFeed(currentUser(request), urlOf));
    },
  );

  app.delete(
    "/calendar/feed",
    {
      onRequest: app.requireAuth,
      schema: { ...common, summary: "Turn the ICS feed off", response: { 200: successResponse, ...errorResponses(401) } },
    },
    async (request) => {
      await feeds.deleteFeed(currentUser(request));
      return { success: true as const };
    },
  );

  app.get(
    "/calendar/feed/:file",
    {
      schema: {
        tags: ["calendar"],
        summary: "The scheduled thoughts as an iCalendar feed; the secret in the URL is the credential",
        params: calendarFeedParams,
        response: { 200: z.string().describe("text/calendar"), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      if (!secret) throw new NotFoundError(FEED_NOT_FOUND);
      const body = await feeds.renderFeed(secret);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", 'inline; filename="life-intelligence.ics"')
        .send(body);
    },
  );
};
