import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ImpersonationBanner } from "./impersonation-banner";
import { renderWithProviders } from "../testing/render";
import { makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";
import { getSession, saveSession } from "../lib/session";
import { beginImpersonation, getOriginalSession } from "../lib/impersonation";
import { redirectToLogin } from "../lib/navigation";

vi.mock("../lib/navigation", () => ({ redirectToLogin: vi.fn(), reloadPage: vi.fn() }));

const admin = makeUser({ id: "admin-1", email: "root@example.com", role: "admin" });
const ada = makeUser({ id: "u-ada", email: "ada@example.com" });

function impersonateAda() {
  saveSession({ token: "admin-token", user: admin });
  beginImpersonation({ impersonationToken: "imp-token", user: ada, expires_at: "2026-11-25T11:00:00.000Z" });
}

describe("ImpersonationBanner", () => {
  beforeEach(() => vi.mocked(redirectToLogin).mockClear());

  it("shows nothing without a stored admin session", () => {
    saveSession({ token: "tok", user: ada });
    mockApi({});
    renderWithProviders(<ImpersonationBanner onStopped={vi.fn()} />);
    expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull();
  });

  it("names the person and Stop Impersonation ends the session and restores the admin", async () => {
    impersonateAda();
    const api = mockApi({ "POST /admin/impersonate/stop": { body: { success: true, ended: 1 } } });
    const onStopped = vi.fn();
    const { user } = renderWithProviders(<ImpersonationBanner onStopped={onStopped} />);
    expect(screen.getByRole("region", { name: "Impersonation" }).textContent).toContain("Impersonating ada@example.com");
    await user.click(screen.getByRole("button", { name: "Stop Impersonation" }));
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(api.calls("POST /admin/impersonate/stop")[0]!.headers.Authorization).toBe("Bearer imp-token");
    expect(getSession()).toEqual({ token: "admin-token", user: admin });
    expect(getOriginalSession()).toBeNull();
    expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull();
  });

  it("restores the admin when the impersonation had already expired (401), without going to /login", async () => {
    impersonateAda();
    mockApi({ "POST /admin/impersonate/stop": { status: 401, body: { error: "Your session has expired. Please log in again." } } });
    const onStopped = vi.fn();
    const { user } = renderWithProviders(<ImpersonationBanner onStopped={onStopped} />);
    await user.click(screen.getByRole("button", { name: "Stop Impersonation" }));
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(getSession()?.token).toBe("admin-token");
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("says to log out and back in when the server does not end it, and keeps both sessions as they were", async () => {
    impersonateAda();
    mockApi({ "POST /admin/impersonate/stop": { status: 500, body: { error: "boom" } } });
    const onStopped = vi.fn();
    const { user } = renderWithProviders(<ImpersonationBanner onStopped={onStopped} />);
    await user.click(screen.getByRole("button", { name: "Stop Impersonation" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Error exiting impersonation. Please log out and log back in.");
    expect(onStopped).not.toHaveBeenCalled();
    expect(getSession()?.token).toBe("imp-token");
    expect(getOriginalSession()?.token).toBe("admin-token");
  });
});
