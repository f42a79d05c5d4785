import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.js";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Life Intelligence</title></head>
<body><h1>Life Intelligence</h1>
<p>The web app is not built yet. Run <code>npm run build</code> and restart the server.
The API is available under <code>/api</code>.</p></body></html>`;

export function isApiPath(url: string, apiBasePath: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`);
}

/**
 * Serves the built web app at / with a fallback to index.html, so deep links such as /login
 * load the app. The same not-found handler answers unknown API paths with JSON, never HTML.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDist, "index.html");
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ webDist: config.webDist }, "web app not built; serving a placeholder page");

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // Cache headers come from setHeaders alone.
      cacheControl: false,
      // Vite fingerprints everything under assets/, so those may be cached for good;
      // index.html must be revalidated to pick up a new deployment.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    // A missing fingerprinted asset is a stale tab after a deployment: answering HTML there
    // would only produce a confusing script error, so it gets a plain 404.
    if (!isPageRequest || isApiPath(pathname, config.apiBasePath) || pathname.startsWith("/assets/")) {
      return reply.code(404).send({ error: "Not found" });
    }
    if (!built) return reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
