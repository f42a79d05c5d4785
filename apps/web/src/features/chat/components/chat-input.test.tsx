import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderChat } from "../chat-test-utils";
import { ApiError } from "../../../lib/api-client";
import { makeThought } from "../../../testing/factories";

function historyPanel() {
  return screen.getByRole("region", { name: "Conversation history" });
}

describe("ChatInput: typing and capture", () => {
  it("has the spec's placeholder", () => {
    const { input } = renderChat();
    expect(input.placeholder).toBe("What's on your mind?");
  });

  it("sends the trimmed text on Enter, clears the box and says the thought is processing", async () => {
    const { user, input, onSend } = renderChat();
    await user.type(input, "  call mum  {Enter}");
    expect(onSend).toHaveBeenCalledWith("call mum");
    expect(input.value).toBe("");
    const history = await screen.findByRole("region", { name: "Conversation history" });
    expect(within(history).getByText("call mum")).toBeTruthy();
    expect(within(history).getByText("Thought created and processing...")).toBeTruthy();
    expect(within(history).getAllByRole("listitem")[0]!.querySelector("time")?.getAttribute("datetime")).toBeTruthy();
  });

  it("adds a line on Shift+Enter without sending", async () => {
    const { user, input, onSend } = renderChat();
    await user.type(input, "first{Shift>}{Enter}{/Shift}second");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("first\nsecond");
  });

  it("ignores empty and whitespace-only input", async () => {
    const { user, input, onSend } = renderChat();
    await user.type(input, "{Enter}");
    await user.type(input, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Conversation history" })).toBeNull();
  });

  it("shows the microphone when empty and Send when there is text", async () => {
    const { user, input } = renderChat();
    expect(screen.getByRole("button", { name: "Record voice" }).getAttribute("aria-pressed")).toBe("false");
    await user.type(input, "x");
    expect(screen.queryByRole("button", { name: "Record voice" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("sends with the Send button", async () => {
    const { user, input, onSend } = renderChat();
    await user.type(input, "buy milk");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith("buy milk");
  });

  it("shows the server's error and gives the text back", async () => {
    const { user, input } = renderChat({}, vi.fn().mockRejectedValue(new ApiError(400, "original_input must not be empty")));
    await user.type(input, "oops{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("original_input must not be empty");
    expect(input.value).toBe("oops");
  });

  it("falls back to 'Failed to create thought'", async () => {
    const { user, input } = renderChat({}, vi.fn().mockRejectedValue(new TypeError("network down")));
    await user.type(input, "oops{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create thought");
  });

  it("closes the history with its button and reopens it", async () => {
    const { user, input } = renderChat();
    await user.type(input, "call mum{Enter}");
    await screen.findByText("Thought created and processing...");
    await user.click(screen.getByRole("button", { name: "Close conversation history" }));
    expect(screen.queryByRole("region", { name: "Conversation history" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show conversation history" }));
    expect(historyPanel()).toBeTruthy();
  });

  it("closes the history with Escape", async () => {
    const { user, input } = renderChat();
    await user.type(input, "call mum{Enter}");
    await screen.findByText("Thought created and processing...");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Conversation history" })).toBeNull();
  });
});

describe("ChatInput: questions", () => {
  it.each(["what do I have tomorrow", "anything due?", "help", "How many open tasks", "what's on my calendar today", "explain the kitchen project?"])(
    "sends %j to the conversational endpoint, not as a thought",
    async (question) => {
      const { user, input, onSend, api } = renderChat({
        "POST /chat/respond": { body: { response: "Two things.", timestamp: "2026-01-02T10:00:00.000Z" } },
      });
      await user.type(input, `${question}{Enter}`);
      expect(await within(historyPanel()).findByText("Two things.")).toBeTruthy();
      expect(onSend).not.toHaveBeenCalled();
      expect(api.calls("POST /chat/respond")[0]!.body).toMatchObject({ message: question, context: { thoughtId: null } });
    },
  );

  it("lists the items an answer is grounded in", async () => {
    const { user, input } = renderChat({
      "POST /chat/respond": {
        body: {
          response: "You have 2 things tomorrow.",
          timestamp: "2026-01-02T10:00:00.000Z",
          items: [
            { id: "a", title: "Dentist", status: "pending", domain: "personal", scheduled_for: "2026-01-03" },
            { id: "b", title: "Standup", status: "approved", domain: "systems", scheduled_for: null },
          ],
        },
      },
    });
    await user.type(input, "what do I have tomorrow?{Enter}");
    const history = historyPanel();
    await within(history).findByText("You have 2 things tomorrow.");
    expect(within(history).getByText(/Dentist/).textContent).toContain("Jan 3, 2026");
    expect(within(history).getByText(/Standup/).textContent).toContain("approved");
  });

  it("shows the notes an answer cites as chips that open the card", async () => {
    const cited = makeThought({ id: "n7", ai_title: "Deck stain", original_input: "deck stain, 2 gallons of the cedar tone $119.98", created_at: "2026-09-12T15:45:00.000Z" });
    const { user, input, api } = renderChat({
      "POST /chat/respond": {
        body: {
          response: "You spent $119.98 on the deck.",
          timestamp: "2026-09-19T19:40:00.000Z",
          number: 119.98,
          citations: [{ id: "n7", title: "Deck stain", created_at: "2026-09-12T15:45:00.000Z" }],
          items: [{ id: "n7", title: "Deck stain", status: "pending", domain: "personal", scheduled_for: null }],
        },
      },
      "GET /thoughts/n7": { body: { data: cited } },
    });
    await user.type(input, "how much did i spend on the deck?{Enter}");
    const history = historyPanel();
    await within(history).findByText("You spent $119.98 on the deck.");
    const sources = within(history).getByRole("list", { name: "Sources" });
    const chip = within(sources).getByRole("button", { name: /Deck stain/ });
    expect(chip.textContent).toContain("Sep 12, 2026");
    expect(chip.getAttribute("aria-expanded")).toBe("false");
    await user.click(chip);
    const card = await within(history).findByRole("region", { name: "Deck stain" });
    expect(within(card).getByText("deck stain, 2 gallons of the cedar tone $119.98")).toBeTruthy();
    expect(api.calls("GET /thoughts/n7")).toHaveLength(1);
    await user.click(within(card).getByRole("button", { name: "Edit with chat" }));
    expect(screen.getByText(/Editing:/).textContent).toBe("Editing: Deck stain");
    await user.click(within(card).getByRole("button", { name: "Close the note" }));
    expect(within(history).queryByRole("region", { name: "Deck stain" })).toBeNull();
  });

  it("refreshes the thoughts when the server captured the message instead of answering it", async () => {
    const captured = { response: "Thought captured.", timestamp: "2026-01-02T10:00:00.000Z", capturedThought: { id: "t1" } };
    const { user, input, queryClient } = renderChat({ "POST /chat/respond": { body: captured } });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.type(input, "what a day?{Enter}");
    await within(historyPanel()).findByText("Thought captured.");
    expect(invalidate).toHaveBeenCalled();
  });

  it("says 'Failed to get AI response' when the answer fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, input } = renderChat({ "POST /chat/respond": { status: 500, body: { error: "boom" } } });
    await user.type(input, "what is left?{Enter}");
    expect(await within(historyPanel()).findByText("Failed to get AI response")).toBeTruthy();
  });

  it.each(["buy oat milk and bread", "ask Priya how the move went", "figure out what to cook", "need help with the couch"])(
    "captures %j as a thought",
    async (statement) => {
      const { user, input, onSend, api } = renderChat();
      await user.type(input, `${statement}{Enter}`);
      expect(onSend).toHaveBeenCalledWith(statement);
      await waitFor(() => expect(api.calls("POST /chat/respond")).toHaveLength(0));
    },
  );
});
