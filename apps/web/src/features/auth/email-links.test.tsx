import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { ForgotPasswordView } from "./forgot-password-view";
import { SetPasswordView } from "./set-password-view";

describe("SetPasswordView", () => {
  it("sends the link's token with the chosen password and signs in", async () => {
    const auth = { token: "tok", user: makeUser() };
    const api = mockApi({ "POST /auth/link": { body: auth } });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SetPasswordView token="abcdefghijklmnopqrstuvwxyz" onSignedIn={onSignedIn} onShowLogin={vi.fn()} onShowLanding={vi.fn()} />);
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(auth));
    expect(api.calls("POST /auth/link")[0]?.body).toEqual({ token: "abcdefghijklmnopqrstuvwxyz", password: "secret123" });
  });

  it("shows the server's message for a spent link", async () => {
    mockApi({ "POST /auth/link": { status: 400, body: { error: "This link is invalid or has expired. Please ask for a new one." } } });
    const { user } = renderWithProviders(<SetPasswordView token="abcdefghijklmnopqrstuvwxyz" onSignedIn={vi.fn()} onShowLogin={vi.fn()} onShowLanding={vi.fn()} />);
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/invalid or has expired/);
  });
});

describe("ForgotPasswordView", () => {
  it("asks for a reset link and shows the server's answer", async () => {
    const api = mockApi({ "POST /auth/password-reset": { body: { success: true, message: "If an account exists for that e-mail, a link is on its way." } } });
    const { user } = renderWithProviders(<ForgotPasswordView onShowLogin={vi.fn()} onShowLanding={vi.fn()} />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/If an account exists/)).toBeTruthy();
    expect(api.calls("POST /auth/password-reset")[0]?.body).toEqual({ email: "ada@example.com" });
  });
});
