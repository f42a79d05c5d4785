import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { AccountView } from "./account-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { getSession, getToken, saveSession } from "../../lib/session";

const sessions = {
  body: {
    data: [
      { id: "s1", created_at: "2026-11-20T12:00:00.000Z", last_used_at: "2026-11-25T12:00:00.000Z", current: true },
      { id: "s2", created_at: "2026-11-18T12:00:00.000Z", last_used_at: "2026-11-19T12:00:00.000Z", current: false },
    ],
  },
};

describe("Account settings", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser({ email: "ada@example.com", display_name: "Ada", timezone: "America/Halifax" }) }));

  it("saves the display name and time zone and keeps the stored user in step", { timeout: 20_000 }, async () => {
    const api = mockApi({
      "GET /auth/sessions": sessions,
      "PUT /auth/me": (request) => ({ body: { user: makeUser({ email: "ada@example.com", ...(request.body as object) }) } }),
    });
    const { user } = renderWithProviders(<AccountView />);
    expect(screen.getByText("Signed in as ada@example.com")).toBeTruthy();
    const name = screen.getByLabelText("Display name");
    await user.clear(name);
    await user.type(name, "Ada L.");
    await user.selectOptions(screen.getByLabelText("Time zone"), "Europe/Paris");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    expect(api.calls("PUT /auth/me")[0]?.body).toEqual({ display_name: "Ada L.", timezone: "Europe/Paris" });
    expect(getSession()?.user.timezone).toBe("Europe/Paris");
  });

  it("lists the sessions and signs another one out", async () => {
    let list = sessions.body.data;
    const api = mockApi({
      "GET /auth/sessions": () => ({ body: { data: list } }),
      "DELETE /auth/sessions/s2": () => {
        list = list.filter((s) => s.id !== "s2");
        return { body: { success: true } };
      },
    });
    const { user } = renderWithProviders(<AccountView />);
    const items = await screen.findAllByRole("listitem");
    const box = screen.getByRole("list", { name: "Active sessions" });
    expect(within(box).getAllByRole("listitem")).toHaveLength(2);
    expect(items[0]?.textContent).toContain("This device");
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    await user.click(within(box).getByRole("button", { name: /Sign out session/ }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem")).toHaveLength(1));
    expect(api.calls("DELETE /auth/sessions/s2")).toHaveLength(1);
  });

  it("imports an export.json and says how many items came in", async () => {
    const api = mockApi({ "GET /auth/sessions": sessions, "POST /account/import": { body: { data: { imported: 3, skipped: 1, setup: true, documents: 2 } } } });
    const { user } = renderWithProviders(<AccountView />);
    const file = new File([JSON.stringify({ format: "life-intelligence-export" })], "export.json", { type: "application/json" });
    await user.upload(screen.getByLabelText("Import an export"), file);
    expect(await screen.findByText("Imported 3 items and 2 documents; 1 already here.")).toBeTruthy();
    const request = api.calls("POST /account/import")[0];
    expect(request?.headers["Content-Type"]).toBe("application/json");
    expect(request?.headers.Authorization).toBe("Bearer tok");
  });

  it("deletes the account only after the confirm, with the password, and signs out", async () => {
    const api = mockApi({ "GET /auth/sessions": sessions, "DELETE /account": { body: { success: true } } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderWithProviders(<AccountView />);
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(confirm).toHaveBeenCalledWith("Delete your account and everything in it? This cannot be undone.");
    expect(api.calls("DELETE /account")).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(api.calls("DELETE /account")[0]?.body).toEqual({ password: "secret123" });
  });

  it("shows a wrong password", async () => {
    mockApi({ "GET /auth/sessions": sessions, "DELETE /account": { status: 400, body: { error: "Password is incorrect" } } });
    vi.stubGlobal("confirm", () => true);
    const { user } = renderWithProviders(<AccountView />);
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Password is incorrect");
  });
});
