import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AppConfig } from "../config.js";

/** Collects the zod route schemas into an OpenAPI 3 document; register before any route. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Life Intelligence API",
        description: "Capture thoughts and organise them. Errors are JSON `{ error }`.",
        version: config.version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", description: "Token from /auth/login, or an API key (li_…) where its type allows" },
          apiKeyHeader: { type: "apiKey", in: "header", name: "x-api-key", description: "An API key (li_…), on the routes its type reaches" },
          adminPageCookie: {
            type: "apiKey",
            in: "cookie",
            name: "li_admin_page",
            description: "An admin backend page's own cookie (HttpOnly, SameSite=Strict, scoped to the page's path), set from a ticket of POST /debug/page-ticket",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}
