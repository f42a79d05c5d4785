import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { newPage, registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA violations of the page, as the accessibility spec checks the app's views. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string }> }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${v.help}`);
  });
}

describe("admin backend pages", () => {
  it("the admin menu opens Debug Status and File Browser in new tabs, signed in by a page cookie and never by a token in the URL", async () => {
    const adminEmail = uniqueEmail("admin");
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(page, adminEmail);
    await sendChat(page, "Renew the car insurance by Friday");
    await page.getByRole("article").filter({ hasText: /car insurance/i }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("token") ?? "");
    assert.ok(token.length > 20);

    const tabs: Page[] = [];
    for (const [item, heading, path] of [
      ["Debug Status", "Debug Status", "/api/debug/marching-orders-status"],
      ["File Browser", "File Browser", "/api/file-browser/"],
    ] as const) {
      await page.getByRole("button", { name: /^Profile menu/ }).click();
      const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("menuitem", { name: item }).click()]);
      tab.setDefaultTimeout(10_000);
      await tab.getByRole("heading", { level: 1, name: heading }).waitFor();
      // The ticket was swapped for the cookie and left the address bar; the session token never was in it.
      assert.equal(tab.url(), `${env.app.baseUrl}${path}`);
      assert.ok(!tab.url().includes(token));
      assert.deepEqual(await violations(tab), [], `${heading} has accessibility problems`);
      tabs.push(tab);
    }

    // The capture's classification job is listed, with the account it worked for.
    const fileBrowser = tabs[1]!;
    await fileBrowser.reload();
    await fileBrowser.getByRole("row").filter({ hasText: adminEmail }).filter({ hasText: "Classification" }).first().waitFor();

    const cookies = await context.cookies();
    const pageCookies = cookies.filter((c) => c.name === "li_admin_page");
    assert.deepEqual(pageCookies.map((c) => c.path).sort(), ["/api/debug/marching-orders-status", "/api/file-browser"]);
    for (const cookie of pageCookies) {
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, "Strict");
    }
    // Nothing the page scripts could read: the cookie is HttpOnly, and the app's storage holds no page credential.
    assert.equal(await fileBrowser.evaluate(() => document.cookie), "");

    // Signing out of the app ends the pages' sign-in with the session.
    await page.getByRole("button", { name: /^Profile menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/(login)?$/);
    await fileBrowser.reload();
    await fileBrowser.getByRole("heading", { level: 1, name: "Sign-in needed" }).waitFor();
    await context.close();
  });
});
