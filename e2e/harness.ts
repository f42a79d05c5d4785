import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer } from "node:net";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const root = resolve(import.meta.dirname, "..");

/** A free TCP port on loopback, so parallel runs never collide. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the built server (apps/server/dist) on a fresh SQLite data dir and a random port. */
export async function startApp(env: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {}): Promise<RunningApp> {
  const port = await freePort();
  const extra = typeof env === "function" ? env(`http://127.0.0.1:${port}`) : env;
  const dataDir = mkdtempSync(join(tmpdir(), "life-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", ...extra },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy in 20 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"],
  });
}

export async function newPage(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: "America/Halifax" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers through the landing page as a person would and waits for the app shell. */
export async function registerViaUi(page: Page, email: string, password = "secret123"): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Start Free" }).first().click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("textbox", { name: "Thought input" }).waitFor();
}

/** Types into the chat bar and presses Enter. */
export async function sendChat(page: Page, text: string): Promise<void> {
  const input = page.getByRole("textbox", { name: "Thought input" });
  await input.fill(text);
  await input.press("Enter");
}

/** Starts one server and one browser for a spec file and stops both after it. */
export function useAppAndBrowser(hooks: { before: (fn: () => Promise<void>) => void; after: (fn: () => Promise<void>) => void }) {
  const state = {} as { app: RunningApp; browser: Browser };
  hooks.before(async () => {
    state.app = await startApp();
    state.browser = await launchBrowser();
  });
  hooks.after(async () => {
    await state.browser?.close();
    await state.app?.stop();
  });
  return state;
}
