import type { ApiKeyType } from "@life/contracts";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.js";
import { looksLikeApiKey } from "../modules/api-keys/api-key-format.js";
import type { ApiKeyPrincipal, ApiKeysService } from "../modules/api-keys/api-keys.service.js";
import type { AuthContext } from "../modules/auth/auth.service.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The key types a route accepts beside a session, set from API_KEY_SCOPES below. */
    apiKeyTypes?: readonly ApiKeyType[];
  }
  interface FastifyRequest {
    /** The key a request was authenticated with; null for sessions. */
    apiKey: ApiKeyPrincipal["key"] | null;
  }
}

export const INVALID_API_KEY = "Invalid or revoked API key";
export const API_KEY_NOT_ALLOWED = "This API key cannot be used for this endpoint";
/** The OpenAPI name of the x-api-key header scheme; a key may also be sent as a bearer token. */
export const API_KEY_SCHEME = "apiKeyHeader";
export const API_KEY_HEADER = "x-api-key";

type Scope = { method: string; path: string; prefix?: boolean; types: readonly ApiKeyType[] };

/**
 * Which key types reach which routes (paths after the API base). One table rather than a flag
 * on each route, so the whole surface a key opens can be read in one place; anything not here
 * (account, key management, admin, chat…) refuses every key with 403.
 */
export const API_KEY_SCOPES: readonly Scope[] = [
  { method: "POST", path: "/shortcuts/", prefix: true, types: ["shortcut"] },
  { method: "POST", path: "/thoughts", types: ["shortcut", "general"] },
  { method: "*", path: "/thoughts", types: ["general"] },
  { method: "*", path: "/thoughts/", prefix: true, types: ["general"] },
  { method: "POST", path: "/gpt/", prefix: true, types: ["gpt"] },
  { method: "POST", path: "/mcp", types: ["general"] },
];

export function apiKeyTypesFor(method: string, path: string): ApiKeyType[] {
  const types = new Set<ApiKeyType>();
  for (const scope of API_KEY_SCOPES) {
    if (scope.method !== "*" && scope.method !== method) continue;
    if (scope.prefix ? path.startsWith(scope.path) : path === scope.path) scope.types.forEach((type) => types.add(type));
  }
  return [...types];
}

/** A key from x-api-key, or a bearer token shaped like a key (li_…); sessions are left alone. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === "string" && header.length > 0) return header.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  return bearer && looksLikeApiKey(bearer) ? bearer : undefined;
}

export type ApiKeyAuthenticator = (request: FastifyRequest) => Promise<AuthContext | null>;

/**
 * API keys as a second way in beside sessions. Tags each route with the key types its scope
 * allows (and says so in the OpenAPI document), and returns the check requireAuth runs first:
 * null when the request carries no key, the owner when the key is valid and allowed here,
 * 401 for an unknown or revoked key, 403 for a valid key outside its scope.
 * Must run before the routes and the OpenAPI plugin are registered.
 */
export function registerApiKeyAuth(app: FastifyInstance, keys: ApiKeysService, apiBasePath: string): ApiKeyAuthenticator {
  app.decorateRequest("apiKey", null);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith(`${apiBasePath}/`)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const types = [...new Set(methods.flatMap((method) => apiKeyTypesFor(method, route.url.slice(apiBasePath.length))))];
    route.config = { ...(route.config as object | undefined), apiKeyTypes: types };
    const security = route.schema?.security;
    if (types.length > 0 && security && security.length > 0) {
      route.schema = { ...route.schema, security: [...security, { [API_KEY_SCHEME]: [] }] };
    }
  });

  return async (request) => {
    const candidate = presentedKey(request);
    if (candidate === undefined) return null;
    const principal = await keys.authenticate(candidate);
    if (!principal) throw new UnauthorizedError(INVALID_API_KEY);
    const allowed = request.routeOptions.config.apiKeyTypes ?? [];
    if (!allowed.includes(principal.key.type)) throw new ForbiddenError(API_KEY_NOT_ALLOWED);
    request.apiKey = principal.key;
    // Key requests have no session; the id marks the context as a key's for anything that logs it.
    return { user: principal.user, sessionId: `api-key:${principal.key.id}` };
  };
}
