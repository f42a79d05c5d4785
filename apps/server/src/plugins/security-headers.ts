import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/** Security headers on every answer, API and web page alike. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });
}
