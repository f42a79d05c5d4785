import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { Thought } from "@life/contracts";
import { ThoughtsView } from "../thoughts-view";
import { renderWithProviders } from "../../../testing/render";
import { listOf, makeThought } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";

async function renderFeed(thought: Thought) {
  const api = mockApi({
    "GET /thoughts": { body: listOf([thought]) },
    [`PUT /thoughts/${thought.id}`]: (req) => ({ body: { data: { ...thought, ...(req.body as object) } } }),
    [`DELETE /thoughts/${thought.id}`]: { body: { success: true, id: thought.id } },
    [`GET /thoughts/${thought.id}/debug`]: { body: { data: { id: thought.id, llm_debug_data: null } } },
  });
  const utils = renderWithProviders(<ThoughtsView />);
  const card = await screen.findByRole("article");
  return { ...utils, api, card };
}

describe("ThoughtCard", () => {
  it("shows chips, the AI title and the original input; Work for systems", async () => {
    const thought = makeThought({
      ai_title: "Call the dentist",
      original_input: "need to call dentist",
      domain: "systems",
      event_type: "reminder_intention",
      flexible_attributes: { priority: "high" },
    });
    const { card } = await renderFeed(thought);
    const text = card.textContent ?? "";
    for (const part of ["Work", "pending", "high priority", "reminder intention", "Call the dentist", "need to call dentist"]) {
      expect(text).toContain(part);
    }
  });

  it("shows AUTO-COMPLETED and commercial value in whole dollars", async () => {
    const thought = makeThought({
      status: "completed",
      flexible_attributes: {
        completed_via_resolution: true,
        commercial_value: {
          estimatedValue: 42.7,
          valueTier: "medium",
          industry: "health",
          keywords: [],
          explanation: "",
          intentSignals: [],
          totalMultiplier: 1,
        },
      },
    });
    const { card } = await renderFeed(thought);
    expect(card.textContent).toContain("AUTO-COMPLETED");
    expect(card.textContent).toContain("$43");
  });

  it("expands with Enter and approves a pending thought, then refreshes the feed", async () => {
    const thought = makeThought();
    const { card, user, api } = await renderFeed(thought);
    const toggle = within(card).getByRole("button", { expanded: false });
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await within(card).findByText("No AI pipeline data yet")).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(api.calls(`PUT /thoughts/${thought.id}`)).toHaveLength(1));
    expect(api.calls(`PUT /thoughts/${thought.id}`)[0]?.body).toEqual({ status: "approved" });
    await waitFor(() => expect(api.calls("GET /thoughts")).toHaveLength(2));
  });

  it("offers Complete but not Approve on an approved thought", async () => {
    const thought = makeThought({ status: "approved" });
    const { card, user, api } = await renderFeed(thought);
    await user.click(within(card).getByRole("button", { expanded: false }));
    expect(within(card).queryByRole("button", { name: "Approve" })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(api.calls(`PUT /thoughts/${thought.id}`)[0]?.body).toEqual({ status: "completed" }));
  });

  it("deletes only after the confirm dialog says yes", async () => {
    const thought = makeThought();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const { card, user, api } = await renderFeed(thought);
    await user.click(within(card).getByRole("button", { expanded: false }));
    const del = within(card).getByRole("button", { name: "Delete" });

    await user.click(del);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this thought?");
    expect(api.calls(`DELETE /thoughts/${thought.id}`)).toHaveLength(0);

    await user.click(del);
    await waitFor(() => expect(api.calls(`DELETE /thoughts/${thought.id}`)).toHaveLength(1));
  });

  it("only logs a failed status update", async () => {
    const thought = makeThought();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /thoughts": { body: listOf([thought]) },
      [`PUT /thoughts/${thought.id}`]: { status: 409, body: { error: "Illegal transition" } },
      [`GET /thoughts/${thought.id}/debug`]: { body: { data: { id: thought.id, llm_debug_data: null } } },
    });
    const { user } = renderWithProviders(<ThoughtsView />);
    const card = await screen.findByRole("article");
    await user.click(within(card).getByRole("button", { expanded: false }));
    await user.click(within(card).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("copies debug information and confirms in a toast", async () => {
    const thought = makeThought();
    const { card, user } = await renderFeed(thought);
    // user-event installs its own clipboard stub at setup; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(within(card).getByRole("button", { expanded: false }));
    await user.click(within(card).getByRole("button", { name: "Copy debug info" }));
    expect(await screen.findByText("Debug information copied to clipboard!")).toBeTruthy();
    expect(JSON.parse(writeText.mock.calls[0]![0] as string)).toMatchObject({ thought_id: thought.id });
  });

  it("says when copying fails", async () => {
    const { card, user } = await renderFeed(makeThought());
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(within(card).getByRole("button", { expanded: false }));
    await user.click(within(card).getByRole("button", { name: "Copy debug info" }));
    expect(await screen.findByText("Failed to copy to clipboard")).toBeTruthy();
  });
});
