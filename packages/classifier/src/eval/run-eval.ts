import { DEFAULT_DEV_SET, readArgs, resolveUserPath } from "./paths.js";
import { runEval } from "./run.js";

/**
 * npm run eval -- [--file <cases.jsonl>] [--engine local|llm] [--predictions out.jsonl] [--verbose] [--concurrency N]
 * Prints, as the last line, the scores as one JSON object. With --engine llm, the configured
 * OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY optional, LLM_TIMEOUT_MS)
 * classifies every case, and a table sets its scores beside the local engine's.
 */
async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const engine = args.get("engine") ?? "local";
  if (engine !== "local" && engine !== "llm") throw new Error(`unknown --engine ${engine} (local or llm)`);
  const baseUrl = process.env.LLM_BASE_URL;
  const model = process.env.LLM_MODEL;
  const timeoutMs = Number(process.env.LLM_TIMEOUT_MS) || undefined;
  const predictions = args.get("predictions");
  await runEval({
    file: resolveUserPath(args.get("file") ?? DEFAULT_DEV_SET),
    engine,
    llm: baseUrl && model ? { baseUrl, model, apiKey: process.env.LLM_API_KEY || undefined, ...(timeoutMs ? { timeoutMs } : {}) } : undefined,
    predictionsPath: predictions ? resolveUserPath(predictions, true) : undefined,
    verbose: args.has("verbose"),
    concurrency: Number(args.get("concurrency")) || undefined,
    print: (line) => console.log(line),
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
