import { defineConfig } from "vitest/config";
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The "source" condition (for @life/*) also picks eventsource-parser's TypeScript sources (the MCP client imports it); inlined, Vite compiles them.
    server: { deps: { inline: ["@modelcontextprotocol/sdk", "eventsource-parser", "eventsource"] } },
  },
});
