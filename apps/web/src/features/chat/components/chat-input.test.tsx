import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ChatInput } from "./chat-input";
import { renderWithProviders } from "../../../testing/render";
import { ApiError } from "../../../lib/api-client";

function setup(onSend = vi.fn().mockResolvedValue(undefined)) {
  const onRecord = vi.fn();
  const utils = renderWithProviders(<ChatInput onSend={onSend} onRecord={onRecord} />);
  const input = screen.getByRole("textbox", { name: "Thought input" }) as HTMLTextAreaElement;
  return { ...utils, onSend, onRecord, input };
}

describe("ChatInput", () => {
  it("has the spec's placeholder", () => {
    const { input } = setup();
    expect(input.placeholder).toBe("What's on your mind?");
  });

  it("sends the trimmed text on Enter and clears the box", async () => {
    const { user, input, onSend } = setup();
    await user.type(input, "  call mum  {Enter}");
    expect(onSend).toHaveBeenCalledWith("call mum");
    expect(input.value).toBe("");
  });

  it("adds a line on Shift+Enter without sending", async () => {
    const { user, input, onSend } = setup();
    await user.type(input, "first{Shift>}{Enter}{/Shift}second");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("first\nsecond");
  });

  it("ignores empty and whitespace-only input", async () => {
    const { user, input, onSend } = setup();
    await user.type(input, "{Enter}");
    await user.type(input, "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the microphone when empty and Send when there is text", async () => {
    const { user, input, onRecord } = setup();
    await user.click(screen.getByRole("button", { name: "Record voice" }));
    expect(onRecord).toHaveBeenCalled();
    await user.type(input, "x");
    expect(screen.queryByRole("button", { name: "Record voice" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("sends with the Send button", async () => {
    const { user, input, onSend } = setup();
    await user.type(input, "buy milk");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenCalledWith("buy milk");
  });

  it("shows the server's error and gives the text back", async () => {
    const { user, input } = setup(vi.fn().mockRejectedValue(new ApiError(400, "original_input must not be empty")));
    await user.type(input, "oops{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("original_input must not be empty");
    expect(input.value).toBe("oops");
  });

  it("falls back to 'Failed to create thought'", async () => {
    const { user, input } = setup(vi.fn().mockRejectedValue(new TypeError("network down")));
    await user.type(input, "oops{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create thought");
  });
});
