import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The web app is one script and one stylesheet from /assets (Vite emits no inline script or
 * style), so the policy allows our own origin only. React's style props are set through the
 * CSSOM, which style-src does not govern. upgrade-insecure-requests is left out: a home server
 * reached over plain http on the LAN would otherwise break its own assets.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  // blob: for the preview of an uploaded image, fetched with the token (documents).
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "media-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "no-referrer" },
};

/**
 * The headers helmet sets with our options. None depends on the request (no nonces), so they
 * are worked out once: @fastify/helmet builds helmet's middleware anew on every request,
 * parsing the policy each time, which cost a few percent of a capture's time.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every answer, API and web page alike (404s and errors included). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
