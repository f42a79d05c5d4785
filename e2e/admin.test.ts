import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { newPage, registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

describe("admin impersonation", () => {
  it("an admin impersonates a person, sees their feed, stops, and is back as admin", async () => {
    // The first account on a fresh installation is the admin.
    const adminEmail = uniqueEmail("admin");
    const admin = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(admin.page, adminEmail);

    const personEmail = uniqueEmail("person");
    const person = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(person.page, personEmail);
    await sendChat(person.page, "Pick up the dry cleaning on Friday");
    await person.page.getByRole("article").filter({ hasText: "Pick up the dry cleaning" }).waitFor();
    await person.context.close();

    const page = admin.page;
    await page.getByRole("button", { name: /^Profile menu/ }).click();
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    const users = page.getByRole("table", { name: "Users" });
    await users.waitFor();
    await users.getByRole("button", { name: `Impersonate ${personEmail}` }).click();

    // The page reloads as the person, on their feed, with the banner naming them.
    const banner = page.getByRole("region", { name: "Impersonation" });
    await banner.getByText(personEmail).waitFor();
    await page.getByRole("article").filter({ hasText: "Pick up the dry cleaning" }).waitFor();
    await page.getByRole("button", { name: /^Profile menu/ }).click();
    assert.equal(await page.getByRole("menuitem", { name: "Admin Dashboard" }).count(), 0);
    await page.keyboard.press("Escape");
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").email), personEmail);

    await banner.getByRole("button", { name: "Stop Impersonation" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await banner.waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").email), adminEmail);

    // The audit shows what the admin did as the person.
    await page.getByRole("tab", { name: "Activities" }).click();
    const activity = page.getByRole("table", { name: "Recent activity" });
    await activity.getByRole("row").filter({ hasText: "Impersonation stopped" }).filter({ hasText: `by ${adminEmail}` }).first().waitFor();
    await activity.getByRole("row").filter({ hasText: "Impersonated request" }).filter({ hasText: personEmail }).first().waitFor();
    await admin.context.close();
  });
});
