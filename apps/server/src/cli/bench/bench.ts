/**
 * `npm run bench`: the app against the bare limit, in one run. Seeds (or reuses) an account
 * with --count thoughts, starts a bare Fastify + same-driver baseline and the built app on the
 * same database, drives both with autocannon at each connection count, and prints p50, p99 and
 * req/s per route with the ratio to the baseline; the same figures go to a JSON report.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../../config.js";
import { createDatabase, type Database } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { localToday, safeTimeZone } from "../../lib/local-days.js";
import { createToken, hashToken } from "../../modules/auth/credentials.js";
import { SessionsRepository } from "../../modules/auth/sessions.repository.js";
import { seedAccount } from "../seed/seed-account.js";
import { formatContextCost, measureContextCost } from "./context-cost.js";
import { formatFeedLcp, measureFeedLcp, type FeedLcpResult } from "./feed-lcp.measure.js";
import { drive, type LoadCase, type LoadResult } from "./load.js";
import { cpuSecondsOf, finishedChildrenCpuSeconds, machineBusySeconds, mainThreadCpuSecondsOf, ProcessGroup, startBackground, startProcess } from "./processes.js";
import { driveWithWrk, WRK_PATH, wrkAvailable } from "./wrk.js";
import { printTable, summarise, type RouteResult } from "./report.js";

const USAGE = `Usage: npm run bench -- [--count 100000] [--seconds 10] [--connections 1,10,50] [--data-dir data/bench] [--out bench-report.json] [--scale] [--no-lcp] [--only kind,…] [--cpu-prof dir]

SQLite in --data-dir by default; PostgreSQL when DATABASE_URL is set (--scale then also runs
2 API processes + 1 worker against 1, driven by autocannon and, when /usr/bin/wrk is installed,
by wrk, which leaves more of a small machine's cores to the servers). At the end it measures the feed's Largest Contentful Paint
with 1,000 thoughts in headless Chromium (as npm run bench:lcp; --no-lcp skips it).
--only keeps the routes of the kinds named (baseline-select, baseline-insert, feed, view, capture),
for a quick A/B of one route; the full run is the figure. --cpu-prof writes the app's CPU profiles
(its threads', on exit) into dir, to see where a route's time goes.
Run npm run build first: the bench starts the built server.`;

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, "../../..");
const EMAIL = "bench@example.com";
const CAPTURE_PREFIX = "bench capture ";

async function prepareAccount(config: ReturnType<typeof loadConfig>, count: number): Promise<{ userId: string; token: string; timezone: string }> {
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    // Every run starts from the seeded account: an earlier run's captures ("… tomorrow at 3pm")
    // would pile thousands of items onto one calendar day and into the search results.
    const previous = await database.db
      .deleteFrom("thoughts")
      .where("original_input", "like", `${CAPTURE_PREFIX}%`)
      .where("user_id", "in", (eb) => eb.selectFrom("users").select("id").where("email", "=", EMAIL))
      .executeTakeFirst();
    if (Number(previous.numDeletedRows) > 0) console.log(`removed ${previous.numDeletedRows} thoughts captured by an earlier run`);
    const existing = await database.db
      .selectFrom("thoughts")
      .innerJoin("users", "users.id", "thoughts.user_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("users.email", "=", EMAIL)
      .executeTakeFirst();
    const have = Number(existing?.n ?? 0);
    const user = await seedAccount(database, { email: EMAIL, count: Math.max(1, count - have), days: 730, seed: have + 1, log: (line) => process.stdout.write(`\rseeding ${line}`) });
    if (have < count) console.log();
    // Fresh rows have no planner statistics and no visibility map until autovacuum gets to them;
    // a bench right after seeding would measure plans and heap fetches (index-only scans reading
    // the table anyway: 4 ms instead of 0.6 for the timeline's counts) no running installation has.
    if (database.dialect === "postgres") await sql`vacuum analyze thoughts`.execute(database.db);
    const token = createToken();
    const now = new Date();
    await new SessionsRepository(database.db).createSession(user.id, hashToken(token), now, new Date(now.getTime() + 6 * 3_600_000));
    return { userId: user.id, token, timezone: safeTimeZone(user.timezone) };
  } finally {
    await database.destroy();
  }
}

async function runBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: "string", default: "100000" },
      seconds: { type: "string", default: "10" },
      connections: { type: "string", default: "1,10,50" },
      "data-dir": { type: "string", default: "data/bench" },
      out: { type: "string", default: "bench-report.json" },
      scale: { type: "boolean", default: false },
      lcp: { type: "boolean", default: true },
      only: { type: "string" },
      "cpu-prof": { type: "string" },
    },
    allowNegative: true,
  });
  const count = Number(values.count);
  const seconds = Number(values.seconds);
  const levels = values.connections.split(",").map(Number);
  if (!Number.isInteger(count) || count < 1 || !(seconds > 0) || levels.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(USAGE);
    return 1;
  }
  const serverJs = path.join(serverRoot, "dist/server.js");
  if (!existsSync(serverJs)) {
    console.error(`${serverJs} is missing: run npm run build first.`);
    return 1;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, values["data-dir"]);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const dialect = config.database.dialect;
  const account = await prepareAccount(config, count);
  const benchStarted = new Date();

  const dbEnv: Record<string, string> =
    config.database.dialect === "postgres" ? { DATABASE_URL: config.database.url } : { DATA_DIR: dataDir, SQLITE_FILE: config.database.file };
  // Per-request logging at info costs real time; a deployment that wants it pays it too, but
  // the ratio is about the app's own work. Limits are raised so the bench measures throughput.
  const appEnv = { ...dbEnv, LOG_LEVEL: "warn", NODE_ENV: "production", ...BENCH_LIMITS };
  const processes = new ProcessGroup();
  try {
    const baseline = await processes.add(startProcess(["--import", "tsx", path.join(here, "baseline-server.ts")], dbEnv, 3291, `/page?user=${account.userId}`));
    const profile = values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(base, values["cpu-prof"])] : [];
    const app = await processes.add(startProcess([...profile, serverJs], appEnv, 3292, "/api/health"));
    await waitForIdleQueue(config);
    const auth = { authorization: `Bearer ${account.token}` };
    let captured = 0;
    const captureBody = () => JSON.stringify({ original_input: `${CAPTURE_PREFIX}${(captured += 1)}: call Sam about the kitchen quote tomorrow at 3pm` });
    const today = localToday(new Date(), account.timezone);
    const routes: Array<{ name: string; kind: RouteResult["kind"]; target: LoadCase }> = [
      { name: "baseline select (50 rows)", kind: "baseline-select", target: { url: `${baseline.url}/page?user=${account.userId}` } },
      { name: "baseline insert", kind: "baseline-insert", target: { url: `${baseline.url}/insert?user=${account.userId}`, method: "POST", body: captureBody } },
      { name: "feed (50)", kind: "feed", target: { url: `${app.url}/api/thoughts?limit=50`, headers: auth } },
      { name: "calendar day", kind: "view", target: { url: `${app.url}/api/thoughts/calendar/day/${today}`, headers: auth } },
      { name: "timeline", kind: "view", target: { url: `${app.url}/api/thoughts/timeline`, headers: auth } },
      { name: "waiting", kind: "view", target: { url: `${app.url}/api/thoughts/waiting`, headers: auth } },
      { name: "search", kind: "view", target: { url: `${app.url}/api/thoughts/search?q=kitchen`, headers: auth } },
      { name: "projects", kind: "view", target: { url: `${app.url}/api/thoughts?is_container=true&container_type=Projects&limit=50`, headers: auth } },
      { name: "file browser", kind: "view", target: { url: `${app.url}/api/export-viewer/simple-titles`, headers: auth } },
      { name: "insights", kind: "view", target: { url: `${app.url}/api/insights`, headers: auth } },
      // Last: each capture leaves a classify job, and the worker threads working off that
      // backlog would otherwise share the two cores with the views measured after it.
      { name: "capture", kind: "capture", target: { url: `${app.url}/api/thoughts`, method: "POST", headers: auth, body: captureBody } },
    ];
    const kinds = values.only?.split(",");
    const results: RouteResult[] = [];
    let scale: Record<string, unknown> | null = null;
    const captureCpu: CaptureCpu[] = [];
    for (const route of routes.filter((candidate) => !kinds || kinds.includes(candidate.kind))) {
      // Scale-out reads before the capture load, whose backlog of jobs would share the cores.
      if (route.kind === "capture" && values.scale && dialect === "postgres") scale = await runScaleOut(serverJs, appEnv, account.token, seconds);
      const runs: LoadResult[] = [];
      for (const connections of levels) {
        const before = { thread: mainThreadCpuSecondsOf(app.pid), process: cpuSecondsOf(app.pid) };
        const run = await drive(route.target, connections, seconds);
        runs.push(run);
        if (route.kind === "capture") captureCpu.push(cpuPerRequest(run, before, app.pid, seconds));
        process.stdout.write(".");
      }
      results.push({ name: route.name, kind: route.kind, runs });
    }
    console.log();
    // Under the capture load the worker let the requests go first (Worker.deferWhile); what it
    // left is worked off afterwards, and how fast is part of the figure (a later run waits for the rest).
    const backlog = await measureBacklog(config, BACKLOG_WATCH_MS);
    console.log(
      `classify jobs left by the capture load: ${backlog.jobs}; ${backlog.jobs - backlog.left} worked off in the ${backlog.seconds} s after it (${backlog.perSecond} a second), ${backlog.left} left`,
    );


    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
    const summary = summarise(results);
    printTable(results, { dialect, count, seconds, machine });
    const contextCost = await measureContextCost(config, account.userId, benchStarted);
    console.log(formatContextCost(contextCost));
    for (const cpu of captureCpu)
      console.log(`CPU per capture at ${cpu.connections} connections: ${cpu.apiThreadUs} µs on the API's thread, ${cpu.processUs} µs in the whole app process (its threads included)`);
    // --only without capture: the scale-out still runs when asked for.
    if (values.scale && dialect === "postgres" && !scale) scale = await runScaleOut(serverJs, appEnv, account.token, seconds);
    if (scale) console.log(`\nscale-out (PostgreSQL, feed, 10 connections): ${JSON.stringify(scale)}`);
    // The LCP has a server and 1,000 thoughts of its own; the app measured above would still be
    // working off the capture load's jobs on the same two cores and slow the page it times.
    await processes.stopAll();
    const lcp = values.lcp ? await runFeedLcp(serverJs) : null;
    const out = path.resolve(base, values.out);
    writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), dialect, thoughts: count, seconds, machine, results, summary, backlog, contextCost, captureCpu, scale, lcp }, null, 2));
    console.log(`\nreport written to ${out}`);
    return 0;
  } finally {
    await processes.stopAll();
  }
}

interface CaptureCpu {
  connections: number;
  apiThreadUs: number;
  processUs: number;
}

/**
 * CPU time the app spent per request of one load run, on its event loop and in all: unlike
 * req/s, it barely moves with what else the machine runs (the clock-tick counts are coarse, so
 * it is an average over the whole run).
 */
