import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import type { LoadCase, LoadResult } from "./load.js";

const run = promisify(execFile);

/** wrk from Debian's packages (`apt-get install -y wrk`); the scale-out uses it when it is there. */
export const WRK_PATH = process.env.WRK_PATH ?? "/usr/bin/wrk";

export function wrkAvailable(): boolean {
  return existsSync(WRK_PATH);
}

/**
 * Drives one URL with wrk (one thread) for `seconds`: GETs only. On a 2-core machine the load
 * generator shares the cores with what it measures, and wrk, in C, spends several times less CPU
 * per request than autocannon, so more of the machine is left to the servers being compared.
 */
export async function driveWithWrk(target: LoadCase, connections: number, seconds: number): Promise<LoadResult> {
  if (target.method && target.method !== "GET") throw new Error("driveWithWrk sends GETs only");
  const headers = Object.entries(target.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await run(WRK_PATH, ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headers, target.url], { maxBuffer: 1 << 20 });
  return parseWrkOutput(stdout, connections);
}

/** Reads wrk's report (`--latency`); throws when a figure the result needs is missing. */
export function parseWrkOutput(text: string, connections: number): LoadResult {
  const lines = text.split("\n").map((line) => line.trim());
  const valueAfter = (label: string): string | undefined => {
    const line = lines.find((candidate) => candidate.startsWith(label));
    return line?.slice(label.length).trim().split(/\s+/)[0];
  };
  const requestsPerSecond = Number(valueAfter("Requests/sec:"));
  const p50 = valueAfter("50%");
  const p99 = valueAfter("99%");
  const totals = lines.find((line) => line.includes(" requests in "));
  if (!Number.isFinite(requestsPerSecond) || p50 === undefined || p99 === undefined || totals === undefined) {
    throw new Error(`unexpected wrk output:\n${text}`);
  }
  const [requests, , , , read] = totals.split(/\s+/);
  const socketErrors = lines.find((line) => line.startsWith("Socket errors:"));
  const errors = socketErrors ? [...socketErrors.matchAll(/\d+/g)].reduce((sum, match) => sum + Number(match[0]), 0) : 0;
  return {
    connections,
    requestsPerSecond,
    p50Ms: durationMs(p50),
    p99Ms: durationMs(p99),
    bytes: Number(requests) > 0 ? sizeBytes(read ?? "0B") / Number(requests) : 0,
    errors,
    non2xx: Number(valueAfter("Non-2xx or 3xx responses:") ?? 0),
  };
}

const DURATION_UNITS: ReadonlyMap<string, number> = new Map([
  ["us", 0.001],
  ["ms", 1],
  ["s", 1000],
  ["m", 60_000],
]);

const SIZE_UNITS: ReadonlyMap<string, number> = new Map([
  ["B", 1],
  ["KB", 1024],
  ["MB", 1024 ** 2],
  ["GB", 1024 ** 3],
]);

function durationMs(value: string): number {
  return withUnit(value, DURATION_UNITS);
}

function sizeBytes(value: string): number {
  return withUnit(value.replace(/,$/, ""), SIZE_UNITS);
}

function withUnit(value: string, units: ReadonlyMap<string, number>): number {
  const split = value.search(/[A-Za-z]/);
  const factor = split < 0 ? undefined : units.get(value.slice(split));
  const amount = Number(split < 0 ? value : value.slice(0, split));
  if (factor === undefined || !Number.isFinite(amount)) throw new Error(`unexpected wrk figure: ${value}`);
  return amount * factor;
}
