import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { newPage, registerViaUi as register, sendChat as capture, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

describe("a person's first session", () => {
  it("registers, captures and manages thoughts, keeps the session on reload, logs out", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    const email = uniqueEmail("first");

    // Register form checks before anything reaches the server.
    await page.goto("/");
    await page.getByRole("button", { name: "Start Free" }).first().click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abd");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();

    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm password").fill("secret123");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("textbox", { name: "Thought input" }).waitFor();

    // Empty feed explains what to do.
    await page.getByText("Personal", { exact: true }).first().waitFor();
    await page.getByText("Work", { exact: true }).first().waitFor();

    // The profile menu shows who is signed in; the first account on a fresh install is the admin.
    await page.getByRole("button", { name: `Profile menu: ${email}` }).click();
    await page.getByRole("menuitem", { name: "Force Start Processor" }).waitFor();
    // Debug Status opens in a new tab as the server's page (e2e/admin-pages.test.ts tests how it signs in).
    const [debugTab] = await Promise.all([context.waitForEvent("page"), page.getByRole("menuitem", { name: "Debug Status" }).click()]);
    await debugTab.getByRole("heading", { name: "Queue" }).waitFor();
    await debugTab.close();
    await page.getByRole("button", { name: `Profile menu: ${email}` }).click();
    await page.mouse.click(5, 400);
    assert.equal(await page.getByRole("menu").count(), 0, "menu closes on an outside click");

    // Capture: Enter sends, the card appears and the count follows.
    await capture(page, "buy oat milk and bread");
    const card = page.getByRole("article").filter({ hasText: "buy oat milk and bread" });
    await card.waitFor();
    await page.getByRole("heading", { name: "1 event" }).waitFor();
    await capture(page, "call the dentist about the cleaning");
    await page.getByRole("heading", { name: "2 events" }).waitFor();

    // Approve, then complete, the first thought. The card opens once the server has answered (the
    // card shown while the capture is on its way cannot open), so the click waits for its toggle.
    await card.locator("button[aria-expanded]").click();
    await card.getByRole("button", { name: "Approve" }).click();
    await card.getByText("approved", { exact: false }).first().waitFor();
    await card.getByRole("button", { name: "Complete" }).click();
    await card.getByText("completed", { exact: false }).first().waitFor();

    // Reload keeps the session and the data.
    await page.reload();
    await page.getByRole("heading", { name: "2 events" }).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem("token")), "token kept in localStorage");

    // Delete asks first.
    const dentist = page.getByRole("article").filter({ hasText: "call the dentist" });
    await dentist.click();
    page.once("dialog", (dialog) => {
      assert.equal(dialog.message(), "Are you sure you want to delete this thought?");
      void dialog.accept();
    });
    await dentist.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "1 event" }).waitFor();

    // Tabs follow the hash; unbuilt views say so.
    await page.getByRole("link", { name: "Calendar 2" }).click();
    assert.match(page.url(), /#calendar2$/);
    await page.goto(`${env.app.baseUrl}/#no-such-view`);
    await page.getByRole("textbox", { name: "Thought input" }).waitFor();
    await page.getByRole("heading", { name: "1 event" }).waitFor();

    // Log out returns to the landing page and forgets the token.
    await page.getByRole("button", { name: `Profile menu: ${email}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Start Free" }).first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("token")), null);

    // Log back in with the same credentials.
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "1 event" }).waitFor();
    await context.close();
  });

  it("sends a person with an expired or revoked token to /login", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await register(page, uniqueEmail("expired"));
    await page.evaluate(() => localStorage.setItem("token", "not-a-valid-token"));
    await page.reload();
    await page.waitForURL(/\/login$/);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("token")), null);
    assert.equal(await page.evaluate(() => localStorage.getItem("user")), null);
    await context.close();
  });

  it("keeps one person's thoughts from another", async () => {
    const a = await newPage(env.browser, env.app.baseUrl);
    await register(a.page, uniqueEmail("alice"));
    await capture(a.page, "private note about the garden shed");
    await a.page.getByRole("article").filter({ hasText: "private note about the garden shed" }).waitFor();

    const b = await newPage(env.browser, env.app.baseUrl);
    await register(b.page, uniqueEmail("bob"));
    await b.page.getByText("Personal", { exact: true }).first().waitFor();
    assert.equal(await b.page.getByText("private note about the garden shed").count(), 0);
    await a.context.close();
    await b.context.close();
  });

  it("works at phone width without sideways scrolling", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl, { width: 375, height: 740 });
    await register(page, uniqueEmail("phone"));
    await capture(page, "water the plants tonight");
    await page.getByRole("heading", { name: "1 event" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
    await page.screenshot({ path: "e2e/.artifacts/phone-feed.png" }).catch(() => undefined);
    await context.close();
  });
});
