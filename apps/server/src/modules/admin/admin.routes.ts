import {
  adminActivitiesQuery,
  adminActivitiesResponse,
  adminStatsResponse,
  adminUserResponse,
  adminUsersResponse,
  duplicatesResponse,
  idParams,
  impersonationResponse,
  mergeInput,
  mergeResponse,
  setDisabledInput,
  setRoleInput,
  stopImpersonationResponse,
} from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentAuth } from "../../plugins/auth.js";
import type { AdminService } from "./admin.service.js";
import type { DuplicatesService } from "./duplicates/duplicates.service.js";

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; duplicates: DuplicatesService }> = async (app, { admin, duplicates }) => {
  const common = { tags: ["admin"], security: bearerSecurity };
  // Admins only, and never through an impersonation token; refused before any body is read.
  const onRequest = app.requireAdmin;

  app.get(
    "/admin/users",
    { onRequest, schema: { ...common, summary: "Every account with its role, thought count and last login", response: { 200: adminUsersResponse, ...errorResponses(401, 403) } } },
    async (request) => ({ data: await admin.listUsers(currentAuth(request)) }),
  );

  app.get(
    "/admin/activities",
    {
      onRequest,
      schema: { ...common, summary: "Latest activity across accounts", querystring: adminActivitiesQuery, response: { 200: adminActivitiesResponse, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ data: await admin.listActivities(currentAuth(request), request.query) }),
  );

  app.get(
    "/admin/stats",
    { onRequest, schema: { ...common, summary: "Totals, and today's activity in the server's time zone", response: { 200: adminStatsResponse, ...errorResponses(401, 403) } } },
    async (request) => ({ data: await admin.getStats(currentAuth(request)) }),
  );

  app.post(
    "/admin/impersonate/stop",
    {
      // Called with the impersonation token (ends it) or the admin's own (ends the admin's impersonations).
      onRequest: app.requireAuth,
      schema: { ...common, summary: "End impersonation", response: { 200: stopImpersonationResponse, ...errorResponses(401, 403) } },
    },
    async (request) => admin.stopImpersonation(currentAuth(request)),
  );

  app.post(
    "/admin/impersonate/:id",
    {
      onRequest,
      schema: {
        ...common,
        summary: "A one-hour token acting as the user, audited with the admin's id",
        params: idParams,
        response: { 200: impersonationResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => admin.impersonate(currentAuth(request), request.params.id),
  );

  app.put(
    "/admin/users/:id/role",
    {
      onRequest,
      schema: { ...common, summary: "Promote to admin or demote to user", params: idParams, body: setRoleInput, response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await admin.setRole(currentAuth(request), request.params.id, request.body.role) }),
  );

  app.put(
    "/admin/users/:id/disabled",
    {
      onRequest,
      schema: {
        ...common,
        summary: "Disable an account (its sessions stop at once) or enable it again",
        params: idParams,
        body: setDisabledInput,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await admin.setDisabled(currentAuth(request), request.params.id, request.body.disabled) }),
  );

  app.get(
    "/admin/duplicates",
    { onRequest, schema: { ...common, summary: "Likely duplicates within each person's data", response: { 200: duplicatesResponse, ...errorResponses(401, 403) } } },
    async (request) => ({ data: await duplicates.findDuplicates(currentAuth(request)) }),
  );

  app.post(
    "/admin/merge",
    {
      onRequest,
      schema: { ...common, summary: "Merge a duplicate group into its oldest item", body: mergeInput, response: { 200: mergeResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => duplicates.merge(currentAuth(request), request.body),
  );
};
