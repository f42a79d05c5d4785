import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { AuthResponse } from "@life/contracts";
import { chromium, type Browser } from "playwright-core";
import { loadConfig } from "../../config.js";
import { createDatabase } from "../../db/database.js";
import { seedAccount } from "../seed/seed-account.js";
import { startProcess, type Running } from "./processes.js";

/** The target for the feed's Largest Contentful Paint on loopback. */
export const LCP_TARGET_MS = 1000;

export interface FeedLcpOptions {
  serverJs: string;
  count: number;
  runs: number;
  chromiumPath: string;
  log?: (line: string) => void;
}

export interface FeedLcpResult {
  thoughts: number;
  runsMs: number[];
  medianMs: number;
  targetMs: number;
  met: boolean;
  /** One-minute load average and cores when measuring: a busy machine paints later. */
  load: { average: number; cpus: number };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function registerUser(url: string): Promise<AuthResponse> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "lcp@example.com", password: "bench-lcp-password" }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AuthResponse;
}

async function countThoughts(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/thoughts?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`feed answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/**
 * One cold load of the feed in a fresh browser context (no cache, no service worker): signs in
 * through localStorage as the app does, waits for the cards, then reads the last LCP entry.
 */
async function loadOnce(browser: Browser, url: string, auth: AuthResponse): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ({ token, user }) => {
        // Runs in the page; the server's tsconfig has no DOM types.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem("token", token);
        storage.setItem("user", user);
      },
      { token: auth.token, user: JSON.stringify(auth.user) },
    );
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole("list", { name: "Thoughts" }).getByRole("article").first().waitFor({ timeout: 30_000 });
    // Candidates can still arrive for a frame or two after the first card paints.
    await page.waitForTimeout(500);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const observer = new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) resolve(last.startTime);
          });
          // A browser-only entry type, unknown to Node's typings.
          const init = { type: "largest-contentful-paint", buffered: true };
          observer.observe(init as unknown as Parameters<typeof observer.observe>[0]);
          setTimeout(() => reject(new Error("no largest-contentful-paint entry")), 5000);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Starts the built server on a throw-away SQLite data dir, fills one account with `count`
 * thoughts and measures the feed's Largest Contentful Paint in headless Chromium.
 */
export async function measureFeedLcp(options: FeedLcpOptions): Promise<FeedLcpResult> {
  const log = options.log ?? (() => undefined);
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-lcp-"));
  let server: Running | undefined;
  let browser: Browser | undefined;
  try {
    // SQLite whatever DATABASE_URL says: this measures the browser, on a fresh account.
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "production", WORKER: "off" };
    server = await startProcess([options.serverJs], env, await freePort(), "/api/health");
    const auth = await registerUser(server.url);
    const database = createDatabase(loadConfig({ ...process.env, ...env }).database);
    try {
      await seedAccount(database, { email: auth.user.email, count: options.count, days: 365, seed: 1 });
    } finally {
      await database.destroy();
    }
    const stored = await countThoughts(server.url, auth.token);
    if (stored < options.count) throw new Error(`expected ${options.count} thoughts, the feed counts ${stored}`);
    log(`seeded ${stored} thoughts`);

    browser = await chromium.launch({
      executablePath: options.chromiumPath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const runsMs: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const ms = await loadOnce(browser, server.url, auth);
      runsMs.push(Math.round(ms));
      log(`load ${run + 1}: LCP ${Math.round(ms)} ms`);
    }
    const medianMs = median(runsMs);
    const load = { average: Number(loadavg()[0]!.toFixed(1)), cpus: cpus().length };
    return { thoughts: stored, runsMs, medianMs, targetMs: LCP_TARGET_MS, met: medianMs <= LCP_TARGET_MS, load };
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatFeedLcp(result: FeedLcpResult): string {
  const verdict = result.met ? "met" : "MISSED";
  return `feed LCP, ${result.thoughts} thoughts, headless Chromium, median of ${result.runsMs.length} cold loads: ${result.medianMs} ms (runs ${result.runsMs.join(", ")} ms); target ≤ ${result.targetMs} ms: ${verdict} (load average ${result.load.average} on ${result.load.cpus} cores)`;
}
