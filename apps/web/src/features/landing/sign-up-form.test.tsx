import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../testing/render";
import { mockApi } from "../../testing/mock-api";
import { SignUpForm } from "./components/sign-up-form";

function setup() {
  const onShowLogin = vi.fn();
  const onShowRegister = vi.fn();
  const utils = renderWithProviders(<SignUpForm onShowLogin={onShowLogin} onShowRegister={onShowRegister} />);
  const submit = async (email: string) => {
    await utils.user.type(screen.getByRole("textbox", { name: "Email" }), email);
    await utils.user.click(screen.getByRole("button", { name: "Get started" }));
  };
  return { onShowLogin, onShowRegister, submit };
}

describe("SignUpForm", () => {
  it("creates the account by e-mail with no password and opens Register 2 s later", async () => {
    const api = mockApi({ "POST /auth/signup": { status: 201, body: { success: true, message: "sent" } } });
    const { onShowRegister, submit } = setup();
    const started = Date.now();
    await submit("ada@example.com");
    expect(await screen.findByText("Welcome! Check ada@example.com for your login details.")).toBeTruthy();
    expect(api.calls("POST /auth/signup")[0]?.body).toMatchObject({ email: "ada@example.com" });
    expect(api.calls("POST /auth/signup")[0]?.body).not.toHaveProperty("password");
    await vi.waitFor(() => expect(onShowRegister).toHaveBeenCalledWith("ada@example.com"), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it("on 400 says the account exists and opens login 1.5 s later", async () => {
    mockApi({ "POST /auth/signup": { status: 400, body: { error: "Account exists! Please login." } } });
    const { onShowLogin, onShowRegister, submit } = setup();
    const started = Date.now();
    await submit("ada@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Account exists! Please login.");
    expect(onShowLogin).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onShowLogin).toHaveBeenCalled(), { timeout: 2500 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(1950);
    expect(onShowRegister).not.toHaveBeenCalled();
  });

  it("shows the generic failure for anything else and stays", async () => {
    mockApi({ "POST /auth/signup": { status: 503, body: { error: "mail down" } } });
    const { onShowLogin, onShowRegister, submit } = setup();
    await submit("ada@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(onShowLogin).not.toHaveBeenCalled();
    expect(onShowRegister).not.toHaveBeenCalled();
  });
});
