import { parentPort, workerData } from "node:worker_threads";
import { classifyLocal, classify as defaultClassify } from "@life/classifier";
import { openPostgresReader, openSqliteReader } from "../db/database.js";
import { ContextRepository } from "../modules/classification/context.repository.js";
import { runPipeline, type CandidateReader, type ClassifyFn } from "../modules/classification/pipeline-run.js";
import { unpackRequest, type PackedRequest } from "./candidate-transfer.js";
import { lowerThreadPriority } from "./thread-priority.js";

/**
 * A classifier thread of ClassifierPool. `engineModule` (tests only) names a module whose
 * `classify` replaces the real one, e.g. one that never returns. With `databaseFile` (SQLite)
 * or `postgres` the thread reads step 1's candidates itself, through its own connection.
 */
const { engineModule, databaseFile, postgres } = workerData as { engineModule?: string; databaseFile?: string; postgres?: { url: string; schema?: string } };
const classify: ClassifyFn = engineModule ? ((await import(engineModule)) as { classify: ClassifyFn }).classify : defaultClassify;
let contexts: ContextRepository | undefined;
const openContexts = () =>
  databaseFile ? new ContextRepository(openSqliteReader(databaseFile), "sqlite") : new ContextRepository(openPostgresReader(postgres!), "postgres");
const readCandidates: CandidateReader | undefined =
  databaseFile || postgres ? (userId, thoughtId, text) => (contexts ??= openContexts()).loadCandidates(userId, thoughtId, text) : undefined;

lowerThreadPriority();
// The word tables load on first use; pay that before the first job's budget starts.
classifyLocal({ text: "warm up", now: new Date(), timezone: "UTC", context: {} });
parentPort!.postMessage({ ready: true });

parentPort!.on("message", (message: PackedRequest) => {
  runPipeline(unpackRequest(message), classify, readCandidates).then(
    (output) => parentPort!.postMessage({ ok: true, output }),
    (error: unknown) => parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
