import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { WaitingItem } from "@life/contracts";
import { WaitingView } from "./waiting-view";
import { renderWithProviders } from "../../testing/render";
import { makeThought, makeUser } from "../../testing/factories";
import { deferred, mockApi, type MockResponse } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

const contract: WaitingItem = {
  ...makeThought({
  id: "w1",
  ai_title: "Signed contract from Sam",
  original_input: "waiting for Sam to send the signed contract by Friday",
  waiting_for: "Sam",
  expected_date: "2026-11-27",
  created_at: "2026-11-20T15:00:00.000Z",
  }),
  waiting: { follow_up_count: 2 },
};
const quote: WaitingItem = {
  ...makeThought({ id: "w2", ai_title: "Plumber's quote", waiting_for: "the plumber", created_at: "2026-11-21T15:00:00.000Z" }),
  waiting: {},
};

const list = (items: WaitingItem[]) => ({ body: { data: items } });

describe("WaitingView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser({ timezone: "America/Halifax" }) }));

  it("lists each item with waiting since, who, expected date and the original input", async () => {
    mockApi({ "GET /thoughts/waiting": list([contract, quote]) });
    renderWithProviders(<WaitingView />);
    expect(screen.getByRole("heading", { name: "Waiting For" })).toBeTruthy();
    expect(await screen.findByText("2 items")).toBeTruthy();
    const item = screen.getByRole("article", { name: "Signed contract from Sam" });
    const text = item.textContent ?? "";
    for (const part of [
      "Waiting since",
      "Nov 20, 2026",
      "Waiting for",
      "Sam",
      "Expected",
      "Nov 27, 2026",
      "Follow-ups2",
      "waiting for Sam to send the signed contract by Friday",
    ]) {
      expect(text).toContain(part);
    }
    expect(within(item).getByRole("button", { name: "Received" })).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Follow Up" })).toBeTruthy();
  });

  it("shows Nothing to wait for with examples", async () => {
    mockApi({ "GET /thoughts/waiting": list([]) });
    renderWithProviders(<WaitingView />);
    const empty = await screen.findByRole("region", { name: "Nothing to wait for" });
    expect(empty.textContent).toContain("Waiting for Sam to send the signed contract by Friday");
  });

  it("removes an item at once on Received", async () => {
    const pending = deferred<MockResponse>();
    let received = false;
    const api = mockApi({
      "GET /thoughts/waiting": () => list(received ? [quote] : [contract, quote]),
      "PUT /thoughts/w1/received": () => pending.promise,
    });
    const { user } = renderWithProviders(<WaitingView />);
    const item = await screen.findByRole("article", { name: "Signed contract from Sam" });
    await user.click(within(item).getByRole("button", { name: "Received" }));
    expect(screen.queryByRole("article", { name: "Signed contract from Sam" })).toBeNull();
    expect(screen.getByText("1 item")).toBeTruthy();
    received = true;
    pending.resolve({ body: { data: contract } });
    await waitFor(() => expect(api.calls("GET /thoughts/waiting").length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole("article", { name: "Signed contract from Sam" })).toBeNull();
    expect(screen.getByRole("article", { name: "Plumber's quote" })).toBeTruthy();
  });

  it("puts the item back and says Failed to update item when Received fails", async () => {
    mockApi({
      "GET /thoughts/waiting": list([contract]),
      "PUT /thoughts/w1/received": { status: 500, body: { error: "boom" } },
    });
    const { user } = renderWithProviders(<WaitingView />);
    await user.click(within(await screen.findByRole("article")).getByRole("button", { name: "Received" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to update item");
    expect(await screen.findByRole("article", { name: "Signed contract from Sam" })).toBeTruthy();
  });

  it("sends a follow-up, confirms the task for tomorrow 9:00 and reloads the list", async () => {
    const followUp = makeThought({
      id: "f1",
      ai_title: "Follow up with Sam about the signed contract",
      scheduled_for: "2026-11-23T13:00:00.000Z",
    });
    const api = mockApi({
      "GET /thoughts/waiting": list([contract]),
      "POST /thoughts/w1/follow-up": { status: 201, body: { data: { thought: contract, followUp } } },
    });
    const { user } = renderWithProviders(<WaitingView />);
    await user.click(within(await screen.findByRole("article")).getByRole("button", { name: "Follow Up" }));
    expect(
      await screen.findByText("Follow-up task created for Mon, Nov 23 at 9:00 AM: “Follow up with Sam about the signed contract”"),
    ).toBeTruthy();
    await waitFor(() => expect(api.calls("GET /thoughts/waiting")).toHaveLength(2));
  });

  it("says Failed to send follow up", async () => {
    mockApi({
      "GET /thoughts/waiting": list([contract]),
      "POST /thoughts/w1/follow-up": { status: 409, body: { error: "no longer waiting" } },
    });
    const { user } = renderWithProviders(<WaitingView />);
    await user.click(within(await screen.findByRole("article")).getByRole("button", { name: "Follow Up" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to send follow up");
  });

  it("shows Failed to load waiting items with Try Again", async () => {
    let fail = true;
    mockApi({ "GET /thoughts/waiting": () => (fail ? { status: 500 } : list([])) });
    const { user } = renderWithProviders(<WaitingView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load waiting items");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "Nothing to wait for" })).toBeTruthy();
  });
});
