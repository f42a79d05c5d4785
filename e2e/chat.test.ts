import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { newPage, registerViaUi, sendChat, uniqueEmail, useAppAndBrowser } from "./harness.js";

const env = useAppAndBrowser({ before, after });

describe("capture, classification and the command bar", () => {
  it("shows a classified card, moves a task into a project by command, answers a question", async () => {
    const { context, page } = await newPage(env.browser, env.app.baseUrl);
    await registerViaUi(page, uniqueEmail("chat"));
    const history = page.getByRole("region", { name: "Conversation history" });

    await sendChat(page, "Kitchen renovation project: budget, contractor, tiles");
    await history.getByText("Thought created and processing...").first().waitFor();
    await sendChat(page, "order the floor tiles");
    const tiles = page.getByRole("article").filter({ hasText: "order the floor tiles" });
    await tiles.waitFor();

    // Classified at once by the local engine: a domain chip, and the background job finishes.
    await sendChat(page, "call the dentist tomorrow at 2pm about the cleaning");
    const dentist = page.getByRole("article").filter({ hasText: "call the dentist tomorrow" });
    await dentist.getByText("Personal", { exact: true }).waitFor();
    await dentist.getByRole("img", { name: "Event type: communication" }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes("Classifying"), undefined, { timeout: 15_000 });

    // Select the tiles card and move it into the project with a command.
    await tiles.click();
    await tiles.getByRole("button", { name: "Edit with commands" }).click();
    await page.getByText(/^Editing:/).waitFor();
    const input = page.getByRole("textbox", { name: "Thought input" });
    assert.equal(await input.getAttribute("placeholder"), "Type a command or new thought...");
    await input.fill("move to kitchen");
    await page.getByRole("img", { name: "Command mode" }).waitFor();
    await input.press("Escape");
    await input.press("Enter");
    await history.getByText(/Moved to Kitchen renovation/i).waitFor();
    await tiles.getByText(/^Project: Kitchen renovation/).waitFor();

    // An unknown command says what is understood.
    await input.fill("change colour to blue");
    await input.press("Escape");
    await input.press("Enter");
    await history.getByText(/didn't understand|can't change|Try:/i).first().waitFor();

    // "?" in command mode opens the help panel.
    await page.getByRole("button", { name: "Clear selection" }).click();
    await input.fill("/");
    await input.press("?");
    const help = page.getByRole("region", { name: "Available Commands" });
    await help.waitFor();
    await help.getByText(/move to X/).waitFor();
    await input.press("Escape");
    await help.waitFor({ state: "detached" });
    await input.press("Backspace");

    // A question is answered from the person's own data.
    await sendChat(page, "what's left on the kitchen project?");
    await history.getByText(/order the floor tiles/i).last().waitFor();
    await context.close();
  });
});
