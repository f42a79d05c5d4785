/**
 * `npm run test:crash`: 20 capture clients keep posting while the server is SIGKILLed and
 * restarted (3 times by default). Each capture carries an Idempotency-Key and is retried with
 * the same key until acknowledged, as the web app does. At the end every acknowledged thought
 * must exist exactly once and be classified; the script prints the counts and exits 1 if not.
 * It starts the built server (npm run build first) on a fresh SQLite database, or on
 * DATABASE_URL's PostgreSQL when that is set.
 */
import BetterSqlite3 from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = 3297;
const BASE = `http://127.0.0.1:${PORT}/api`;
/** A constant of this script, so it may stand in the SQL text. */
const CRASH_EMAIL = "crash@example.com";

async function waitHealthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${BASE}/health`).then((r) => r.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error("server did not become healthy within 30 s");
}

/** Thoughts not yet classified (nor failed), read from the server's database itself. */
async function countUnclassified(dataDir: string): Promise<{ count: () => Promise<number>; close: () => Promise<void> }> {
  const text = `select count(*) as n from thoughts where processing_status not in ('done', 'failed')
    and user_id = (select id from users where email = '${CRASH_EMAIL}')`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return { count: async () => Number((await client.query<{ n: string }>(text)).rows[0]!.n), close: () => client.end() };
  }
  const db = new BetterSqlite3(path.join(dataDir, "life.db"), { readonly: true });
  return { count: async () => (db.prepare(text).get() as { n: number }).n, close: async () => void db.close() };
}

async function runCrashTest(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { kills: { type: "string", default: "3" }, clients: { type: "string", default: "20" }, seconds: { type: "string", default: "4" } } });
  const kills = Number(values.kills);
  const clients = Number(values.clients);
  const runMs = Number(values.seconds) * 1000;
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-crash-"));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_AUTH: "1000000", RATE_LIMIT_CAPTURE: "1000000" };
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(process.execPath, [path.join(serverRoot, "dist/server.js")], { env, stdio: ["ignore", "ignore", "inherit"] });
    await waitHealthy(server);
  };

  try {
    await start();
    const register = await fetch(`${BASE}/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: CRASH_EMAIL, password: "crash-test-1" }) });
    const { token } = (await register.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };

    const acknowledged = new Map<string, string>(); // marker → thought id
    const attempted = new Set<string>();
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const marker = `crash-${n}-${i}`;
        const key = randomUUID();
        attempted.add(marker);
        // Retried with the same key until the server answers: a save whose answer was lost is not made twice.
        for (;;) {
          const response = await fetch(`${BASE}/thoughts`, {
            method: "POST",
            headers: { ...headers, "idempotency-key": key },
            body: JSON.stringify({ original_input: `${marker}: call the plumber about the leak tomorrow at 9am` }),
          }).catch(() => null);
          if (response && response.status < 300) {
            acknowledged.set(marker, ((await response.json()) as { data: { id: string } }).data.id);
            break;
          }
          if (response && response.status < 500 && response.status !== 429) throw new Error(`capture refused: ${response.status} ${await response.text()}`);
          if (!running) break;
          await sleep(50);
        }
      }
    };
    const load = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
    for (let k = 0; k < kills; k++) {
      await sleep(runMs);
      server!.kill("SIGKILL");
      await new Promise((resolve) => server!.once("exit", resolve));
      await start();
    }
    await sleep(runMs);
    running = false;
    await load;

    // Every acknowledged thought classified, and the backlog never stalls: the run fails when 20 s go by without
    // one more thought classified (a stuck job), or past a ceiling of 30 ms a thought (at least 2 minutes). A fixed
    // 60 s (or 15 ms a thought) failed CI once at 60.5 s for 3,901 thoughts that were being worked off steadily: CI
    // runs this beside the browser tests, which take one of the 2 cores, and the backlog cleared in 29 s alone. The
    // wait asks the database how many are left: paging the whole feed every half second kept the API busy, and the
    // in-process worker lets requests go first, so it slowed what it waited for.
    const loadEnded = Date.now();
    const limitMs = Math.max(120_000, acknowledged.size * 30);
    const stallMs = 20_000;
    const deadline = loadEnded + limitMs;
    const unclassified = await countUnclassified(dataDir);
    let stalled = false;
    try {
      let left = await unclassified.count();
      let lastProgress = Date.now();
      while (left > 0 && Date.now() < deadline) {
        await sleep(500);
        const now = await unclassified.count();
        if (now < left) lastProgress = Date.now();
        left = now;
        if (left > 0 && Date.now() - lastProgress > stallMs) {
          stalled = true;
          break;
        }
      }
    } finally {
      await unclassified.close();
    }
    const waitedSeconds = (Date.now() - loadEnded) / 1000;
    const thoughts: Array<{ id: string; original_input: string; processing_status: string; domain: string | null }> = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await (await fetch(`${BASE}/thoughts?limit=100&offset=${offset}`, { headers })).json()) as { data: typeof thoughts };
      thoughts.push(...page.data);
      if (page.data.length < 100) break;
    }
    const byMarker = new Map<string, number>();
    for (const t of thoughts) {
      const marker = t.original_input.split(":")[0]!;
      byMarker.set(marker, (byMarker.get(marker) ?? 0) + 1);
    }
    const ids = new Set(thoughts.map((t) => t.id));
    const storedOnce = [...acknowledged.keys()].filter((m) => byMarker.get(m) === 1).length;
    const duplicated = [...byMarker.values()].filter((n) => n > 1).length;
    const missing = [...acknowledged.values()].filter((id) => !ids.has(id)).length;
    // Capture stores the thought unclassified; only its job gives it a domain.
    const classified = thoughts.filter((t) => acknowledged.has(t.original_input.split(":")[0]!) && t.processing_status === "done" && t.domain !== null).length;
    console.log(`kills: ${kills}, clients: ${clients}, attempted: ${attempted.size}`);
    console.log(`acknowledged: ${acknowledged.size}, stored once: ${storedOnce}, classified: ${classified}, duplicated: ${duplicated}, missing: ${missing}`);
    console.log(`classification after the load: ${waitedSeconds.toFixed(1)} s (limit ${limitMs / 1000} s, or ${stallMs / 1000} s without progress)${stalled ? ": STALLED" : ""}`);
    const ok = acknowledged.size > 0 && storedOnce === acknowledged.size && classified === acknowledged.size && duplicated === 0 && missing === 0;
    console.log(ok ? "crash test passed" : "crash test FAILED");
    return ok ? 0 : 1;
  } finally {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await runCrashTest(process.argv.slice(2));
