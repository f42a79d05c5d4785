import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { localToday, safeTimeZone } from "../lib/local-days.js";
import { createToken, hashToken } from "../modules/auth/credentials.js";
import { SessionsRepository } from "../modules/auth/sessions.repository.js";
import { UsersRepository } from "../modules/users/users.repository.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { percentile } from "./bench/percentile.js";

const USAGE = `Usage: npm run bench:views -- --user <email> [--iterations 200]

Times every organised-view endpoint and search through the whole app (routing, auth,
validation, the database, serialisation) for a seeded account (npm run seed), and prints
p50 and p99 of wall and CPU time in milliseconds.`;

const SEARCHES = ["kitchen", "budget", "call", "sarah", "insurance renew", "meridian contract", "dentist appointment", "ta", "q3 budget draft", "xylophone"];

async function runBench(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { user: { type: "string" }, iterations: { type: "string", default: "200" } } });
  const iterations = Number(values.iterations);
  if (!values.user || !Number.isInteger(iterations) || iterations < 1) {
    console.error(USAGE);
    return 1;
  }
  const config = { ...loadConfig(), logLevel: "silent" };
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  const user = await new UsersRepository(database.db).findUserByEmail(values.user.trim().toLowerCase());
  if (!user) {
    console.error(`No account ${values.user}; seed one first with npm run seed -- --user ${values.user} --count 100000`);
    await database.destroy();
    return 1;
  }
  // A session straight in the database: the bench must not need the account's password.
  const token = createToken();
  const now = new Date();
  await new SessionsRepository(database.db).createSession(user.id, hashToken(token), now, new Date(now.getTime() + 3_600_000));
  const app = await buildApp({ ...config, processing: { ...config.processing, worker: false } }, { database });
  const headers = { authorization: `Bearer ${token}` };
  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url: `${config.apiBasePath}${url}`, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };

  try {
    // Projects that have tasks, so "project tasks" opens real ones.
    const summary = (await get("/projects/summary")).json<{ data: Array<{ id: string; task_count: number }> }>().data;
    const projects = summary.filter((p) => p.task_count > 0);
    const today = localToday(new Date(), safeTimeZone(user.timezone));
    const cases: Array<[string, (i: number) => string]> = [
      ["projects list (50)", () => "/thoughts?is_container=true&container_type=Projects&limit=50"],
      ["projects summary", () => "/projects/summary"],
      ["project tasks", (i) => `/thoughts?parent_id=${projects[i % Math.max(1, projects.length)]?.id ?? "none"}&limit=200`],
      ["calendar day", () => `/thoughts/calendar/day/${today}`],
      ["timeline (default range)", () => "/thoughts/timeline"],
      ["waiting", () => "/thoughts/waiting"],
      ["file browser", () => "/export-viewer/simple-titles"],
      ["insights", () => "/insights"],
      ["search", (i) => `/thoughts/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}`],
    ];
    console.log(`${user.email} on ${database.dialect}, ${iterations} requests per endpoint\n`);
    // Wall time includes waiting for a busy CPU; CPU time is this process's own work (on
    // SQLite that includes the database, on PostgreSQL the server's share is not in it).
    console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(" ")} on ${cpus().length} CPUs\n`);
    console.log("endpoint                  wall p50 wall p99  cpu p50  cpu p99   body KB");
    for (const [name, url] of cases) {
      for (let i = 0; i < 10; i++) await get(url(i)); // warm caches and the JIT
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let i = 0; i < iterations; i++) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const response = await get(url(i));
        const used = process.cpuUsage(cpuStarted);
        times.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
        bytes += response.rawPayload.length;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const cells = [percentile(times, 50), percentile(times, 99), percentile(cpu, 50), percentile(cpu, 99)].map((ms) => ms.toFixed(1).padStart(8));
      console.log(`${name.padEnd(26)}${cells.join(" ")} ${(bytes / iterations / 1024).toFixed(1).padStart(9)}`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await runBench(process.argv.slice(2));