function cpuPerRequest(run: LoadResult, before: { thread: number; process: number }, pid: number, seconds: number): CaptureCpu {
  const requests = Math.max(1, run.requestsPerSecond * seconds);
  const perRequestUs = (cpuSeconds: number) => Math.round((cpuSeconds / requests) * 1e6);
  return { connections: run.connections, apiThreadUs: perRequestUs(mainThreadCpuSecondsOf(pid) - before.thread), processUs: perRequestUs(cpuSecondsOf(pid) - before.process) };
}

/** Jobs queued or running, whatever their type. */
async function jobsWaiting(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "in", ["queued", "running"])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Classify jobs left by an earlier run's captures (capture answers before its job runs) would
 * be worked off by the app's worker threads during this run and slow every route measured; the
 * app is left to finish them first.
 */
async function waitForIdleQueue(config: ReturnType<typeof loadConfig>, maxWaitMs = 900_000): Promise<void> {
  const database = createDatabase(config.database);
  try {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const waiting = await jobsWaiting(database);
      if (waiting === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting} jobs still waiting after ${maxWaitMs / 1000} s`);
      process.stdout.write(`\rwaiting for ${waiting} classify jobs left by an earlier run   `);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    process.stdout.write("\n");
  } finally {
    await database.destroy();
  }
}

/** How long the bench watches the capture load's jobs being worked off before it goes on. */
const BACKLOG_WATCH_MS = 60_000;

async function measureBacklog(config: ReturnType<typeof loadConfig>, watchMs: number): Promise<{ jobs: number; left: number; seconds: number; perSecond: number }> {
  const database = createDatabase(config.database);
  const waiting = () => jobsWaiting(database);
  try {
    const started = Date.now();
    const jobs = await waiting();
    let left = jobs;
    while (left > 0 && Date.now() - started < watchMs) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      left = await waiting();
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    return { jobs, left, seconds, perSecond: Math.round((jobs - left) / Math.max(1, seconds)) };
  } finally {
    await database.destroy();
  }
}

/** The browser part of the bench, on its own server and data dir; a failure there is reported, not fatal. */
async function runFeedLcp(serverJs: string): Promise<FeedLcpResult | { error: string }> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  try {
    if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    const result = await measureFeedLcp({ serverJs, count: 1000, runs: 3, chromiumPath });
    console.log(`\n${formatFeedLcp(result)}`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nfeed LCP could not be measured: ${message}`);
    return { error: message };
  }
}

