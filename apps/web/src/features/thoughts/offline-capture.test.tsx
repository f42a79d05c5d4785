import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { captureOrQueue, createThought } from "./api/create-thought";
import { flushOutbox, useQueuedCaptures } from "./api/outbox";
import { sharedText } from "./api/share-target";
import { ThoughtsView } from "./thoughts-view";
import { renderWithProviders } from "../../testing/render";
import { makeThought, makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

function QueueSize() {
  return <p>queued: {useQueuedCaptures().length}</p>;
}

describe("offline capture", () => {
  beforeEach(async () => {
    saveSession({ token: "tok", user: makeUser() });
    // Empty the outbox left by the previous test.
    mockApi({ "POST /thoughts": { status: 201, body: { data: makeThought() } } });
    setOnline(true);
    await flushOutbox(createThought);
  });

  it("keeps a thought typed offline in IndexedDB, shows it as waiting to send, and sends it once with its key", async () => {
    setOnline(false);
    const api = mockApi({
      "GET /thoughts": { body: { data: [], total: 0, next_cursor: null } },
      "POST /thoughts": () => ({ status: 201, body: { data: makeThought({ id: "t-new", original_input: "buy milk" }) } }),
    });
    const card = await captureOrQueue({ text: "buy milk", idempotencyKey: "key-1" });
    expect(card).toMatchObject({ waiting_to_send: true, original_input: "buy milk" });
    expect(api.calls("POST /thoughts")).toHaveLength(0);

    renderWithProviders(<ThoughtsView />);
    expect(await screen.findByRole("article", { name: "Waiting to send: buy milk" })).toBeTruthy();

    setOnline(true);
    await act(() => Promise.all([flushOutbox(createThought), flushOutbox(createThought)]));
    expect(api.calls("POST /thoughts")).toHaveLength(1);
    expect(api.calls("POST /thoughts")[0]?.headers["Idempotency-Key"]).toBe("key-1");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Waiting to send: buy milk" })).toBeNull());
    await flushOutbox(createThought);
    expect(api.calls("POST /thoughts")).toHaveLength(1);
  });

  it("keeps the queue when the connection is still down, and survives for the next try", async () => {
    setOnline(false);
    await captureOrQueue({ text: "call the bank", idempotencyKey: "key-2" });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await flushOutbox(createThought);
    renderWithProviders(<QueueSize />);
    expect(screen.getByText("queued: 1")).toBeTruthy();
  });

  it("captures online as before", async () => {
    const api = mockApi({ "POST /thoughts": { status: 201, body: { data: makeThought({ id: "t2" }) } } });
    const saved = await captureOrQueue({ text: "hello", idempotencyKey: "key-3" });
    expect(saved.id).toBe("t2");
    expect(api.calls("POST /thoughts")).toHaveLength(1);
  });
});

describe("share target", () => {
  it("turns shared title, text and link into one capture, each once", () => {
    expect(sharedText({ pathname: "/share-target", search: "?title=Read%20this&text=Great%20post%20https%3A%2F%2Fex.com%2Fa&url=https%3A%2F%2Fex.com%2Fa" })).toBe(
      "Read this\nGreat post https://ex.com/a",
    );
    expect(sharedText({ pathname: "/share-target", search: "?url=https%3A%2F%2Fex.com" })).toBe("https://ex.com");
    expect(sharedText({ pathname: "/share-target", search: "" })).toBeNull();
    expect(sharedText({ pathname: "/", search: "?text=x" })).toBeNull();
  });
});
