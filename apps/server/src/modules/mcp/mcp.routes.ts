import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import { createMcpServer, type McpServices } from "./mcp-tools.js";

export interface McpRoutesOptions {
  services: McpServices;
  version: string;
}

const STATELESS_ONLY = "This MCP endpoint is stateless: send JSON-RPC messages with POST";

/**
 * Model Context Protocol over streamable HTTP, stateless: each POST gets its own server bound
 * to the caller, so no session outlives the request and a revoked key stops at once.
 * Authenticated by a general API key (bearer or x-api-key) or a session.
 */
export const mcpRoutes: FastifyPluginAsyncZod<McpRoutesOptions> = async (app, { services, version }) => {
  app.post(
    "/mcp",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["mcp"],
        security: bearerSecurity,
        summary: "MCP (streamable HTTP, JSON-RPC): tools capture_thought, search_thoughts, list_waiting, list_schedule, complete_thought",
        response: errorResponses(401, 403, 429),
      },
    },
    async (request, reply) => {
      const server = createMcpServer(currentUser(request), services, version);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The transport writes the answer itself.
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // Clients probe GET (a server-sent stream) and DELETE (end session); without sessions both are 405.
  for (const method of ["GET", "DELETE"] as const) {
    app.route({
      method,
      url: "/mcp",
      schema: { hide: true },
      handler: async (_request, reply) => reply.code(405).header("allow", "POST").send({ error: STATELESS_ONLY }),
    });
  }
};
