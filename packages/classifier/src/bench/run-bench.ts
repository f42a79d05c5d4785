import { readCases } from "../eval/cases.js";
import { DEFAULT_DEV_SET, readArgs, resolveUserPath } from "../eval/paths.js";
import { parseWallTime, wallTimeToInstant } from "../dates/zoned-time.js";
import { loadWordTable } from "../embeddings/table.js";
import { getTextModels } from "../engines/local/text-models.js";
import { classifyLocal } from "../pipeline.js";
import type { ClassifyInput } from "../types.js";

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * npm run bench -- [--file cases.jsonl] [--rounds 20]
 * Per-thought latency of classifyLocal (all three steps) over the set, after one warm-up pass.
 * Loading the text models and the embedding table is timed and reported on its own.
 */
function main(): void {
  const args = readArgs(process.argv.slice(2));
  const file = resolveUserPath(args.get("file") ?? DEFAULT_DEV_SET);
  const rounds = Number(args.get("rounds") ?? 20);
  const inputs: ClassifyInput[] = readCases(file).map((c) => ({
    text: c.text,
    now: wallTimeToInstant(parseWallTime(c.now), c.timezone),
    timezone: c.timezone,
    context: c.context,
  }));
  // The loads are timed one by one so that a slow cold start can be traced to its part.
  const table0 = performance.now();
  loadWordTable();
  const tableLoadMs = performance.now() - table0;
  const modelLoadMs = getTextModels().loadMs;
  const first0 = performance.now();
  classifyLocal(inputs[0]!);
  const firstMs = performance.now() - first0;
  const coldMs = first0 - table0 + firstMs;
  for (const input of inputs) classifyLocal(input);

  // Wall time is what a caller waits; CPU time (user + system) leaves out waiting for a busy
  // machine's scheduler, so the two together tell slowness from contention.
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      classifyLocal(input);
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${inputs.length} thoughts × ${rounds} rounds from ${file}`);
  console.log(`cold start ${r3(coldMs)} ms: embedding table ${r3(tableLoadMs)} ms, text models ${r3(modelLoadMs)} ms, first thought ${r3(firstMs)} ms`);
  console.log(`wall: p50 ${r3(percentile(times, 50))} ms   p99 ${r3(percentile(times, 99))} ms   max ${r3(times[times.length - 1] ?? 0)} ms   mean ${r3(mean)} ms`);
  console.log(`cpu:  p50 ${r3(percentile(cpu, 50))} ms   p99 ${r3(percentile(cpu, 99))} ms`);
  console.log(
    JSON.stringify({
      thoughts: inputs.length,
      runs: times.length,
      p50_ms: r3(percentile(times, 50)),
      p99_ms: r3(percentile(times, 99)),
      max_ms: r3(times[times.length - 1] ?? 0),
      mean_ms: r3(mean),
      cpu_p50_ms: r3(percentile(cpu, 50)),
      cpu_p99_ms: r3(percentile(cpu, 99)),
      cold_start_ms: r3(coldMs),
      table_load_ms: r3(tableLoadMs),
      model_load_ms: r3(modelLoadMs),
      first_thought_ms: r3(firstMs),
    }),
  );
}

main();
