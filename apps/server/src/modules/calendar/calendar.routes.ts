import { calendarDayParams, calendarDayQuery, calendarDayResponse, timelineQuery, timelineResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { SerializedOnce } from "../../lib/serialized-once.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { CalendarService } from "./calendar.service.js";

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  const timelineBodies = new SerializedOnce();
  const common = { tags: ["calendar"], security: bearerSecurity };

  app.get(
    "/thoughts/calendar/day/:date",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Thoughts scheduled on one local day, in the user's time zone",
        params: calendarDayParams,
        querystring: calendarDayQuery,
        response: { 200: calendarDayResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => calendar.getDay(currentUser(request), request.params.date, request.query.cursor),
  );

  app.get(
    "/thoughts/timeline",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Scheduled thoughts grouped by local day, with stats",
        querystring: timelineQuery,
        response: { 200: timelineResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => timelineBodies.send(reply, await calendar.getTimeline(currentUser(request), request.query)),
  );
};
