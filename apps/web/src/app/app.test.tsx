import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { App } from "./app";
import { renderWithProviders } from "../testing/render";
import { listOf, makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";
import { reloadSession } from "../lib/session";

const config = { body: { version: "1", signups: "open", demo: null } };

describe("App", () => {
  it("signs up from the landing page and opens Register with the e-mail filled in after 2 s", async () => {
    mockApi({ "GET /config": config, "POST /auth/signup": { status: 201, body: { success: true, message: "ok" } } });
    const { user } = renderWithProviders(<App />);
    expect(screen.getByRole("button", { name: "Start Free" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "new@example.com");
    await user.click(screen.getByRole("button", { name: "Get started" }));
    expect(await screen.findByText("Welcome! Check new@example.com for your login details.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Create your account" }, { timeout: 3000 })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("new@example.com");
    expect(window.location.pathname).toBe("/register");
  });

  it("opens the login state on /login and goes back to landing", async () => {
    window.history.replaceState(null, "", "/login");
    mockApi({ "GET /config": config });
    const { user } = renderWithProviders(<App />);
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Back to home" }));
    expect(screen.getByRole("button", { name: "Start Free" })).toBeTruthy();
    expect(window.location.pathname).toBe("/");
  });

  it("signs in, stores token and user, and lands on / with the hash kept", async () => {
    window.history.replaceState(null, "", "/login#projects");
    const user = makeUser({ display_name: "Ada" });
    mockApi({
      "GET /config": config,
      "POST /auth/login": { body: { token: "tok", user } },
      "GET /auth/me": { body: { user } },
    });
    const utils = renderWithProviders(<App />);
    await utils.user.type(screen.getByLabelText("Email"), "ada@example.com");
    await utils.user.type(screen.getByLabelText("Password"), "secret1");
    await utils.user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("button", { name: "Profile menu: Ada" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("tok");
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ email: "ada@example.com" });
    expect(window.location.pathname + window.location.hash).toBe("/#projects");
    expect(await screen.findByRole("heading", { name: "Projects" })).toBeTruthy();
  });

  it("logs out: revokes the token, clears storage and returns to landing", async () => {
    const user = makeUser();
    localStorage.setItem("token", "tok");
    localStorage.setItem("user", JSON.stringify(user));
    reloadSession();
    const api = mockApi({
      "GET /auth/me": { body: { user } },
      "GET /thoughts": { body: listOf([]) },
      "POST /auth/logout": { body: { success: true } },
    });
    const utils = renderWithProviders(<App />);
    await utils.user.click(screen.getByRole("button", { name: /^Profile menu/ }));
    await utils.user.click(screen.getByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByRole("button", { name: "Start Free" })).toBeTruthy();
    expect(api.calls("POST /auth/logout")[0]?.headers.Authorization).toBe("Bearer tok");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("refreshes the stored user from /auth/me", async () => {
    const stale = makeUser({ display_name: null });
    localStorage.setItem("token", "tok");
    localStorage.setItem("user", JSON.stringify(stale));
    reloadSession();
    mockApi({
      "GET /auth/me": { body: { user: { ...stale, display_name: "Ada L." } } },
      "GET /thoughts": { body: listOf([]) },
    });
    renderWithProviders(<App />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Profile menu: Ada L." })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").display_name).toBe("Ada L.");
  });
});
