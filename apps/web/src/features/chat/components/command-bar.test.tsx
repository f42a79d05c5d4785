import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { renderChat } from "../chat-test-utils";
import { deferred, type MockResponse } from "../../../testing/mock-api";
import { makeThought } from "../../../testing/factories";
import { getSelectedThought, selectThought } from "../../../lib/thought-selection";

const kitchen = makeThought({ id: "t-kitchen", ai_title: "Order the tiles", domain: "personal", subdomain: "home" });

function historyPanel() {
  return screen.getByRole("region", { name: "Conversation history" });
}

describe("command mode", () => {
  it("shows the selected placeholder and the context bar, and clears the selection", async () => {
    selectThought(kitchen);
    const { user, input } = renderChat();
    expect(input.placeholder).toBe("Type a command or new thought...");
    expect(screen.getByText(/Editing:/).textContent).toBe("Editing: Order the tiles");
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByText(/Editing:/)).toBeNull();
    expect(getSelectedThought()).toBeNull();
    expect(input.placeholder).toBe("What's on your mind?");
    expect(document.activeElement).toBe(input);
  });

  it("turns a leading slash into the lightning indicator and the command placeholder", async () => {
    const { user, input } = renderChat();
    expect(screen.queryByRole("img", { name: "Command mode" })).toBeNull();
    await user.type(input, "/");
    expect(screen.getByRole("img", { name: "Command mode" })).toBeTruthy();
    expect(input.value).toBe("");
    expect(input.placeholder).toBe("Enter a command (e.g., 'change to personal/thoughts')");
    // Backspace on the empty box leaves command mode.
    await user.keyboard("{Backspace}");
    expect(screen.queryByRole("img", { name: "Command mode" })).toBeNull();
  });

  it("enters command mode on a command word only with a selection", async () => {
    const { user, input } = renderChat();
    await user.type(input, "move to");
    expect(screen.queryByRole("img", { name: "Command mode" })).toBeNull();
    await user.clear(input);
    act(() => selectThought(kitchen));
    await user.type(input, "move to");
    expect(screen.getByRole("img", { name: "Command mode" })).toBeTruthy();
  });

  it("opens Available Commands on '?' in command mode and closes it with Escape", async () => {
    const { user, input } = renderChat();
    await user.type(input, "/?");
    const help = screen.getByRole("region", { name: "Available Commands" });
    const items = within(help).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      "change X to Y (edit)",
      "move to X (edit)",
      "tag with X (edit)",
      "schedule for X (schedule)",
      "remind me X before (schedule)",
      "connect to X (connect)",
      "delete (status)",
      "complete (status)",
      "archive (status)",
    ]);
    expect(input.value).toBe("");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Available Commands" })).toBeNull();
  });

  it("types '?' normally outside command mode", async () => {
    const { user, input } = renderChat();
    await user.type(input, "why?");
    expect(input.value).toBe("why?");
    expect(screen.queryByRole("region", { name: "Available Commands" })).toBeNull();
  });
});

describe("suggestions", () => {
  const routes = () => ({
    "POST /chat/suggestions": vi.fn(() => ({ body: { suggestions: ["move to Kitchen renovation", "move to Garden"] } })),
    "POST /chat/command": { body: { success: true, message: "Moved", error: null, updatedThought: null } },
  });

  it("are not asked for below 2 characters or outside command mode", async () => {
    const r = routes();
    const { user, input, api } = renderChat(r);
    await user.type(input, "mo");
    await user.clear(input);
    await user.type(input, "/m");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(api.calls("POST /chat/suggestions")).toHaveLength(0);
  });

  it("are fetched debounced with the context, chosen with the arrows and Enter", async () => {
    selectThought(kitchen);
    const { user, input, api } = renderChat(routes());
    await user.type(input, "move t");
    const list = await screen.findByRole("listbox", { name: "Command suggestions" });
    // One request for the settled text, not one per keystroke.
    expect(api.calls("POST /chat/suggestions")).toHaveLength(1);
    expect(api.calls("POST /chat/suggestions")[0]!.body).toEqual({
      partialCommand: "move t",
      context: { thoughtId: "t-kitchen", currentDomain: "personal", currentSubdomain: "home" },
    });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["move to Kitchen renovation", "move to Garden"]);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(input.value).toBe("move to Kitchen renovation");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(api.calls("POST /chat/command")).toHaveLength(0);

    // Enter with no suggestion chosen sends.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.calls("POST /chat/command")).toHaveLength(1));
    expect(api.calls("POST /chat/command")[0]!.body).toEqual({ command: "move to Kitchen renovation", thoughtId: "t-kitchen" });
  });

  it("can be chosen with Tab and dismissed with Escape", async () => {
    const { user, input } = renderChat(routes());
    await user.type(input, "/move");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.type(input, " ");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Tab}");
    expect(input.value).toBe("move to Kitchen renovation");
    expect(screen.getByRole("img", { name: "Command mode" })).toBeTruthy();
  });
});

