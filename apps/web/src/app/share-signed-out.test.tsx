import { describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { App } from "./app";
import { renderWithProviders } from "../testing/render";
import { listOf, makeThought, makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";
import { PENDING_SHARE_KEY, SHARED_WHILE_SIGNED_OUT } from "../features/thoughts/api/share-target";

const config = { body: { version: "1", signups: "open", demo: null } };
const SHARED = "Read this\nGreat post https://ex.com/a";

describe("sharing to the app while signed out", () => {
  it("keeps the shared text through sign-in and captures it once, with one Idempotency-Key", async () => {
    window.history.replaceState(null, "", "/share-target?title=Read%20this&text=Great%20post%20https%3A%2F%2Fex.com%2Fa");
    const user = makeUser({ display_name: "Ada" });
    const api = mockApi({
      "GET /config": config,
      "POST /auth/login": { body: { token: "tok", user } },
      "GET /auth/me": { body: { user } },
      "GET /thoughts": { body: listOf([]) },
      "POST /thoughts": (request) => ({ status: 201, body: { data: makeThought({ id: "t-shared", original_input: (request.body as { original_input: string }).original_input }) } }),
    });
    const utils = renderWithProviders(<App />);

    // The login screen says what happens; the text waits in this tab, not in the address bar.
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByText(SHARED_WHILE_SIGNED_OUT).getAttribute("role")).toBe("status");
    expect(window.location.pathname).toBe("/login");
    expect(window.location.search).toBe("");
    const kept = JSON.parse(sessionStorage.getItem(PENDING_SHARE_KEY) ?? "{}") as { text?: string; idempotencyKey?: string };
    expect(kept.text).toBe(SHARED);
    expect(api.calls("POST /thoughts")).toHaveLength(0);

    await utils.user.type(screen.getByLabelText("Email"), "ada@example.com");
    await utils.user.type(screen.getByLabelText("Password"), "secret1");
    await utils.user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("button", { name: "Profile menu: Ada" });

    await waitFor(() => expect(api.calls("POST /thoughts")).toHaveLength(1));
    const sent = api.calls("POST /thoughts")[0]!;
    expect(sent.body).toEqual({ original_input: SHARED });
    expect(sent.headers["Idempotency-Key"]).toBe(kept.idempotencyKey);
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();

    // A reload of the signed-in app sends nothing more.
    cleanup();
    renderWithProviders(<App />);
    await screen.findByRole("button", { name: "Profile menu: Ada" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls("POST /thoughts")).toHaveLength(1);
  });

  it("keeps the shared text for the next load when sending fails, and sends it then with the same key", async () => {
    window.history.replaceState(null, "", "/share-target?text=Buy%20oat%20milk");
    const user = makeUser({ display_name: "Ada" });
    let fail = true;
    const api = mockApi({
      "GET /config": config,
      "POST /auth/login": { body: { token: "tok", user } },
      "GET /auth/me": { body: { user } },
      "GET /thoughts": { body: listOf([]) },
      "POST /thoughts": () => (fail ? { status: 500, body: { error: "Database unavailable" } } : { status: 201, body: { data: makeThought({ id: "t-milk", original_input: "Buy oat milk" }) } }),
    });
    const utils = renderWithProviders(<App />);
    await utils.user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await utils.user.type(screen.getByLabelText("Password"), "secret1");
    await utils.user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Failed to create thought");
    const kept = JSON.parse(sessionStorage.getItem(PENDING_SHARE_KEY) ?? "{}") as { idempotencyKey?: string };
    expect(kept.idempotencyKey).toBe(api.calls("POST /thoughts")[0]?.headers["Idempotency-Key"]);

    fail = false;
    cleanup();
    renderWithProviders(<App />);
    await waitFor(() => expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull());
    const keys = api.calls("POST /thoughts").map((c) => c.headers["Idempotency-Key"]);
    expect(new Set(keys).size).toBe(1);
  });

  it("does nothing on an empty share, and a signed-out visit elsewhere keeps nothing", async () => {
    window.history.replaceState(null, "", "/share-target");
    mockApi({ "GET /config": config });
    renderWithProviders(<App />);
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.queryByText(SHARED_WHILE_SIGNED_OUT)).toBeNull();
    expect(sessionStorage.getItem(PENDING_SHARE_KEY)).toBeNull();
  });
});
