import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { pureContracts } from "./vite-plugins/pure-contracts.ts";
import { pwa } from "./vite-plugins/pwa.ts";

/**
 * Test files that call vi.mock: it replaces a module for the file that asks, which needs a module graph of the file's
 * own. Found by reading the files, so a new one cannot land in the shared graph by mistake.
 */
function mockingTestFiles(dir = "src"): string[] {
  const root = fileURLToPath(new URL(".", import.meta.url));
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mockingTestFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path.join(root, relative), "utf8").includes("vi.mock(") ? [relative] : [];
  });
}
const MOCKING_MODULES = mockingTestFiles();

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
    projects: [
      // The other files share one module graph and environment instead of importing React,
      // the DOM and the app anew for each: that import was three quarters of the run (234 s of
      // which 83 s in tests, on a loaded 2-core machine). The setup file clears storage, the
      // session and the selection before every test, and each test renders its own tree.
      { extends: true, test: { name: "shared", isolate: false, exclude: [...configDefaults.exclude, ...MOCKING_MODULES] } },
      { extends: true, test: { name: "isolated", include: MOCKING_MODULES } },
    ],
  },
});