/** Raised for the bench only: the default per-user limits would turn most requests into 429s. */
const BENCH_LIMITS: Record<string, string> = {
  RATE_LIMIT_AUTH: "1000000",
  RATE_LIMIT_CAPTURE: "1000000",
  RATE_LIMIT_CHAT: "1000000",
  RATE_LIMIT_SEARCH: "1000000",
  RATE_LIMIT_VOICE: "1000000",
  DAILY_LLM_QUOTA: "0",
  DAILY_STT_QUOTA: "0",
};

/** 1 API process against 2 (both WORKER=off) plus 1 worker, on one PostgreSQL: reads split across the APIs. */
async function runScaleOut(
  serverJs: string,
  appEnv: Record<string, string>,
  token: string,
  seconds: number,
): Promise<Record<string, unknown>> {
  const auth = { authorization: `Bearer ${token}` };
  const group = new ProcessGroup();
  try {
    return await measureScaleOut(serverJs, appEnv, auth, seconds, group);
  } finally {
    // Stopped before the capture load: an idle extra worker would still take its jobs.
    await group.stopAll();
  }
}

async function measureScaleOut(
  serverJs: string,
  appEnv: Record<string, string>,
  auth: Record<string, string>,
  seconds: number,
  group: ProcessGroup,
): Promise<Record<string, unknown>> {
  const worker = await group.add(startBackground([path.join(serverRoot, "dist/worker.js")], appEnv));
  const one = await group.add(startProcess([serverJs], { ...appEnv, WORKER: "off" }, 3293, "/api/health"));
  const two = await group.add(startProcess([serverJs], { ...appEnv, WORKER: "off" }, 3294, "/api/health"));
  // Where the cores went during each run: on a small machine the API processes share them with
  // PostgreSQL and with the load generator ("machine" is every core's busy time).
  const coresUsed = async (run: () => Promise<number>) => {
    const read = () => ({
      apis: cpuSecondsOf(one.pid) + cpuSecondsOf(two.pid),
      worker: cpuSecondsOf(worker.pid),
      machine: machineBusySeconds(),
      // This process (autocannon) and its finished children (wrk).
      loadGenerator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + finishedChildrenCpuSeconds(),
    });
    const before = read();
    const startedAt = Date.now();
    const requestsPerSecond = await run();
    const after = read();
    const wall = (Date.now() - startedAt) / 1000;
    const cores = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, Number(((value - before[key as keyof typeof before]) / wall).toFixed(2))]));
    return { requestsPerSecond, cores };
  };
  const compare = async (driveLoad: typeof drive) => {
    const feed = (p: { url: string }) => ({ url: `${p.url}/api/thoughts?limit=50`, headers: auth });
    const single = await coresUsed(async () => (await driveLoad(feed(one), 10, seconds)).requestsPerSecond);
    const pair = await coresUsed(async () => {
      const runs = await Promise.all([one, two].map((p) => driveLoad(feed(p), 5, seconds)));
      return runs.reduce((sum, r) => sum + r.requestsPerSecond, 0);
    });
    return {
      oneApi: single.requestsPerSecond,
      twoApis: pair.requestsPerSecond,
      ratio: Number((pair.requestsPerSecond / single.requestsPerSecond).toFixed(2)),
      coresOneApi: single.cores,
      coresTwoApis: pair.cores,
    };
  };
  return {
    autocannon: await compare(drive),
    wrk: wrkAvailable() ? await compare(driveWithWrk) : `not measured: ${WRK_PATH} is missing (apt-get install -y wrk)`,
  };
}

process.exitCode = await runBench(process.argv.slice(2));
