import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { TooManyRequestsError } from "../lib/errors.js";
import type { RateLimits } from "../security.config.js";

const MINUTE_MS = 60_000;

interface Rule {
  max: number;
  /** Signed-in routes count per user, so people behind one address do not share a budget. */
  perUser: boolean;
}

const CAPTURE_ELSEWHERE = ["/shortcuts/capture", "/shortcuts/schedule", "/shortcuts/photo", "/gpt/parse", "/mcp"];

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
// requireAuth runs before the limiter (both are onRequest hooks, the route's own first), so
// request.auth is set on signed-in routes; the address is the fallback for anything else.
const byUser = (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : byAddress(request));

function ruleFor(limits: RateLimits, base: string, method: string, url: string): Rule | null {
  if (method === "POST" && (url === `${base}/auth/login` || url === `${base}/auth/register`)) return { max: limits.authPerMinute, perUser: false };
  // Each of these sends mail or tries a link token: per address, like login.
  if (method === "POST" && [`${base}/auth/signup`, `${base}/auth/password-reset`, `${base}/auth/link`].includes(url)) return { max: limits.authPerMinute, perUser: false };
  // Deleting the account checks the password too.
  if (method === "DELETE" && url === `${base}/account`) return { max: limits.authPerMinute, perUser: true };
  // Guessing the current password with a stolen token counts like guessing at login.
  if (method === "POST" && url === `${base}/auth/password`) return { max: limits.authPerMinute, perUser: true };
  if (method === "POST" && url === `${base}/thoughts`) return { max: limits.capturePerMinute, perUser: true };
  // Captures through API keys (Shortcuts, a Custom GPT, MCP) share the capture budget's size, per user.
  if (method === "POST" && CAPTURE_ELSEWHERE.some((path) => url === `${base}${path}`)) return { max: limits.capturePerMinute, perUser: true };
  if (method === "POST" && url === `${base}/thoughts/voice`) return { max: limits.voicePerMinute, perUser: true };
  if (method === "GET" && url === `${base}/thoughts/search`) return { max: limits.searchPerMinute, perUser: true };
  if (url.startsWith(`${base}/chat/`) && method !== "HEAD") return { max: limits.chatPerMinute, perUser: true };
  return null;
}

/**
 * Per-minute limits on the routes that cost the most or invite guessing, set here in one
 * place by method and path rather than on each route. Must be registered before the routes.
 * Counts live in memory, per process.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, apiBasePath: string): Promise<void> {
  // Runs before the plugin's own onRoute hook (added below), which reads config.rateLimit.
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = methods.map((method) => ruleFor(limits, apiBasePath, method, route.url)).find(Boolean);
    if (!rule) return;
    route.config = {
      ...(route.config as object | undefined),
      rateLimit: { max: rule.max, timeWindow: MINUTE_MS, keyGenerator: rule.perUser ? byUser : byAddress },
    };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequestsError(`Too many requests. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`, seconds);
    },
  });
}
