import type { FastifyInstance, FastifyRequest } from "fastify";
import type { User } from "@life/contracts";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.js";
import type { AuthContext, AuthService } from "../modules/auth/auth.service.js";
import type { ApiKeyAuthenticator } from "./api-key-auth.js";

/**
 * Route hooks. Routes use them as onRequest hooks rather than preHandlers, so a request
 * without a valid token is refused before its body is read or validated.
 */
type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** 401 unless the request carries a valid bearer token; sets request.auth. */
    requireAuth: AuthHook;
    /** 401 without a valid token, 403 unless the user is an admin. */
    requireAdmin: AuthHook;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** The OpenAPI security requirement for routes behind requireAuth. */
export const bearerSecurity = [{ bearerAuth: [] }];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function registerAuth(app: FastifyInstance, auth: AuthService, apiKeys?: ApiKeyAuthenticator): void {
  app.decorateRequest("auth", null);

  async function requireAuth(request: FastifyRequest): Promise<void> {
    // An API key, when the request carries one, decides alone (see plugins/api-key-auth.ts).
    const viaKey = await apiKeys?.(request);
    if (viaKey) {
      request.auth = viaKey;
      return;
    }
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const context = await auth.authenticate(token);
    if (!context) throw new UnauthorizedError(SESSION_EXPIRED);
    request.auth = context;
  }

  app.decorate("requireAuth", requireAuth);
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await requireAuth(request);
    if (request.auth?.user.role !== "admin") throw new ForbiddenError("Administrator access required");
    // An impersonation token never reaches an admin route, whoever it acts as.
    if (request.auth.impersonatorId) throw new ForbiddenError("Not available while impersonating");
  });
}

/** The signed-in user in a handler behind requireAuth. */
export function currentUser(request: FastifyRequest): User {
  return currentAuth(request).user;
}

export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}
