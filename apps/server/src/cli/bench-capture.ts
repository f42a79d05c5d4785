import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./bench/percentile.js";

/**
 * `npm run bench:capture [-- --n 500] [--source] [--profile DIR]`: end-to-end latency of POST /api/thoughts on
 * SQLite over real HTTP, with the in-process worker running as in production. Starts the built
 * server (or the TypeScript source with --source, or when not built) on a temp database and a
 * free loopback port, seeds some context, captures N thoughts one after another and prints
 * p50/p95/p99. Capture only stores and queues; then, one capture at a time on the idle server,
 * it measures how long until the card is classified (what a person waits to see it filled in).
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const n = Math.max(1, Math.min(10_000, Number(args[args.indexOf("--n") + 1]) || 500));
const fromSource = args.includes("--source") || !existsSync(path.join(serverRoot, "dist/server.js"));
/** --profile DIR: the server writes a V8 CPU profile there on exit (open it in Chrome DevTools). */
const profileDir = args.includes("--profile") ? path.resolve(args[args.indexOf("--profile") + 1] ?? "profiles") : null;
const WARM_UP = 30;
/** Captures whose time to classified is measured, each alone on an idle server. */
const CLASSIFIED_SAMPLES = Math.min(50, n);

const thoughts = [
  "Call {name} tomorrow at 2pm about the {topic}",
  "finally ordered the tiles for the {topic}",
  "Waiting for {name} to send the signed contract",
  "Pick up milk and bread on the way home",
  "Book a dentist appointment next friday morning",
  "Felt really anxious before the meeting with {name} today",
  "Plan the {topic}: get three quotes, pick a date, tell {name}",
  "Read chapter 4 of Deep Work tonight",
  "Pay the electricity bill by the end of the month",
  "Met {name} at the conference, she works on payments at Stripe",
  "Email {name} the Q3 budget draft by Friday",
  "Remind me to water the plants in 20 minutes",
  "Thinking about buying a new car, maybe a used Tesla",
  "{name} still hasn't replied about the {topic}",
  "Decided to sign up for the half marathon in May",
];
const names = ["Sarah", "Tom", "Priya", "Marcus", "Elena", "Sam Ortiz", "Dr. Patel", "Mum"];
const topics = ["kitchen renovation", "garden redesign", "Q3 sales report", "wedding planning", "tax return", "website launch"];

