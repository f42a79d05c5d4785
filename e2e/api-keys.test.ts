import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { newPage, registerViaUi, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

async function openMenuItem(page: Page, name: string) {
  await page.getByRole("button", { name: /^Profile menu/ }).click();
  await page.getByRole("menuitem", { name }).click();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function api(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) {
  const response = await fetch(`${env.app.baseUrl}/api${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("API keys, Apple Shortcuts and Custom GPT", () => {
  it("create a key, copy it, use it, revoke it", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = uniqueEmail("keys");
    await registerViaUi(page, email);

    await openMenuItem(page, "API Keys");
    await page.getByRole("heading", { name: "No API Keys Yet" }).waitFor();
    await page.getByRole("button", { name: /Create New Key/ }).click();
    const create = page.getByRole("button", { name: "Create Key" });
    assert.equal(await create.isDisabled(), true);
    await page.getByLabel("Key name").fill("Home script");
    await create.click();
    const shown = (await page.getByTestId("new-api-key").textContent()) ?? "";
    assert.match(shown, /^li_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "Copy API key" }).click();
    await page.getByText("Copied!").waitFor();
    const copied = await clipboard(page);
    assert.equal(copied, shown);

    // The copied key captures through the thought API…
    const captured = await api("/thoughts", { headers: { authorization: `Bearer ${copied}` }, body: { original_input: "Renew the car insurance next week" } });
    assert.equal(captured.status, 201);
    // …and the card counts the use after a reload.
    await page.reload();
    await page.getByRole("article", { name: "Home script" }).getByText("Active").waitFor();

    page.once("dialog", (dialog) => {
      assert.equal(dialog.message(), "Are you sure you want to revoke this API key? This action cannot be undone.");
      void dialog.accept();
    });
    await page.getByRole("article", { name: "Home script" }).getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("article", { name: "Home script" }).getByText("Inactive").waitFor();
    const refused = await api("/thoughts", { headers: { authorization: `Bearer ${copied}` }, body: { original_input: "too late" } });
    assert.equal(refused.status, 401);
    await context.close();
  });

  it("set up Apple Shortcuts: create the key, copy it, test the connection, capture with it", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = uniqueEmail("shortcuts");
    await registerViaUi(page, email);
    await openMenuItem(page, "Apple Shortcuts");
    await page.getByLabel("Device name (optional)").fill("Test iPhone");
    await page.getByRole("button", { name: "Create Shortcut Key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    assert.equal(await page.getByTestId("capture-endpoint").textContent(), `${env.app.baseUrl}/api/shortcuts/capture`);

    await page.getByRole("button", { name: "Copy API key" }).first().click();
    const key = await clipboard(page);
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByText(`Connection successful! Apple Shortcuts key "Test iPhone Shortcuts"`, { exact: false }).waitFor();
    assert.match((await page.getByText(/Connection successful!/).textContent()) ?? "", new RegExp(email.replace(/[.+]/g, "\\$&")));

    const captured = await api("/shortcuts/capture", { headers: { authorization: `Bearer ${key}` }, body: { original_input: "Pick up the parcel on Friday" } });
    assert.equal(captured.status, 201);
    const noTime = await api("/shortcuts/schedule", { headers: { authorization: `Bearer ${key}` }, body: { original_input: "Think about the garden" } });
    assert.equal(noTime.status, 400);

    const [docs] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /Apple Shortcuts documentation/ }).click()]);
    await docs.getByRole("heading", { level: 1, name: "Apple Shortcuts" }).waitFor();
    await context.close();
  });

  it("set up a Custom GPT: create the key, copy the schema, test the connection, parse a conversation", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await registerViaUi(page, uniqueEmail("gpt"));
    await openMenuItem(page, "Custom GPT");
    await page.getByRole("button", { name: "Create GPT Key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    await page.getByRole("button", { name: "Copy API key" }).first().click();
    const key = await clipboard(page);

    await page.getByRole("button", { name: "Copy OpenAPI schema" }).click();
    const schema = JSON.parse(await clipboard(page)) as { servers: Array<{ url: string }>; paths: Record<string, { post: { operationId: string } }> };
    assert.equal(schema.paths["/api/gpt/parse"]?.post.operationId, "parseConversation");
    assert.equal(schema.servers[0]?.url, "http://localhost:3099");

    await page.getByRole("button", { name: "Test GPT Connection" }).click();
    await page.getByText(`Connection successful! Custom GPT key "Life Intelligence GPT"`, { exact: false }).waitFor();

    const parsed = await api("/gpt/parse", { headers: { "x-api-key": key }, body: { conversation: "Book the vet for Luna. Also send the invoice to Dana by Monday." } });
    assert.equal(parsed.status, 200);
    assert.equal((parsed.body.items as unknown[]).length, 2);
    await context.close();
  });
});
