import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { mockApi } from "../../testing/mock-api";
import { SignUpForm } from "./components/sign-up-form";

/** Fake timers, so the 2 s and 1.5 s redirects are checked exactly, however busy the machine. */
function setup() {
  const onShowLogin = vi.fn();
  const onShowRegister = vi.fn();
  render(<SignUpForm onShowLogin={onShowLogin} onShowRegister={onShowRegister} />);
  const submit = async (email: string) => {
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: email } });
    fireEvent.submit(screen.getByRole("form", { name: "Sign up" }));
    // Let the mocked request settle.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { onShowLogin, onShowRegister, submit };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("SignUpForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("creates the account by e-mail with no password and opens Register 2 s later", async () => {
    const api = mockApi({ "POST /auth/signup": { status: 201, body: { success: true, message: "sent" } } });
    const { onShowRegister, submit } = setup();
    await submit("ada@example.com");
    expect(screen.getByText("Welcome! Check ada@example.com for your login details.")).toBeTruthy();
    expect(api.calls("POST /auth/signup")[0]?.body).toMatchObject({ email: "ada@example.com" });
    expect(api.calls("POST /auth/signup")[0]?.body).not.toHaveProperty("password");
    await advance(1999);
    expect(onShowRegister).not.toHaveBeenCalled();
    await advance(1);
    expect(onShowRegister).toHaveBeenCalledWith("ada@example.com");
  });

  it("on 400 says the account exists and opens login 1.5 s later", async () => {
    mockApi({ "POST /auth/signup": { status: 400, body: { error: "Account exists! Please login." } } });
    const { onShowLogin, onShowRegister, submit } = setup();
    await submit("ada@example.com");
    expect(screen.getByRole("alert").textContent).toBe("Account exists! Please login.");
    await advance(1499);
    expect(onShowLogin).not.toHaveBeenCalled();
    await advance(1);
    expect(onShowLogin).toHaveBeenCalled();
    expect(onShowRegister).not.toHaveBeenCalled();
  });

  it("shows the generic failure for anything else and stays", async () => {
    mockApi({ "POST /auth/signup": { status: 503, body: { error: "mail down" } } });
    const { onShowLogin, onShowRegister, submit } = setup();
    await submit("ada@example.com");
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
    await advance(5000);
    expect(onShowLogin).not.toHaveBeenCalled();
    expect(onShowRegister).not.toHaveBeenCalled();
  });
});
