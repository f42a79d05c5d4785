import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { REVOKE_API_KEY_CONFIRM } from "@life/contracts";
import { ApiKeysView } from "./api-keys-view";
import { forgetFullKeys } from "./api/fresh-keys";
import { makeApiKey, makeCreatedKey } from "./testing-keys";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

describe("ApiKeysView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser({ timezone: "America/Halifax" }) }));
  afterEach(() => forgetFullKeys());

  it("shows the empty state and the MCP configuration for this server", async () => {
    mockApi({ "GET /api-keys": { body: { data: [] } } });
    renderWithProviders(<ApiKeysView />);
    expect(await screen.findByRole("heading", { name: "No API Keys Yet" })).toBeTruthy();
    const snippet = JSON.parse(screen.getByTestId("mcp-config").textContent ?? "") as { mcpServers: Record<string, { url: string }> };
    expect(snippet.mcpServers["life-intelligence"]?.url).toBe(`${window.location.origin}/api/mcp`);
  });

  it("shows each key's card: type, key id, dates, device, uses, status; Revoke disabled when inactive", async () => {
    mockApi({
      "GET /api-keys": {
        body: {
          data: [
            makeApiKey({ id: "k1", name: "iPhone Shortcuts", type: "shortcut", device: "iPhone 15", usage_count: 12, last_used: "2026-11-24T13:00:00.000Z" }),
            makeApiKey({ id: "k2", name: "Old GPT", type: "gpt", key_id: "fedcba9876543210", is_active: false }),
          ],
        },
      },
    });
    renderWithProviders(<ApiKeysView />);
    const shortcut = await screen.findByRole("article", { name: "iPhone Shortcuts" });
    const text = shortcut.textContent ?? "";
    for (const part of ["Apple Shortcuts", "0123456789abcdef", "Nov 20, 2026", "Tue, Nov 24 at 9:00 AM", "iPhone 15", "12", "Active"]) expect(text).toContain(part);
    expect((within(shortcut).getByRole("button", { name: "Revoke" }) as HTMLButtonElement).disabled).toBe(false);
    const old = screen.getByRole("article", { name: "Old GPT" });
    expect(old.textContent).toContain("Custom GPT");
    expect(old.textContent).toContain("Never");
    expect(old.textContent).toContain("Inactive");
    expect((within(old).getByRole("button", { name: "Revoke" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("creates a key: Create is disabled until named, device only for Apple Shortcuts, the full key shown once with Copy", async () => {
    const created = makeCreatedKey({ id: "k9", name: "Kitchen iPad Shortcuts", type: "shortcut", device: "Kitchen iPad" });
    const api = mockApi({
      "GET /api-keys": { body: { data: [] } },
      "POST /api-keys/shortcut": { status: 201, body: { data: created } },
    });
    const { user } = renderWithProviders(<ApiKeysView />);
    await user.click(await screen.findByRole("button", { name: /Create New Key/ }));
    const dialog = screen.getByRole("dialog", { name: "Create New API Key" });
    const submit = within(dialog).getByRole("button", { name: "Create Key" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).queryByLabelText("Device (optional)")).toBeNull();
    expect((within(dialog).getByLabelText("Key name") as HTMLInputElement).placeholder).toBe("e.g. Home automation script");

    await user.selectOptions(within(dialog).getByLabelText("Key type"), "shortcut");
    expect((within(dialog).getByLabelText("Key name") as HTMLInputElement).placeholder).toBe("e.g. iPhone Shortcuts");
    await user.type(within(dialog).getByLabelText("Key name"), "Kitchen iPad Shortcuts");
    await user.type(within(dialog).getByLabelText("Device (optional)"), "Kitchen iPad");
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect(await screen.findByTestId("new-api-key")).toHaveProperty("textContent", created.apiKey);
    expect(api.calls("POST /api-keys/shortcut")[0]?.body).toEqual({ name: "Kitchen iPad Shortcuts", device: "Kitchen iPad" });
    expect(screen.getByRole("note").textContent).toMatch(/shown only once/);
    await user.click(screen.getByRole("button", { name: "Copy API key" }));
    expect(await navigator.clipboard.readText()).toBe(created.apiKey);
    expect(screen.getByText("Copied!")).toBeTruthy();
  });

  it("sends general keys to POST /api-keys with their type", async () => {
    const api = mockApi({ "GET /api-keys": { body: { data: [] } }, "POST /api-keys": { status: 201, body: { data: makeCreatedKey() } } });
    const { user } = renderWithProviders(<ApiKeysView />);
    await user.click(await screen.findByRole("button", { name: /Create New Key/ }));
    await user.type(screen.getByLabelText("Key name"), "Home script");
    await user.click(screen.getByRole("button", { name: "Create Key" }));
    await screen.findByTestId("new-api-key");
    expect(api.calls("POST /api-keys")[0]?.body).toEqual({ name: "Home script", type: "general" });
  });

  it("says why creation failed", async () => {
    mockApi({ "GET /api-keys": { body: { data: [] } }, "POST /api-keys": { status: 400, body: { error: "name must be at most 100 characters" } } });
    const { user } = renderWithProviders(<ApiKeysView />);
    await user.click(await screen.findByRole("button", { name: /Create New Key/ }));
    await user.type(screen.getByLabelText("Key name"), "x");
    await user.click(screen.getByRole("button", { name: "Create Key" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create API key: name must be at most 100 characters");
  });

  it("revokes only after the spec's confirmation", async () => {
    let revoked = false;
    const api = mockApi({
      "GET /api-keys": () => ({ body: { data: [makeApiKey({ is_active: !revoked })] } }),
      "DELETE /api-keys/k1": () => {
        revoked = true;
        return { body: { success: true, data: makeApiKey({ is_active: false }) } };
      },
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderWithProviders(<ApiKeysView />);
    const revoke = await screen.findByRole("button", { name: "Revoke" });
    await user.click(revoke);
    expect(confirm).toHaveBeenCalledWith(REVOKE_API_KEY_CONFIRM);
    expect(api.calls("DELETE /api-keys/k1")).toHaveLength(0);
    await user.click(revoke);
    await waitFor(() => expect(screen.getByRole("article", { name: "Home script" }).textContent).toContain("Inactive"));
    expect(api.calls("DELETE /api-keys/k1")).toHaveLength(1);
  });

  it("shows the revoke failure with the server's reason", async () => {
    mockApi({ "GET /api-keys": { body: { data: [makeApiKey()] } }, "DELETE /api-keys/k1": { status: 404, body: { error: "API key not found" } } });
    vi.stubGlobal("confirm", vi.fn(() => true));
    const { user } = renderWithProviders(<ApiKeysView />);
    await user.click(await screen.findByRole("button", { name: "Revoke" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to revoke API key: API key not found");
  });
});