describe("running commands", () => {
  it("shows a pending answer that is replaced in place", async () => {
    const reply = deferred<MockResponse>();
    const { user, input } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": () => reply.promise,
    });
    await user.type(input, "/archive{Enter}");
    const pending = within(historyPanel()).getByText("Waiting for the answer").closest("li")!;
    expect(pending.getAttribute("aria-busy")).toBe("true");
    reply.resolve({ body: { success: true, message: "Archived", error: null, updatedThought: null } });
    expect(await within(historyPanel()).findByText("Archived")).toBeTruthy();
    expect(within(historyPanel()).queryByText("Waiting for the answer")).toBeNull();
    expect(within(historyPanel()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("drops the selection when the bar goes away (logout)", () => {
    selectThought(kitchen);
    const { unmount } = renderChat();
    unmount();
    expect(getSelectedThought()).toBeNull();
  });

  it("reports the server's message, updates the selection and refreshes the thoughts", async () => {
    selectThought(kitchen);
    const moved = { ...kitchen, ai_title: "Order the kitchen tiles", updated_at: "2026-01-03T00:00:00.000Z" };
    const { user, input, api, queryClient } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": { body: { success: true, message: "Moved to Kitchen renovation", error: null, updatedThought: moved } },
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.type(input, "move to kitchen{Enter}");
    expect(await within(historyPanel()).findByText("Moved to Kitchen renovation")).toBeTruthy();
    expect(within(historyPanel()).getByText("move to kitchen")).toBeTruthy();
    expect(api.calls("POST /chat/command")[0]!.body).toEqual({ command: "move to kitchen", thoughtId: "t-kitchen" });
    expect(screen.getByText(/Editing:/).textContent).toBe("Editing: Order the kitchen tiles");
    expect(invalidate).toHaveBeenCalled();
  });

  it("strips the slash and falls back to 'Command executed successfully'", async () => {
    const { user, input, api } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": { body: { success: true, message: null, error: null, updatedThought: null } },
    });
    await user.type(input, "/archive{Enter}");
    expect(await within(historyPanel()).findByText("Command executed successfully")).toBeTruthy();
    expect(api.calls("POST /chat/command")[0]!.body).toEqual({ command: "archive", thoughtId: null });
  });

  it("unselects a thought the command deleted", async () => {
    selectThought(kitchen);
    const { user, input } = renderChat({
      "POST /chat/command": { body: { success: true, message: "Thought deleted", error: null, updatedThought: null } },
    });
    await user.type(input, "delete{Enter}");
    await within(historyPanel()).findByText("Thought deleted");
    expect(getSelectedThought()).toBeNull();
    expect(screen.queryByText(/Editing:/)).toBeNull();
  });

  it("shows the server's error for a failed command and gives the command back", async () => {
    selectThought(kitchen);
    const { user, input } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": {
        body: { success: false, message: null, error: 'No project matches "kichen"; close: Kitchen renovation', updatedThought: null },
      },
    });
    await user.type(input, "move to kichen{Enter}");
    expect(await within(historyPanel()).findByText('No project matches "kichen"; close: Kitchen renovation')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe("move to kichen"));
  });

  it("runs a change the model suggested only when the person confirms it, on the thought it was read for", async () => {
    selectThought(kitchen);
    const { user, input, api } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": (request) =>
        (request.body as { command: string }).command === "delete"
          ? { body: { success: true, message: "Thought deleted", error: null, updatedThought: null } }
          : {
              body: {
                success: false,
                message: null,
                error: 'I read that as "delete". Nothing was changed; confirm or send "/delete" to do it.',
                updatedThought: null,
                suggestedCommand: "/delete",
              },
            },
    });
    await user.type(input, "delete the urgent tag{Enter}");
    const confirm = await within(historyPanel()).findByRole("button", { name: "Run /delete" });
    expect(api.calls("POST /chat/command")).toHaveLength(1);
    selectThought(null);
    await user.click(confirm);
    expect(await within(historyPanel()).findByText("Thought deleted")).toBeTruthy();
    expect(api.calls("POST /chat/command")[1]!.body).toEqual({ command: "delete", thoughtId: "t-kitchen" });
    expect(within(historyPanel()).queryByRole("button", { name: "Run /delete" })).toBeNull();
  });

  it("says 'Command failed' when the failure has no text", async () => {
    const { user, input } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": { body: { success: false, message: null, error: null, updatedThought: null } },
    });
    await user.type(input, "/complete{Enter}");
    expect(await within(historyPanel()).findByText("Command failed")).toBeTruthy();
  });

  it("shows an HTTP error's text, else 'Command failed'", async () => {
    const { user, input } = renderChat({
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": { status: 404, body: { error: "Thought not found" } },
    });
    await user.type(input, "/complete{Enter}");
    expect(await within(historyPanel()).findByText("Thought not found")).toBeTruthy();
  });

  it("says 'Failed to execute command' when the request never arrives", async () => {
    const { user, input, fetchMock } = renderChat({ "POST /chat/suggestions": { body: { suggestions: [] } } });
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await user.type(input, "/complete{Enter}");
    expect(await within(historyPanel()).findByText("Failed to execute command")).toBeTruthy();
  });
});
