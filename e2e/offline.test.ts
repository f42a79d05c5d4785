import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { newPage, registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

describe("installable app with offline capture", () => {
  it("serves a manifest with a share target and a service worker", async () => {
    const manifest = (await (await fetch(`${env.app.baseUrl}/manifest.webmanifest`)).json()) as { name: string; display: string; share_target: { action: string }; icons: unknown[] };
    assert.equal(manifest.name, "Life Intelligence");
    assert.equal(manifest.display, "standalone");
    assert.equal(manifest.share_target.action, "/share-target");
    assert.ok(manifest.icons.length >= 2);
    const sw = await fetch(`${env.app.baseUrl}/sw.js`);
    assert.equal(sw.status, 200);
    assert.match(sw.headers.get("content-type") ?? "", /javascript/);
  });

  it("keeps a thought captured offline, shows it waiting to send, loads the shell offline, and sends it once back online", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    await registerViaUi(page, uniqueEmail("offline"));
    // The service worker takes control, so the shell can load without the network.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole("textbox", { name: "Thought input" }).waitFor();

    await context.setOffline(true);
    const text = "offline thought about pruning the apple tree";
    await sendChat(page, text);
    const waiting = page.getByRole("article", { name: `Waiting to send: ${text}` });
    await waiting.waitFor();

    // A reload while offline: the shell comes from the service worker, the capture from IndexedDB.
    await page.reload();
    await page.getByRole("textbox", { name: "Thought input" }).waitFor();
    await waiting.waitFor();

    await context.setOffline(false);
    await waiting.waitFor({ state: "detached", timeout: 15_000 });
    await page.getByRole("article").filter({ hasText: text }).first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem("token"));
    const list = (await (await fetch(`${env.app.baseUrl}/api/thoughts?limit=50`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Array<{ original_input: string }> };
    assert.equal(list.data.filter((t) => t.original_input === text).length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("captures text shared to the app", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(page, uniqueEmail("share"));
    await page.goto("/share-target?title=Recipe&text=Try%20this%20soup&url=https%3A%2F%2Fexample.com%2Fsoup");
    await page.getByRole("article").filter({ hasText: "Try this soup" }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
    await context.close();
  });
});
