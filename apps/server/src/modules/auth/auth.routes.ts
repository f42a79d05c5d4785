import { authResponse, changePasswordInput, loginInput, logoutResponse, meResponse, registerInput, updateMeInput } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentAuth, currentUser } from "../../plugins/auth.js";
import type { AuthService } from "./auth.service.js";

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ["auth"];

  app.post(
    "/auth/register",
    {
      schema: {
        tags,
        summary: "Create an account and sign in",
        body: registerInput,
        response: { 201: authResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in",
        body: loginInput,
        response: { 200: authResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    "/auth/logout",
    {
      onRequest: app.requireAuth,
      schema: { tags, security: bearerSecurity, summary: "Revoke this token", response: { 200: logoutResponse, ...errorResponses(401) } },
    },
    async (request) => {
      await auth.logout(currentAuth(request));
      return { success: true as const };
    },
  );

  app.post(
    "/auth/logout-all",
    {
      onRequest: app.requireAuth,
      schema: { tags, security: bearerSecurity, summary: "Sign out everywhere: revoke every token of this user, this one included", response: { 200: logoutResponse, ...errorResponses(401) } },
    },
    async (request) => {
      await auth.logoutAll(currentAuth(request));
      return { success: true as const };
    },
  );

  app.post(
    "/auth/password",
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change the password; every other token is revoked, this one stays",
        body: changePasswordInput,
        response: { 200: logoutResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await auth.changePassword(currentAuth(request), request.body);
      return { success: true as const };
    },
  );

  app.get(
    "/auth/me",
    {
      onRequest: app.requireAuth,
      schema: { tags, security: bearerSecurity, summary: "The signed-in user", response: { 200: meResponse, ...errorResponses(401) } },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  app.put(
    "/auth/me",
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change the signed-in user's time zone or display name",
        body: updateMeInput,
        response: { 200: meResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ user: await auth.updateMe(currentUser(request), request.body) }),
  );
};
