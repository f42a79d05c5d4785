import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0 and 2.1, levels A and AA: what the guide promises for every view. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every view of the hash router (apps/web/src/app/views.ts), the profile-menu ones included. */
const VIEWS = [
  "thoughts",
  "projects",
  "documents",
  "calendar",
  "waiting",
  "file-browser",
  "calendar2",
  "setup",
  "insights",
  "api-keys",
  "shortcuts",
  "gpt",
  "google-calendar",
  "admin",
  "account",
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Runs axe in the page. Evaluated through the DevTools protocol, which the page's CSP
 * (script-src 'self') does not govern, so the app is checked exactly as it is served.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations;
  }, TAGS);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`).join("; ")}`);
}

/** Waits until the view has drawn its content: no spinner or "Loading" text left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !/Loading/.test(document.querySelector("main")?.textContent ?? ""), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function checkScheme(browser: Browser, baseUrl: string, colorScheme: "light" | "dark", email: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme, viewport: { width: 1280, height: 800 }, timezoneId: "America/Halifax" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const check = async (where: string) => {
    await settle(page);
    for (const problem of await violations(page)) problems.push(`[${colorScheme}] ${where}: ${problem}`);
  };

  await page.goto("/");
  await check("landing");
  await page.getByRole("button", { name: "Start Free" }).first().click();
  await check("register");
  await page.goto("/");
  await page.getByRole("link", { name: "Sign in here" }).click();
  await page.getByRole("form", { name: "Sign in" }).waitFor();
  await check("sign in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Thought input" }).waitFor();

  for (const view of VIEWS) {
    await page.goto(`/#${view}`);
    await check(`#${view}`);
  }
  // A card opened to its details and pipeline panel, and the conversation history.
  await page.goto("/#thoughts");
  await page.getByRole("article").first().getByRole("button", { expanded: false }).first().click();
  await page.getByText("AI pipeline").first().waitFor();
  await sendChat(page, "what do I have tomorrow?");
  await page.getByRole("region", { name: "Conversation history" }).waitFor();
  await check("expanded card and conversation");
  await context.close();
  return problems;
}

describe("accessibility (axe-core, WCAG 2.1 A and AA)", () => {
  it("finds no violation on any view, in light and in dark", async () => {
    const email = uniqueEmail("a11y");
    const setup = await env.browser.newContext({ baseURL: env.app.baseUrl, timezoneId: "America/Halifax" });
    const page = await setup.newPage();
    page.setDefaultTimeout(10_000);
    // The first account is the admin, so the admin views are drawn too.
    await registerViaUi(page, email);
    for (const text of ["Kitchen renovation project: budget, contractor, tiles", "call the dentist tomorrow at 2pm", "waiting on Sam to send the signed lease", "buy a new car, budget $30,000"]) {
      await sendChat(page, text);
    }
    await page.getByRole("article").filter({ hasText: "buy a new car" }).waitFor();
    await setup.close();

    const problems = [
      ...(await checkScheme(env.browser, env.app.baseUrl, "light", email)),
      ...(await checkScheme(env.browser, env.app.baseUrl, "dark", email)),
    ];
    assert.deepEqual(problems, []);
  });
});
