import { defineConfig } from "vitest/config";
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Test files share one module graph per worker instead of importing the whole app anew:
    // importing it was most of the suite's time (import 212 s of a 480 s run). Every file
    // builds its own app and database, and nothing here mocks modules, so sharing is safe.
    isolate: false,
    // The "source" condition (for @life/*) also picks eventsource-parser's TypeScript sources (the MCP client imports it); inlined, Vite compiles them.
    server: { deps: { inline: ["@modelcontextprotocol/sdk", "eventsource-parser", "eventsource"] } },
  },
});
