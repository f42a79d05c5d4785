import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { createDatabase } from "../apps/server/src/db/database.js";
import { seedAccount } from "../apps/server/src/cli/seed/seed-account.js";
import { launchBrowser, newPage, registerViaUi, startApp, uniqueEmail, type RunningApp } from "./harness.js";

const COUNT = 120;
const dataDir = mkdtempSync(join(tmpdir(), "life-e2e-feed-"));
const env = {} as { app: RunningApp; browser: Browser };

before(async () => {
  // Our own data dir, so the test can fill the account straight into the database.
  env.app = await startApp({ DATA_DIR: dataDir, WORKER: "off" });
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function seed(email: string): Promise<void> {
  const database = createDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }).database);
  try {
    await seedAccount(database, { email, count: COUNT, days: 60, seed: 7 });
  } finally {
    await database.destroy();
  }
}

describe("a long feed", () => {
  it("scrolls to the bottom, loading page after page, and shows the oldest thought", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    const email = uniqueEmail("long-feed");
    await registerViaUi(page, email);
    await seed(email);

    const token = await page.evaluate(() => localStorage.getItem("token"));
    const all = await fetch(`${env.app.baseUrl}/api/thoughts?limit=200`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await all.json()) as { data: Array<{ ai_title: string | null; original_input: string }> };
    assert.equal(data.length, COUNT);
    const oldest = data.at(-1)!;
    const oldestTitle = oldest.ai_title?.trim() || oldest.original_input;

    await page.reload();
    await page.getByRole("heading", { name: `${COUNT} events` }).waitFor();
    const feed = page.getByRole("list", { name: "Thoughts" });
    // Only the first page is loaded at first.
    assert.equal(await feed.getByRole("article").count(), 50);

    const last = feed.locator(`li[aria-posinset="${COUNT}"]`);
    for (let step = 0; step < 60 && !(await last.isVisible()); step += 1) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(100);
    }
    await last.waitFor({ state: "visible" });
    assert.equal(await last.getByRole("article").getAttribute("aria-label"), oldestTitle);
    // The end of the feed: no more pages to load, and the list is virtualised (not all 120 cards in the DOM).
    assert.equal(await page.getByRole("button", { name: "Load more" }).count(), 0);
    const rendered = await feed.getByRole("article").count();
    assert.ok(rendered < COUNT, `${rendered} cards rendered of ${COUNT}`);
    assert.equal(await feed.locator("li").first().getAttribute("aria-setsize"), String(COUNT));

    // Back at the top, the newest card is there again and opens with the keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = feed.locator('li[aria-posinset="1"]').getByRole("button").first();
    await first.waitFor();
    await first.focus();
    await page.keyboard.press("Enter");
    assert.equal(await first.getAttribute("aria-expanded"), "true");
    await context.close();
  });
});
