import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { newPage, registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
}

async function waitUntilClassified(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes("Classifying"), undefined, { timeout: 15_000 });
}

describe("the organised views", () => {
  it("show their empty states to a new person", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(page, uniqueEmail("empty"));
    await openTab(page, "Projects");
    await page.getByText("No Projects Found").waitFor();
    await openTab(page, "Waiting For");
    await page.getByText("Nothing to wait for").waitFor();
    await openTab(page, "Calendar 2");
    await page.getByText("No Events Scheduled").waitFor();
    await openTab(page, "Calendar");
    await page.getByText("call dentist tomorrow at 2pm").waitFor();
    await openTab(page, "File Browser");
    await page.getByText("No Data Available").waitFor();
    await page.getByRole("button", { name: /^Profile menu/ }).click();
    await page.getByRole("menuitem", { name: "Insights" }).click();
    await page.getByRole("heading", { name: "Thought Value Economics" }).waitFor();
    await page.getByText("No thoughts valued above $50 yet.").waitFor();
    await context.close();
  });

  it("organise captured thoughts into projects, calendar, timeline, waiting, file browser, insights and search", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(page, uniqueEmail("views"));
    await sendChat(page, "Kitchen renovation project: budget, contractor, tiles");
    await page.getByRole("article").filter({ hasText: "Kitchen renovation" }).waitFor();
    await sendChat(page, "order the tiles for the kitchen renovation");
    await sendChat(page, "call the dentist tomorrow at 2pm");
    await sendChat(page, "waiting on Sam to send the signed lease");
    await sendChat(page, "need to buy a new car before the winter, budget $30,000");
    // The background job also files Sam as a contact, so the count is not checked here.
    await page.getByRole("article").filter({ hasText: "buy a new car" }).waitFor();
    await waitUntilClassified(page);

    await openTab(page, "Projects");
    await page.getByText("1 project", { exact: true }).waitFor();
    await page.getByRole("button", { name: /Kitchen renovation/i }).first().click();
    await page.getByRole("list", { name: /Tasks of/ }).getByText(/tiles/i).waitFor();

    await openTab(page, "Calendar");
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByText(/dentist/i).first().waitFor();
    await page.getByText("2:00 PM").first().waitFor();

    await openTab(page, "Calendar 2");
    await page.getByRole("heading", { name: "Timeline Calendar View" }).waitFor();
    await page.getByRole("article", { name: /2:00 PM: .*dentist/i }).waitFor();

    await openTab(page, "Waiting For");
    const waiting = page.getByRole("list", { name: "Waiting items" });
    await waiting.getByText(/Sam/).first().waitFor();
    await page.getByRole("button", { name: "Received" }).first().click();
    await page.getByText("Nothing to wait for").waitFor();

    await openTab(page, "File Browser");
    await page.getByRole("heading", { name: "Simple Titles View" }).waitFor();
    await page.getByRole("region", { name: "Recent Activity" }).getByText(/dentist/i).first().waitFor();

    await page.getByRole("button", { name: /^Profile menu/ }).click();
    await page.getByRole("menuitem", { name: "Insights" }).click();
    await page.getByRole("heading", { name: "Thought Value Economics" }).waitFor();
    const recent = page.getByRole("region", { name: "Recent High-Value Thoughts" });
    await recent.getByText(/car/i).first().waitFor();

    const search = page.getByRole("combobox", { name: "Search thoughts" });
    await search.fill("tiles");
    const results = page.getByRole("listbox", { name: "Search results" });
    await results.getByRole("option").first().waitFor();
    assert.ok((await results.getByRole("option").count()) >= 1);
    assert.match(await results.innerText(), /tiles/i);
    await context.close();
  });
});
