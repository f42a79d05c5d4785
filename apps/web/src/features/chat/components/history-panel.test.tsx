import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderChat } from "../chat-test-utils";

const panel = () => screen.queryByRole("region", { name: "Conversation history" });

async function captureOne(text = "buy milk", saved: unknown = { id: "t1" }) {
  const utils = renderChat({}, vi.fn().mockResolvedValue(saved));
  await utils.user.type(utils.input, `${text}{Enter}`);
  await screen.findByText("Thought created and processing...");
  expect(panel()).toBeTruthy();
  return utils;
}

/** Places an element on the (fake) screen. */
function placeAt(element: Element, top: number, height: number) {
  vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ top, bottom: top + height, height, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect);
}

describe("the conversation history panel", () => {
  afterEach(() => {
    window.location.hash = "";
    document.body.querySelectorAll("[data-thought-id]").forEach((el) => el.remove());
  });

  it("stays open while chatting: typing and sending again inside the bar keep it", async () => {
    const { user, input } = await captureOne();
    await user.type(input, "and eggs{Enter}");
    await waitFor(() => expect(screen.getAllByText("Thought created and processing...")).toHaveLength(2));
    expect(panel()).toBeTruthy();
  });

  it("closes when the person navigates to another view", async () => {
    await captureOne();
    act(() => {
      window.location.hash = "#projects";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(panel()).toBeNull();
    expect(screen.getByRole("button", { name: "Show conversation history" })).toBeTruthy();
  });

  it("closes on Escape pressed anywhere on the page", async () => {
    await captureOne();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(panel()).toBeNull();
  });

  it("closes on a press outside, not on one inside", async () => {
    await captureOne();
    fireEvent.mouseDown(screen.getByRole("heading", { name: "Conversation history" }));
    expect(panel()).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(panel()).toBeNull();
  });

  it("scrolls the card just captured clear of the panel", async () => {
    const card = document.createElement("article");
    card.dataset.thoughtId = "t1";
    document.body.append(card);
    placeAt(card, 500, 100);
    const scrollBy = vi.fn();
    vi.stubGlobal("scrollBy", scrollBy);
    vi.spyOn(HTMLDivElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 450, bottom: 800, height: 350 } as DOMRect);
    await captureOne();
    await waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 158 }));
    expect(panel()).toBeTruthy();
  });

  it("closes itself when the screen is too short to show both", async () => {
    const card = document.createElement("article");
    card.dataset.thoughtId = "t1";
    document.body.append(card);
    placeAt(card, 100, 300);
    vi.spyOn(HTMLDivElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 250, bottom: 600, height: 350 } as DOMRect);
    const { user, input } = renderChat({}, vi.fn().mockResolvedValue({ id: "t1" }));
    await user.type(input, "buy milk{Enter}");
    expect(await screen.findByRole("button", { name: "Show conversation history" })).toBeTruthy();
    expect(panel()).toBeNull();
  });
});
