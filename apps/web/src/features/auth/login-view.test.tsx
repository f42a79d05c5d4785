import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { LoginView } from "./login-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";

const noDemo = { version: "1.0.0", signups: "open", demo: null };

function setup() {
  const onSignedIn = vi.fn();
  const utils = renderWithProviders(<LoginView onSignedIn={onSignedIn} onShowRegister={vi.fn()} onShowLanding={vi.fn()} />);
  const signIn = async (email: string, password: string) => {
    await utils.user.type(screen.getByLabelText("Email"), email);
    await utils.user.type(screen.getByLabelText("Password"), password);
    await utils.user.click(screen.getByRole("button", { name: "Sign in" }));
  };
  return { ...utils, onSignedIn, signIn };
}

describe("LoginView", () => {
  it("shows the server's error and keeps the visitor on the page (a 401 here is not an expired session)", async () => {
    localStorage.setItem("token", "stale");
    mockApi({
      "GET /config": { body: noDemo },
      "POST /auth/login": { status: 401, body: { error: "Invalid email or password" } },
    });
    const { signIn, onSignedIn } = setup();
    await signIn("ada@example.com", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem("token")).toBe("stale");
  });

  it("falls back to 'Login failed'", async () => {
    mockApi({ "GET /config": { body: noDemo }, "POST /auth/login": { status: 502 } });
    const { signIn } = setup();
    await signIn("ada@example.com", "pw");
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed");
  });

  it("passes the token and user on success", async () => {
    const auth = { token: "tok", user: makeUser() };
    const api = mockApi({ "GET /config": { body: noDemo }, "POST /auth/login": { body: auth } });
    const { signIn, onSignedIn } = setup();
    await signIn("ada@example.com", "secret1");
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(auth));
    expect(api.calls("POST /auth/login")[0]?.body).toEqual({ email: "ada@example.com", password: "secret1" });
  });

  it("shows demo credentials only when the server is in demo mode", async () => {
    mockApi({ "GET /config": { body: { ...noDemo, demo: { email: "demo@example.com", password: "demo123" } } } });
    const { user } = setup();
    expect(await screen.findByText("Prototype test account")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use test account" }));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("demo@example.com");
  });

  it("hides the hint box without demo mode", async () => {
    const api = mockApi({ "GET /config": { body: noDemo } });
    setup();
    await vi.waitFor(() => expect(api.calls("GET /config")).toHaveLength(1));
    expect(screen.queryByText("Prototype test account")).toBeNull();
  });
});
