import type { LoadResult } from "./load.js";

export interface RouteResult {
  name: string;
  kind: "baseline-select" | "baseline-insert" | "feed" | "capture" | "view";
  runs: LoadResult[];
}

/** The issue's targets, as ratios to the bare baseline measured in the same run. */
const TARGETS = { feedRatio: 0.5, feedP99Ms: 20, captureRatio: 0.3, viewP99Ms: 50, listBytes: 100 * 1024, atConnections: 10 };

export interface Check {
  target: string;
  measured: string;
  met: boolean;
}

const at = (route: RouteResult | undefined, connections: number) => route?.runs.find((r) => r.connections === connections);

/** Ratios per connection count, and each target met or not. */
export function summarise(results: RouteResult[]): { ratios: Record<string, Record<number, number>>; checks: Check[] } {
  const select = results.find((r) => r.kind === "baseline-select");
  const insert = results.find((r) => r.kind === "baseline-insert");
  const ratios: Record<string, Record<number, number>> = {};
  for (const route of results) {
    const baseline = route.kind === "capture" ? insert : route.kind.startsWith("baseline") ? undefined : select;
    if (!baseline) continue;
    ratios[route.name] = Object.fromEntries(route.runs.map((run) => [run.connections, round(run.requestsPerSecond / Math.max(1e-9, at(baseline, run.connections)?.requestsPerSecond ?? 0))]));
  }
  const n = TARGETS.atConnections;
  const feed = results.find((r) => r.kind === "feed");
  const capture = results.find((r) => r.kind === "capture");
  const checks: Check[] = [];
  // A ratio needs its baseline in the run (--only may leave it out).
  if (at(feed, n) && select) {
    checks.push({ target: `feed ≥ ${TARGETS.feedRatio}× the bare select at ${n} connections`, measured: `${ratios[feed!.name]![n]}×`, met: ratios[feed!.name]![n]! >= TARGETS.feedRatio });
  }
  if (at(feed, n)) {
    checks.push({ target: `feed p99 ≤ ${TARGETS.feedP99Ms} ms at ${n} connections`, measured: `${at(feed, n)!.p99Ms} ms`, met: at(feed, n)!.p99Ms <= TARGETS.feedP99Ms });
  }
  if (at(capture, n) && insert) {
    checks.push({ target: `capture ≥ ${TARGETS.captureRatio}× the bare insert at ${n} connections`, measured: `${ratios[capture!.name]![n]}×`, met: ratios[capture!.name]![n]! >= TARGETS.captureRatio });
  }
  for (const view of results.filter((r) => r.kind === "view" || r.kind === "feed")) {
    const run = at(view, n);
    if (run) checks.push({ target: `${view.name} p99 ≤ ${TARGETS.viewP99Ms} ms at ${n} connections`, measured: `${run.p99Ms} ms`, met: run.p99Ms <= TARGETS.viewP99Ms });
    const largest = Math.max(...view.runs.map((r) => r.bytes));
    checks.push({ target: `${view.name} response ≤ 100 KB`, measured: `${(largest / 1024).toFixed(1)} KB`, met: largest <= TARGETS.listBytes });
  }
  for (const route of results) {
    const failed = route.runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    if (failed > 0) checks.push({ target: `${route.name} answers every request 2xx`, measured: `${failed} errors or non-2xx`, met: false });
  }
  return { ratios, checks };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function printTable(results: RouteResult[], meta: { dialect: string; count: number; seconds: number; machine: Record<string, unknown> }): void {
  const { ratios, checks } = summarise(results);
  console.log(`\n${meta.dialect}, ${meta.count} thoughts, ${meta.seconds} s per run, ${JSON.stringify(meta.machine)}\n`);
  console.log(`${"route".padEnd(28)}${"conns".padStart(6)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"KB".padStart(9)}${"ratio".padStart(8)}`);
  for (const route of results) {
    for (const run of route.runs) {
      const ratio = ratios[route.name]?.[run.connections];
      console.log(
        `${route.name.padEnd(28)}${String(run.connections).padStart(6)}${run.requestsPerSecond.toFixed(0).padStart(10)}${String(run.p50Ms).padStart(9)}${String(run.p99Ms).padStart(9)}${(run.bytes / 1024).toFixed(1).padStart(9)}${(ratio === undefined ? "" : `${ratio}×`).padStart(8)}`,
      );
    }
  }
  console.log("\ntargets:");
  for (const check of checks) console.log(`  ${check.met ? "met    " : "NOT MET"}  ${check.target}: ${check.measured}`);
}
