import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { RegisterView } from "./register-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";

function setup(initialEmail?: string) {
  const onSignedIn = vi.fn();
  const utils = renderWithProviders(
    <RegisterView initialEmail={initialEmail} onSignedIn={onSignedIn} onShowLogin={vi.fn()} onShowLanding={vi.fn()} />,
  );
  const fill = async (email: string, password: string, confirm: string) => {
    if (email) await utils.user.type(screen.getByLabelText("Email"), email);
    await utils.user.type(screen.getByLabelText("Password"), password);
    await utils.user.type(screen.getByLabelText("Confirm password"), confirm);
    await utils.user.click(screen.getByRole("button", { name: "Create account" }));
  };
  return { ...utils, onSignedIn, fill };
}

describe("RegisterView", () => {
  it("says when the passwords do not match, without calling the server", async () => {
    const api = mockApi({});
    const { fill } = setup();
    await fill("ada@example.com", "secret1", "secret2");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(api.requests).toHaveLength(0);
  });

  it("requires at least 6 characters", async () => {
    const api = mockApi({});
    const { fill } = setup();
    await fill("ada@example.com", "abc", "abc");
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 6 characters");
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's error text", async () => {
    mockApi({ "POST /auth/register": { status: 409, body: { error: "Account exists! Please login." } } });
    const { fill } = setup();
    await fill("ada@example.com", "secret1", "secret1");
    expect((await screen.findByRole("alert")).textContent).toBe("Account exists! Please login.");
  });

  it("falls back to 'Registration failed' when the server gives no text", async () => {
    mockApi({ "POST /auth/register": { status: 500 } });
    const { fill } = setup();
    await fill("ada@example.com", "secret1", "secret1");
    expect((await screen.findByRole("alert")).textContent).toBe("Registration failed");
  });

  it("sends the time zone, shows success, then signs in about a second later", async () => {
    const auth = { token: "tok", user: makeUser() };
    const api = mockApi({ "POST /auth/register": { status: 201, body: auth } });
    const { fill, onSignedIn } = setup("ada@example.com");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    await fill("", "secret1", "secret1");

    expect(await screen.findByText("Account created! Signing you in…")).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(auth), { timeout: 2000 });

    const body = api.calls("POST /auth/register")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ email: "ada@example.com", password: "secret1" });
    expect(typeof body.timezone).toBe("string");
  });
});
