import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from "fastify-type-provider-zod";
import { AppError, TooManyRequestsError } from "../lib/errors.js";

export const INTERNAL_ERROR = "Internal server error";

/** Fastify's own 4xx errors, reworded for people reading the API's answers. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Malformed JSON in request body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body must not be empty when Content-Type is application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported media type: send application/json",
};

function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * One readable sentence for the first validation issue, naming the field:
 * "original_input must not be empty", "limit: Too big: expected number to be <=200".
 */
function describeValidation(request: FastifyRequest, error: FastifyError): string {
  const issue = error.validation?.[0] as ZodFastifySchemaValidationError | undefined;
  if (!issue) return "Invalid request";
  const path = issue.instancePath.split("/").filter(Boolean);
  const field = path.join(".");
  const context = error.validationContext ?? "body";
  if (!field) return issue.message.startsWith("Unrecognized") ? issue.message : `${context}: ${issue.message}`;

  const source = context === "querystring" ? request.query : context === "params" ? request.params : request.body;
  const received = valueAt(source, path);
  // The contracts word type errors as "x is required"; that is wrong when a value was sent.
  if (issue.keyword === "invalid_type" && received !== undefined) {
    const expected = (issue.params as { expected?: string }).expected ?? "a different type";
    return `${field} must be ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`;
  }
  const leaf = path[path.length - 1] ?? field;
  return issue.message.toLowerCase().includes(leaf.toLowerCase()) ? issue.message : `${field}: ${issue.message}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError: unknown = error;
    if (appError instanceof AppError) {
      if (appError instanceof TooManyRequestsError && appError.retryAfterSeconds) {
        void reply.header("retry-after", String(appError.retryAfterSeconds));
      }
      return reply.code(appError.statusCode).send({ error: appError.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: describeValidation(request, error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, "request rejected");
      return reply.code(status).send({ error: fastifyMessages[error.code] ?? error.message });
    }
    // Anything else is a bug or an outage: log it in full, tell the client nothing more.
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: INTERNAL_ERROR });
  });
}
