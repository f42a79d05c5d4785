import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { pureContracts } from "./vite-plugins/pure-contracts.ts";
import { pwa } from "./vite-plugins/pwa.ts";

export default defineConfig({
  plugins: [react(), pureContracts(), pwa()],
  resolve: {
    // "source" makes @life/contracts resolve to its TypeScript source, so the web app
    // needs no separate contracts build during development and tests.
    conditions: ["source", "module", "browser", "development|production"],
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3099" },
  },
  build: {
    outDir: "dist",
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup reads as misplaced annotations; zod is dropped from the
        // bundle anyway (see vite-plugins/pure-contracts.ts), so the warning is only noise.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/zod/")) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/testing/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
