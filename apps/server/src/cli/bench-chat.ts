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
import { parseCommand } from "../modules/chat/command-grammar.js";
import { pickByName } from "../modules/chat/fuzzy-match.js";
import { contactName, projectName, seedNames } from "../modules/chat/testing/seed-names.js";
import { ThoughtsRepository } from "../modules/thoughts/thoughts.repository.js";
import { UsersRepository } from "../modules/users/users.repository.js";
import { percentile } from "./bench/percentile.js";

const USAGE = `Usage: npm run bench:chat [-- --iterations 400 --names 300]

Times POST /api/chat/command through the whole app (routing, auth, validation, the database,
name matching, serialisation) on a temporary SQLite database seeded with --names contacts and
--names projects (600 names by default), with varied commands: exact names, typos, unknown
names, long names, and commands that match nothing. Prints p50 and p99 of wall time in ms.`;

/** Names as a person would type them: exact, lower-case, with a typo, partial, unknown, long. */
function commands(i: number): string {
  const contact = contactName(i % 300);
  const project = projectName(i % 225);
  const typo = (name: string) => `${name.slice(0, 3)}${name.slice(4)}`;
  const long = `${project} ${"and the other bits of that renovation ".repeat(5)}`.slice(0, 200);
  const cases = [
    `move to ${project}`,
    `connect to ${contact.toLowerCase()}`,
    `move to ${typo(project)}`,
    `connect to ${typo(contact)}`,
    `connect to ${contact.split(" ")[0]}`,
    "move to the boat project",
    `connect to ${long}`,
    `move to ${"x".repeat(1500)}`,
    "change priority to high",
    "tag with home, urgent",
  ];
  return cases[i % cases.length]!;
}

async function runBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { iterations: { type: "string", default: "400" }, names: { type: "string", default: "300" } } });
  const iterations = Number(values.iterations);
  const names = Number(values.names);
  if (!Number.isInteger(iterations) || iterations < 1 || !Number.isInteger(names) || names < 1) {
    console.error(USAGE);
    return 1;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "life-bench-chat-"));
  const loaded = loadConfig();
  // The per-person chat limit would turn most of the bench's requests into 429s.
  const limits = { ...loaded.limits, chatPerMinute: 1_000_000 };
  const config = { ...loaded, limits, logLevel: "silent", database: { dialect: "sqlite" as const, file: path.join(dir, "bench.sqlite") } };
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const now = new Date();
    const user = await new UsersRepository(database.db).createUser({ email: "bench-chat@example.com", passwordHash: "unused", displayName: null, role: "user", now });
    if (!user) throw new Error("could not create the bench user");
    await seedNames(database.db, user.id, names);
    const token = createToken();
    await new SessionsRepository(database.db).createSession(user.id, hashToken(token), now, new Date(now.getTime() + 3_600_000));
    const app = await buildApp(
      { ...config, processing: { ...config.processing, worker: false } },
      { database, chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } },
    );
    try {
      // The commands act on one ordinary thought; moves and connects change it, which is what a person does.
      const thought = await new ThoughtsRepository(database.db).createThought(user.id, { originalInput: "Bench thought", now });
      const headers = { authorization: `Bearer ${token}` };
      const run = async (i: number) => {
        const cpu = process.cpuUsage();
        const started = performance.now();
        const response = await app.inject({ method: "POST", url: `${config.apiBasePath}/chat/command`, headers, payload: { command: commands(i), thoughtId: thought.id } });
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (response.statusCode !== 200) throw new Error(`${commands(i).slice(0, 60)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return { wall, cpu: (used.user + used.system) / 1000 };
      };
      for (let i = 0; i < 30; i += 1) await run(i);
      const wall: number[] = [];
      const cpuMs: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const t = await run(i);
        wall.push(t.wall);
        cpuMs.push(t.cpu);
      }
      wall.sort((a, b) => a - b);
      cpuMs.sort((a, b) => a - b);
      // On a shared machine wall time includes waiting for a core; CPU time is this process's own work.
      console.log(`POST /api/chat/command with ${names * 2} names, ${iterations} commands (SQLite; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}):`);
      console.log(`  wall p50 ${percentile(wall, 50).toFixed(1)} ms, p99 ${percentile(wall, 99).toFixed(1)} ms, max ${wall[wall.length - 1]!.toFixed(1)} ms`);
      console.log(`  CPU  p50 ${percentile(cpuMs, 50).toFixed(1)} ms, p99 ${percentile(cpuMs, 99).toFixed(1)} ms`);
      // The name matching alone, over the same names and commands: the part this bench guards.
      const everyone = Array.from({ length: names }, (_, i) => [{ id: `c${i}`, name: contactName(i) }, { id: `p${i}`, name: projectName(i) }]).flat();
      const matching: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const parsed = parseCommand(commands(i));
        if (!parsed.ok || (parsed.command.op !== "move" && parsed.command.op !== "connect")) continue;
        const query = parsed.command.op === "move" ? parsed.command.project : parsed.command.target;
        const started = performance.now();
        pickByName(query, everyone);
        matching.push(performance.now() - started);
      }
      matching.sort((a, b) => a - b);
      console.log(`  name matching alone (${everyone.length} names): p50 ${percentile(matching, 50).toFixed(2)} ms, p99 ${percentile(matching, 99).toFixed(2)} ms`);
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
