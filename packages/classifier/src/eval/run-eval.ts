import { writeFileSync } from "node:fs";
import { parseWallTime, scheduledToLocal, wallTimeToInstant } from "../dates/zoned-time.js";
import { classify } from "../pipeline.js";
import type { ClassifyOptions } from "../types.js";
import { readCases, type EvalCase, type Prediction } from "./cases.js";
import { DEFAULT_DEV_SET, readArgs, resolveUserPath } from "./paths.js";
import { scoreCases, scheduleMatches } from "./score.js";

/**
 * npm run eval -- --file <cases.jsonl> [--engine local|llm] [--predictions out.jsonl] [--verbose]
 * Runs classify on every case (its `now` is local wall time in its `timezone`) and prints, as
 * the last line, the scores of issue 3 as one JSON object.
 */
async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const file = resolveUserPath(args.get("file") ?? DEFAULT_DEV_SET);
  const engine = args.get("engine") ?? "local";
  const verbose = args.has("verbose");
  const options: ClassifyOptions = {};
  if (engine === "llm") {
    const baseUrl = process.env.LLM_BASE_URL;
    const model = process.env.LLM_MODEL;
    if (!baseUrl || !model) throw new Error("--engine llm needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY optional)");
    options.llm = { baseUrl, model, apiKey: process.env.LLM_API_KEY || undefined };
  } else if (engine !== "local") {
    throw new Error(`unknown --engine ${engine} (local or llm)`);
  }

  const cases = readCases(file);
  const predictions = new Map<string, Prediction>();
  let fallbacks = 0;
  for (const c of cases) {
    const now = wallTimeToInstant(parseWallTime(c.now), c.timezone);
    const { result } = await classify({ text: c.text, now, timezone: c.timezone, context: c.context }, options);
    if (result.fallback_used) fallbacks++;
    predictions.set(c.id, {
      id: c.id,
      domain: result.domain,
      event_type: result.event_type,
      is_container: result.is_container,
      priority: result.priority,
      scheduled_local: scheduledToLocal(result.scheduled_for, c.timezone),
      entities: result.entities,
      waiting_for: result.waiting_for,
      completes: result.completes,
      parent: result.parent_id,
    });
  }

  const predictionsPath = args.get("predictions");
  if (predictionsPath) {
    const out = resolveUserPath(predictionsPath, true);
    writeFileSync(out, cases.map((c) => JSON.stringify(predictions.get(c.id))).join("\n") + "\n");
    console.log(`predictions written to ${out}`);
  }
  if (verbose) for (const c of cases) printMisses(c, predictions.get(c.id)!);
  console.log(`${cases.length} cases from ${file}, engine ${engine}${engine === "llm" ? `, ${fallbacks} fell back to local` : ""}`);
  console.log(JSON.stringify(scoreCases(cases, predictions)));
}

function printMisses(c: EvalCase, p: Prediction): void {
  const e = c.expect;
  const misses: string[] = [];
  const check = (field: string, ok: boolean, exp: unknown, got: unknown) => {
    if (!ok) misses.push(`${field}: expected ${JSON.stringify(exp)} got ${JSON.stringify(got)}`);
  };
  if (e.domain) check("domain", p.domain === e.domain, e.domain, p.domain);
  if (e.event_type) check("event_type", p.event_type === e.event_type, e.event_type, p.event_type);
  if ("priority" in e) check("priority", p.priority === e.priority, e.priority, p.priority);
  if ("scheduled_local" in e) check("scheduled", scheduleMatches(e.scheduled_local ?? null, p.scheduled_local), e.scheduled_local, p.scheduled_local);
  if ("waiting_for" in e) check("waiting", (e.waiting_for ?? null) === null === (p.waiting_for === null), e.waiting_for, p.waiting_for);
  if ("completes" in e) check("completes", (e.completes ?? null) === p.completes, e.completes, p.completes);
  if ("parent" in e) check("parent", (e.parent ?? null) === p.parent, e.parent, p.parent);
  if (e.entities) {
    const a = [...e.entities].map((x) => x.toLowerCase()).sort().join("|");
    const b = [...p.entities].map((x) => x.toLowerCase()).sort().join("|");
    check("entities", a === b, e.entities, p.entities);
  }
  if (misses.length) console.log(`${c.id} ${c.text}\n    ${misses.join("\n    ")}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
