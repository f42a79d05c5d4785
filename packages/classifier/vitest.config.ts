import { defineConfig } from "vitest/config";
export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  // Test files share one module graph per worker: importing the engine and its model once per file was most of the
  // suite's time (2 min 26 s wall for 35 s of tests). No test here mocks a module or sets the environment, and the
  // engine's caches hold only what its model and word lists give, so sharing is safe.
  test: { isolate: false },
});
