import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { newPage, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

describe("share target while signed out", () => {
  it("keeps text shared to the app through sign-in and captures it once", async () => {
    const email = uniqueEmail("share");
    const registered = await fetch(`${env.app.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "secret123" }),
    });
    assert.equal(registered.status, 201);
    const { token } = (await registered.json()) as { token: string };

    // What the installed app opens when another app shares a link to it (manifest share_target, GET).
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    const shared = "Great article on sourdough https://example.com/sourdough";
    await page.goto(`/share-target?title=&text=${encodeURIComponent(shared)}`);
    await page.getByText("Sign in to save what you shared.", { exact: false }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/login");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("article").filter({ hasText: "sourdough" }).first().waitFor();

    // Reloading the signed-in app captures nothing more; the server holds the thought once.
    await page.reload();
    await page.getByRole("textbox", { name: "Thought input" }).waitFor();
    await page.waitForLoadState("networkidle");
    const feed = await fetch(`${env.app.baseUrl}/api/thoughts`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await feed.json()) as { data: Array<{ original_input: string }> };
    assert.deepEqual(
      data.filter((t) => t.original_input.includes("sourdough")).map((t) => t.original_input),
      [shared],
    );
    await context.close();
  });
});
