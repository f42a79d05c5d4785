import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { AccountView } from "./account-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { getToken, saveSession } from "../../lib/session";

describe("AccountView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  async function fillPasswords(user: ReturnType<typeof renderWithProviders>["user"], current: string, next: string, confirm = next) {
    await user.type(screen.getByLabelText("Current password"), current);
    await user.type(screen.getByLabelText("New password"), next);
    await user.type(screen.getByLabelText("Confirm new password"), confirm);
    await user.click(screen.getByRole("button", { name: "Change password" }));
  }

  it("changes the password with the current one and says the other sessions were signed out", async () => {
    const api = mockApi({ "GET /auth/sessions": { body: { data: [] } }, "POST /auth/password": { body: { success: true } } });
    const { user } = renderWithProviders(<AccountView />);
    await fillPasswords(user, "old-secret", "new-secret");
    expect(await screen.findByText("Password changed. Your other sessions were signed out.")).toBeTruthy();
    expect(api.calls("POST /auth/password")[0]?.body).toEqual({ current_password: "old-secret", new_password: "new-secret" });
    expect(getToken()).toBe("tok");
  });

  it("shows the server's refusal and checks the new password before sending", async () => {
    const api = mockApi({ "GET /auth/sessions": { body: { data: [] } }, "POST /auth/password": { status: 400, body: { error: "Current password is incorrect" } } });
    const { user } = renderWithProviders(<AccountView />);
    await fillPasswords(user, "old-secret", "new-secret", "typo-secret");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(api.calls("POST /auth/password")).toHaveLength(0);
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Current password is incorrect");
  });

  it("signs out everywhere and ends this session too", async () => {
    const api = mockApi({ "GET /auth/sessions": { body: { data: [] } }, "POST /auth/logout-all": { body: { success: true } } });
    const { user } = renderWithProviders(<AccountView />);
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await screen.findByRole("button", { name: "Sign out everywhere" });
    await expect.poll(() => getToken()).toBeNull();
    expect(api.calls("POST /auth/logout-all")).toHaveLength(1);
  });
});
