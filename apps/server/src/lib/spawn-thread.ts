import { Worker as Thread, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a worker thread on a module next to the caller, given as the caller's import.meta.url
 * and the entry's name without extension. From dist the thread runs the built .js. From src
 * (tsx, vitest) it runs the .ts entry through tsx, registered inside the thread: Node 20 does
 * not apply an `--import` loader to a worker's entry file.
 */
export function spawnThread(callerUrl: string, entryName: string, options: Pick<WorkerOptions, "workerData" | "transferList"> = {}): Thread {
  if (!callerUrl.endsWith(".ts")) return new Thread(new URL(`./${entryName}.js`, callerUrl), options);
  const entry = new URL(`./${entryName}.ts`, callerUrl).href;
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Thread(bootstrap, { ...options, eval: true, execArgv: ["--conditions=source"] });
}
