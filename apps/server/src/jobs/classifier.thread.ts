import { parentPort, workerData } from "node:worker_threads";
import { classifyLocal, classify as defaultClassify } from "@life/classifier";
import { runPipeline, type ClassifyFn } from "../modules/classification/pipeline-run.js";
import { unpackRequest, type PackedRequest } from "./candidate-transfer.js";

/**
 * A classifier thread of ClassifierPool. `engineModule` (tests only) names a module whose
 * `classify` replaces the real one, e.g. one that never returns.
 */
const { engineModule } = workerData as { engineModule?: string };
const classify: ClassifyFn = engineModule ? ((await import(engineModule)) as { classify: ClassifyFn }).classify : defaultClassify;

// The word tables load on first use; pay that before the first job's budget starts.
classifyLocal({ text: "warm up", now: new Date(), timezone: "UTC", context: {} });
parentPort!.postMessage({ ready: true });

parentPort!.on("message", (message: PackedRequest) => {
  runPipeline(unpackRequest(message), classify).then(
    (output) => parentPort!.postMessage({ ok: true, output }),
    (error: unknown) => parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
