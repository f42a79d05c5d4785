import { authResponse, passwordResetInput, passwordResetResponse, signupInput, signupResponse, useLinkInput } from "@life/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { RESET_REQUESTED, type OnboardingService } from "./onboarding.service.js";

export interface OnboardingRoutesOptions {
  onboarding: OnboardingService;
  /** PUBLIC_URL; links fall back to the origin the request came to. */
  publicUrl?: string;
}

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingRoutesOptions> = async (app, { onboarding, publicUrl }) => {
  const tags = ["auth"];
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    "/auth/signup",
    {
      schema: {
        tags,
        summary: "Landing sign-up: create the account and e-mail a one-time link to set its password",
        body: signupInput,
        response: { 201: signupResponse, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await onboarding.signup(request.body, origin(request))),
  );

  app.post(
    "/auth/password-reset",
    {
      schema: {
        tags,
        summary: "E-mail a one-time link to choose a new password (same answer for unknown addresses)",
        body: passwordResetInput,
        response: { 200: passwordResetResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await onboarding.requestPasswordReset(request.body, origin(request));
      return { success: true as const, message: RESET_REQUESTED };
    },
  );

  app.post(
    "/auth/link",
    {
      schema: {
        tags,
        summary: "Use an e-mailed link once: set the password, end other sessions and sign in",
        body: useLinkInput,
        response: { 200: authResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => onboarding.useLink(request.body),
  );
};