const seed = {
  projects: ["Kitchen renovation", "Garden redesign", "Q3 sales report", "Wedding planning"],
  tasks: ["Call the plumber", "Order backsplash tiles", "Send the invoice to Acme", "Book the venue", "Renew the passport", "File the tax return"],
  contacts: ["Sarah Jones", "Tom Becker", "Priya Nair", "Sam Ortiz", "Elena Rossi"],
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): ChildProcess {
  const command = fromSource ? ["--conditions=source", "--import", "tsx", "src/server.ts"] : ["dist/server.js"];
  if (profileDir) command.unshift("--cpu-prof", `--cpu-prof-dir=${profileDir}`);
  return spawn(process.execPath, command, {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      INIT_CWD: serverRoot,
      // A bench captures far faster than a person; the per-minute limits would answer 429.
      RATE_LIMIT_AUTH: "1000000",
      RATE_LIMIT_CAPTURE: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start within 30 s");
}

async function call<T>(base: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Captured = { data: { id: string; domain: string | null; ai_title: string | null; processing_status: string } };

async function seedContext(base: string, token: string): Promise<void> {
  const kinds = [
    ["projects", { is_container: true, container_type: "Projects", event_type: "project" }],
    ["tasks", { container_type: "Tasks", event_type: "task" }],
    ["contacts", { is_container: true, container_type: "Contacts", event_type: "contact" }],
  ] as const;
  for (const [kind, fields] of kinds) {
    for (const title of seed[kind]) {
      const { data } = await call<Captured>(base, "POST", "/thoughts", token, { original_input: title });
      await call(base, "PUT", `/thoughts/${data.id}`, token, { ...fields, ai_title: title });
    }
  }
}

/** CPU time the server process has used, in ms (Linux /proc); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * One capture at a time on the drained server: from sending it to reading it back classified
 * (the card leaving "Classifying…"), polled every 5 ms. The web app polls every second.
 */
async function measureTimeToClassified(base: string, token: string, text: (i: number) => string, fmt: (ms: number) => string): Promise<void> {
  const waits: number[] = [];
  for (let i = 0; i < CLASSIFIED_SAMPLES; i++) {
    const started = performance.now();
    const { data } = await call<Captured>(base, "POST", "/thoughts", token, { original_input: text(i) });
    for (;;) {
      const { data: now } = await call<Captured>(base, "GET", `/thoughts/${data.id}`, token);
      if (now.processing_status === "done" || now.processing_status === "failed") break;
      if (performance.now() - started > 30_000) throw new Error(`thought ${data.id} not classified within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    waits.push(performance.now() - started);
  }
  waits.sort((a, b) => a - b);
  console.log(`  capture to classified, one at a time on an idle server (n=${CLASSIFIED_SAMPLES}): p50 ${fmt(percentile(waits, 50))} ms  p95 ${fmt(percentile(waits, 95))} ms  max ${fmt(waits[waits.length - 1]!)} ms`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const server = startServer(port, dataDir);
  try {
    await waitForHealth(base);
    const { token } = await call<{ token: string }>(base, "POST", "/auth/register", undefined, { email: "bench@example.com", password: "bench-password" });
    await seedContext(base, token);

    const text = (i: number) =>
      thoughts[i % thoughts.length]!.replaceAll("{name}", names[i % names.length]!).replaceAll("{topic}", topics[(i * 7) % topics.length]!);
    for (let i = 0; i < WARM_UP; i++) await call(base, "POST", "/thoughts", token, { original_input: text(i) });

    const times: number[] = [];
    let classified = 0;
    const cpuBefore = cpuMs(server.pid);
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const { data } = await call<Captured>(base, "POST", "/thoughts", token, { original_input: text(i + WARM_UP) });
      times.push(performance.now() - started);
      if (data.domain !== null && data.ai_title) classified += 1;
    }
    times.sort((a, b) => a - b);
    const fmt = (ms: number) => ms.toFixed(1);
    console.log(`capture (POST /api/thoughts, SQLite, ${fromSource ? "tsx source" : "built"} server), n=${n}`);
    console.log(`  p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  p99 ${fmt(percentile(times, 99))} ms  max ${fmt(times[times.length - 1]!)} ms`);
    console.log(`  answered already classified: ${((100 * classified) / n).toFixed(1)} % (capture only stores and queues)`);
    // Latency depends on what else the machine runs; CPU time per capture much less so.
    const printCpu = (what: string) => {
      const cpuAfter = cpuMs(server.pid);
      if (cpuBefore !== null && cpuAfter !== null) console.log(`  server CPU per capture, ${what}: ${fmt((cpuAfter - cpuBefore) / n)} ms`);
    };

    const drainStarted = performance.now();
    for (;;) {
      const status = await call<{ queue: Record<string, number>; worker: { in_process: boolean } }>(base, "GET", "/debug/marching-orders-status", token);
      if (!status.worker.in_process) {
        printCpu("no job run (WORKER=off)");
        console.log(`  jobs: ${status.queue.queued} queued (WORKER=off: no worker in the server)`);
        break;
      }
      if (status.queue.queued === 0 && status.queue.running === 0) {
        // Counted once the queue is drained, so every capture's job is in it (its threads too).
        printCpu("its background job (threads) included");
        console.log(`  jobs: ${status.queue.done} done, ${status.queue.failed} failed; queue drained ${fmt(performance.now() - drainStarted)} ms after the last capture`);
        await measureTimeToClassified(base, token, (i) => text(i + WARM_UP + n), fmt);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
