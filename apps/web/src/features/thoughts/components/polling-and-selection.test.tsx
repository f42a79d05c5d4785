import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { ThoughtsView } from "../thoughts-view";
import { CLASSIFY_POLL_MS, feedPollInterval } from "../api/poll-classifying";
import type { FeedPage } from "../api/feed-types";
import { makePlaceholder } from "../api/create-thought";
import { renderWithProviders } from "../../../testing/render";
import { listOf, makeThought } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";
import { getSelectedThought, selectThought } from "../../../lib/thought-selection";

const feedOf = (...pages: FeedPage[]) => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)) });

describe("polling while classifying", () => {
  it("polls only while something on the first page is queued or processing, and not over a placeholder", () => {
    expect(feedPollInterval(undefined)).toBe(false);
    expect(feedPollInterval(feedOf(listOf([makeThought()])))).toBe(false);
    expect(feedPollInterval(feedOf(listOf([makeThought(), makeThought({ processing_status: "queued" })])))).toBe(CLASSIFY_POLL_MS);
    expect(feedPollInterval(feedOf(listOf([makeThought({ processing_status: "processing" })])))).toBe(CLASSIFY_POLL_MS);
    expect(feedPollInterval(feedOf(listOf([makeThought({ processing_status: "failed" })])))).toBe(false);
    expect(feedPollInterval(feedOf({ ...listOf([makeThought({ processing_status: "queued" })]), data: [makePlaceholder("x")] }))).toBe(false);
    // A queued card further down (e.g. left over from a crash) does not make every loaded page refetch each second.
    expect(feedPollInterval(feedOf(listOf([makeThought()]), listOf([makeThought({ processing_status: "queued" })])))).toBe(false);
  });

  it("updates the card by itself and stops asking once it is done", async () => {
    const queued = makeThought({ id: "t-q", original_input: "ordered the tiles", ai_title: "Order tiles", processing_status: "queued" });
    const done = { ...queued, ai_title: "Order the kitchen tiles", processing_status: "done" as const };
    let calls = 0;
    const api = mockApi({
      "GET /thoughts": () => {
        calls += 1;
        return { body: listOf([calls < 3 ? { ...queued, processing_status: calls === 1 ? "queued" : "processing" } : done]) };
      },
    });
    renderWithProviders(<ThoughtsView />);
    expect((await screen.findByRole("article")).textContent).toContain("Classifying…");
    const card = await screen.findByRole("article", { name: "Order the kitchen tiles" }, { timeout: 4000 });
    expect(card.textContent).not.toContain("Classifying…");
    const settled = api.calls("GET /thoughts").length;
    expect(settled).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, CLASSIFY_POLL_MS * 1.5));
    expect(api.calls("GET /thoughts")).toHaveLength(settled);
  }, 10_000);
});

describe("selecting a card for chat commands", () => {
  it("toggles with 'Edit with commands' and marks the card", async () => {
    const thought = makeThought({ ai_title: "Order the tiles" });
    mockApi({ "GET /thoughts": { body: listOf([thought]) } });
    const { user } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article", { name: "Order the tiles" });
    await user.click(within(card).getByRole("button", { expanded: false }));
    const select = within(card).getByRole("button", { name: "Edit with commands" });
    expect(select.getAttribute("aria-pressed")).toBe("false");

    await user.click(select);
    expect(getSelectedThought()?.id).toBe(thought.id);
    expect(select.getAttribute("aria-pressed")).toBe("true");
    expect(card.textContent).toContain("Editing");

    await user.click(select);
    expect(getSelectedThought()).toBeNull();
  });

  it("unselects a thought deleted from its card", async () => {
    const thought = makeThought({ ai_title: "Order the tiles" });
    mockApi({
      "GET /thoughts": { body: listOf([thought]) },
      [`DELETE /thoughts/${thought.id}`]: { body: { success: true, id: thought.id } },
    });
    vi.stubGlobal("confirm", () => true);
    act(() => selectThought(thought));
    const { user } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article", { name: "Order the tiles" });
    await user.click(within(card).getByRole("button", { expanded: false }));
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(getSelectedThought()).toBeNull());
  });

  it("follows a selection cleared elsewhere (the chat bar) and refreshes the selected copy", async () => {
    const thought = makeThought({ ai_title: "Order the tiles" });
    const renamed = { ...thought, ai_title: "Order the kitchen tiles", updated_at: "2026-02-01T00:00:00.000Z" };
    let calls = 0;
    mockApi({ "GET /thoughts": () => ({ body: listOf([(calls += 1) === 1 ? thought : renamed]) }) });
    act(() => selectThought(thought));
    const { queryClient } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article", { name: "Order the tiles" });
    expect(card.className).toContain("is-selected");
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(getSelectedThought()?.ai_title).toBe("Order the kitchen tiles"));
    act(() => selectThought(null));
    expect(screen.getByRole("article", { name: "Order the kitchen tiles" }).className).not.toContain("is-selected");
  });
});
