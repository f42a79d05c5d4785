import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { ShortcutsView, NOT_IOS_ALERT } from "./shortcuts-view";
import { forgetFullKeys } from "./api/fresh-keys";
import { makeApiKey, makeCreatedKey } from "./testing-keys";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

const shortcutKey = (overrides = {}) => {
  const key = makeApiKey({ id: "s1", name: "iPhone Shortcuts", type: "shortcut", device: "iPhone", usage_count: 4, ...overrides });
  return { ...key, keyName: key.name, createdAt: key.created_at };
};

describe("ShortcutsView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));
  afterEach(() => forgetFullKeys());

  it("without a key asks for a device and creates the key with the default name", async () => {
    const created = makeCreatedKey({ id: "s1", name: "Anna's iPhone Shortcuts", type: "shortcut", device: "Anna's iPhone" });
    let keys: unknown[] = [];
    const api = mockApi({
      "GET /api-keys/shortcuts": () => ({ body: { data: keys } }),
      "GET /api-keys": { body: { data: [] } },
      "POST /api-keys/shortcut": () => {
        keys = [{ ...shortcutKey({ name: created.name, device: created.device }) }];
        return { status: 201, body: { data: created } };
      },
    });
    const { user } = renderWithProviders(<ShortcutsView />);
    expect(await screen.findByText("The key will be called “iPhone Shortcuts”.")).toBeTruthy();
    await user.type(screen.getByLabelText("Device name (optional)"), "Anna's iPhone");
    expect(screen.getByText("The key will be called “Anna's iPhone Shortcuts”.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Shortcut Key" }));
    expect(await screen.findByTestId("new-api-key")).toHaveProperty("textContent", created.apiKey);
    expect(api.calls("POST /api-keys/shortcut")[0]?.body).toEqual({ name: "Anna's iPhone Shortcuts", device: "Anna's iPhone" });

    // The tutorial uses this server's endpoint; the fresh key can be shown, hidden and copied.
    expect(screen.getByTestId("capture-endpoint").textContent).toBe(`${window.location.origin}/api/shortcuts/capture`);
    const secret = screen.getByTestId("secret-key");
    expect(secret.textContent).not.toContain(created.apiKey);
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(secret.textContent).toBe(created.apiKey);
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(secret.textContent).not.toContain(created.apiKey);
  });

  it("tests the connection with the key itself when this tab created it, and shows the server's message", async () => {
    const created = makeCreatedKey({ id: "s1", type: "shortcut" });
    let keys: unknown[] = [];
    const api = mockApi({
      "GET /api-keys/shortcuts": () => ({ body: { data: keys } }),
      "POST /api-keys/shortcut": () => {
        keys = [shortcutKey()];
        return { status: 201, body: { data: created } };
      },
      "POST /shortcuts/test": { body: { message: 'Connection successful! Apple Shortcuts key "iPhone Shortcuts" is connected to ada@example.com.' } },
    });
    const { user } = renderWithProviders(<ShortcutsView />);
    await user.click(await screen.findByRole("button", { name: "Create Shortcut Key" }));
    await user.click(await screen.findByRole("button", { name: "Test Connection" }));
    expect(await screen.findByText(/Connection successful! Apple Shortcuts key "iPhone Shortcuts"/)).toBeTruthy();
    expect(api.calls("POST /shortcuts/test")[0]?.headers["x-api-key"]).toBe(created.apiKey);
  });

  it("with a key: endpoints, usage stats, Test Connection and its failure text, docs link", async () => {
    mockApi({
      "GET /api-keys/shortcuts": { body: { data: [shortcutKey({ last_used: null })] } },
      "POST /shortcuts/test": { status: 500, body: { error: "Database unavailable" } },
    });
    const { user } = renderWithProviders(<ShortcutsView />);
    expect(await screen.findByText("Your key: iPhone Shortcuts")).toBeTruthy();
    // Only the key's public part is known after a reload, and the page says why.
    expect(screen.getByTestId("secret-key").textContent).toBe("li_0123456789abcdef_••••••••••••");
    expect(screen.getByText(/shown once, when it was created/)).toBeTruthy();
    const endpoints = screen.getByRole("list", { name: "Endpoints" }).textContent ?? "";
    for (const path of ["/api/shortcuts/capture", "/api/shortcuts/photo", "/api/shortcuts/schedule", "/api/thoughts"]) expect(endpoints).toContain(`${window.location.origin}${path}`);
    const usage = screen.getByRole("heading", { name: "Usage" }).parentElement?.textContent ?? "";
    expect(usage).toContain("Total calls4");
    expect(usage).toContain("Last usedNever");
    expect(usage).toContain("StatusActive");
    await user.click(screen.getByRole("button", { name: "Test Connection" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Connection test failed: Database unavailable");
    expect(screen.getByRole("link", { name: /Apple Shortcuts documentation/ }).getAttribute("href")).toBe("/docs/apple-shortcuts");
  });

  it("downloads the shortcut file with the session, names the signing step, and shows the photo tutorial with this server's endpoint", async () => {
    const api = mockApi({
      "GET /api-keys/shortcuts": { body: { data: [shortcutKey()] } },
      "GET /shortcuts/recipe.shortcut": { body: "bplist00" },
    });
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:recipe";
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("Capture Thought.shortcut");
      expect(this.href).toBe("blob:recipe");
    });
    const { user } = renderWithProviders(<ShortcutsView />);
    await user.click(await screen.findByRole("button", { name: "Download Shortcut File" }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.calls("GET /shortcuts/recipe.shortcut")[0]?.headers.Authorization).toBe("Bearer tok");
    expect(created).toHaveLength(1);
    expect(screen.getByText(/only open signed shortcut files/)).toBeTruthy();
    expect(screen.getByText(/shortcuts sign --mode anyone/)).toBeTruthy();

    expect(screen.getByRole("heading", { name: "Capture a photo" })).toBeTruthy();
    expect(screen.getByTestId("photo-endpoint").textContent).toBe(`${window.location.origin}/api/shortcuts/photo`);
  });

  it("says so when the shortcut file cannot be downloaded", async () => {
    mockApi({
      "GET /api-keys/shortcuts": { body: { data: [shortcutKey()] } },
      "GET /shortcuts/recipe.shortcut": { status: 500, body: { error: "Internal server error" } },
    });
    const { user } = renderWithProviders(<ShortcutsView />);
    await user.click(await screen.findByRole("button", { name: "Download Shortcut File" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Internal server error");
  });

  it("alerts outside iOS when asked to create the shortcut automatically", async () => {
    mockApi({ "GET /api-keys/shortcuts": { body: { data: [shortcutKey()] } } });
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { user } = renderWithProviders(<ShortcutsView />);
    await user.click(await screen.findByRole("button", { name: "Create Shortcut Automatically" }));
    expect(alert).toHaveBeenCalledWith(NOT_IOS_ALERT);
  });
});
