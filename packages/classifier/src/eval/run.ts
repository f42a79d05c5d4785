import { writeFileSync } from "node:fs";
import { parseWallTime, scheduledToLocal, wallTimeToInstant } from "../dates/zoned-time.js";
import { classify, classifyLocal } from "../pipeline.js";
import type { ClassifyInput, ClassifyResult, LlmConfig } from "../types.js";
import { readCases, type EvalCase, type Prediction } from "./cases.js";
import { scheduleMatches, scoreCases, type EvalReport } from "./score.js";
import { formatSideBySide } from "./side-by-side.js";

export interface EvalRun {
  /** The cases file, already resolved. */
  file: string;
  engine: "local" | "llm";
  /** Required with engine llm. */
  llm?: LlmConfig;
  /** Where to write the chosen engine's predictions, already resolved. */
  predictionsPath?: string;
  verbose?: boolean;
  /** Cases sent to the model at once (engine llm). */
  concurrency?: number;
  /** One printed line; console.log from the command line. */
  print: (line: string) => void;
}

export interface EvalOutcome {
  report: EvalReport;
  /** The local engine's scores beside the model's (engine llm only). */
  local?: EvalReport;
  fallbacks: number;
}

function inputOf(c: EvalCase): ClassifyInput {
  return { text: c.text, now: wallTimeToInstant(parseWallTime(c.now), c.timezone), timezone: c.timezone, context: c.context };
}

function predictionOf(c: EvalCase, result: ClassifyResult): Prediction {
  return {
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
  };
}

/** Runs `work` over the items with at most `limit` in flight, keeping the results in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return out;
}

/**
 * The eval: classify every case (its `now` is local wall time in its `timezone`) and print, as
 * the last line, the scores as one JSON object. With engine llm the local engine runs too, and
 * a table of both engines' scores per field comes before the summary.
 */
export async function runEval(run: EvalRun): Promise<EvalOutcome> {
  const cases = readCases(run.file);
  const local = new Map(cases.map((c) => [c.id, predictionOf(c, classifyLocal(inputOf(c)).result)]));
  let predictions = local;
  let fallbacks = 0;
  if (run.engine === "llm") {
    if (!run.llm) throw new Error("--engine llm needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY optional)");
    const llm = run.llm;
    const results = await mapLimited(cases, run.concurrency ?? 4, async (c) => (await classify(inputOf(c), { llm })).result);
    fallbacks = results.filter((r) => r.fallback_used).length;
    predictions = new Map(cases.map((c, i) => [c.id, predictionOf(c, results[i]!)]));
  }

  if (run.predictionsPath) {
    writeFileSync(run.predictionsPath, cases.map((c) => JSON.stringify(predictions.get(c.id))).join("\n") + "\n");
    run.print(`predictions written to ${run.predictionsPath}`);
  }
  if (run.verbose) for (const c of cases) printMisses(c, predictions.get(c.id)!, run.print);
  const report = scoreCases(cases, predictions);
  const outcome: EvalOutcome = { report, fallbacks };
  if (run.engine === "llm") {
    outcome.local = scoreCases(cases, local);
    for (const line of formatSideBySide(outcome.local, report, run.llm!.model)) run.print(line);
  }
  run.print(`${cases.length} cases from ${run.file}, engine ${run.engine}${run.engine === "llm" ? `, ${fallbacks} fell back to local` : ""}`);
  run.print(JSON.stringify(report));
  return outcome;
}

function printMisses(c: EvalCase, p: Prediction, print: (line: string) => void): void {
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
  if (misses.length) print(`${c.id} ${c.text}\n    ${misses.join("\n    ")}`);
}
