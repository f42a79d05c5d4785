import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createToken, hashToken } from "../modules/auth/credentials.js";
import { SessionsRepository } from "../modules/auth/sessions.repository.js";
import { DEFAULT_VOICE_MAX_BYTES } from "../modules/chat/chat.config.js";
import { seedAccount } from "./seed/seed-account.js";
import { percentile } from "./bench/percentile.js";

const USAGE = `Usage: npm run bench:qa [-- --thoughts 10000 --iterations 300 --long 0]

Times POST /api/chat/respond through the whole app on a temporary SQLite database seeded with
--thoughts classified thoughts over two years (npm run seed's generator), asking every kind of
question the answerer reads: sums, counts, what's left, waiting, decisions, feelings, people,
when, schedule, best matches, and one that matches nothing. Prints p50 and p99 (target p99 ≤ 50 ms).
--long N makes the newest N thoughts 10,000-character pastes, the longest a thought may be.`;

/** A paste that touches every answer's cues: money, a time, a feeling, a wait, a decision, a doing. */
const PASTE = "paid $12 for coffee with Tom on friday at 3, felt tired, waiting on the shop to call back, decided to run more tonight ";

const QUESTIONS = [
  "how much did i spend on the electricity bill this year?",
  "how many times did i go running last month?",
  "how many things are left for the kitchen renovation?",
  "what am i waiting on from the shop?",
  "what did i decide about the party?",
  "how have i been feeling this month?",
  "who is Sarah?",
  "when did i last have coffee with Tom?",
  "when is the dentist appointment?",
  "what's on next week?",
  "what was the book i was reading?",
  "what was the name of the harpsichord tuner?",
];

async function runBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { thoughts: { type: "string", default: "10000" }, iterations: { type: "string", default: "300" }, long: { type: "string", default: "0" } } });
  const count = Number(values.thoughts);
  const iterations = Number(values.iterations);
  const long = Number(values.long);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(iterations) || iterations < 1 || !Number.isInteger(long) || long < 0) {
    console.error(USAGE);
    return 1;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "life-bench-qa-"));
  const config = { ...loadConfig(), logLevel: "silent", database: { dialect: "sqlite" as const, file: path.join(dir, "bench.sqlite") } };
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const user = await seedAccount(database, { email: "bench-qa@example.com", count, days: 730, seed: 1 });
    if (long > 0) {
      const text = PASTE.repeat(Math.ceil(10_000 / PASTE.length)).slice(0, 10_000);
      const newest = await database.db.selectFrom("thoughts").select("id").where("user_id", "=", user.id).orderBy("created_at", "desc").limit(long).execute();
      await database.db.updateTable("thoughts").set({ original_input: text }).where("id", "in", newest.map((r) => r.id)).execute();
    }
    const token = createToken();
    const now = new Date();
    await new SessionsRepository(database.db).createSession(user.id, hashToken(token), now, new Date(now.getTime() + 3_600_000));
    const app = await buildApp(
      { ...config, limits: { ...config.limits, chatPerMinute: 1e9 }, processing: { ...config.processing, worker: false, llm: null, embedding: null } },
      { database, chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } },
    );
    try {
      const headers = { authorization: `Bearer ${token}` };
      const ask = async (i: number) => {
        const message = QUESTIONS[i % QUESTIONS.length]!;
        const cpu = process.cpuUsage();
        const started = performance.now();
        const response = await app.inject({ method: "POST", url: `${config.apiBasePath}/chat/respond`, headers, payload: { message } });
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (response.statusCode !== 200) throw new Error(`${message}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return { message, wall, cpu: (used.user + used.system) / 1000 };
      };
      // Warm-up loads the word vectors and fills SQLite's page cache, as a running server has.
      for (let i = 0; i < QUESTIONS.length * 2; i += 1) await ask(i);
      const wall: number[] = [];
      const cpuMs: number[] = [];
      const byQuestion = new Map<string, { wall: number[]; cpu: number[] }>();
      for (let i = 0; i < iterations; i += 1) {
        const t = await ask(i);
        wall.push(t.wall);
        cpuMs.push(t.cpu);
        const times = byQuestion.get(t.message) ?? { wall: [], cpu: [] };
        times.wall.push(t.wall);
        times.cpu.push(t.cpu);
        byQuestion.set(t.message, times);
      }
      wall.sort((a, b) => a - b);
      cpuMs.sort((a, b) => a - b);
      console.log(`POST /api/chat/respond at ${count} thoughts${long ? ` (the newest ${long} of 10,000 characters)` : ""}, ${iterations} questions (SQLite; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}):`);
      console.log(`  wall p50 ${percentile(wall, 50).toFixed(1)} ms, p99 ${percentile(wall, 99).toFixed(1)} ms, max ${wall[wall.length - 1]!.toFixed(1)} ms (target p99 ≤ 50 ms)`);
      console.log(`  CPU  p50 ${percentile(cpuMs, 50).toFixed(1)} ms, p99 ${percentile(cpuMs, 99).toFixed(1)} ms`);
      // CPU beside wall: on a busy machine the wall time is mostly waiting, and the CPU time still compares two builds.
      for (const [message, times] of byQuestion) {
        times.wall.sort((a, b) => a - b);
        times.cpu.sort((a, b) => a - b);
        const ms = (values: number[], p: number) => percentile(values, p).toFixed(1).padStart(6);
        console.log(`  ${ms(times.wall, 50)} ms p50, ${ms(times.wall, 99)} ms p99, CPU ${ms(times.cpu, 50)} ms p50  ${message}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.destroy().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return 0;
}

process.exitCode = await runBench(process.argv.slice(2));
