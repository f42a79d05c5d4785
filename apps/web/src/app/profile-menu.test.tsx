import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { User } from "@life/contracts";
import { ProfileMenu } from "./profile-menu";
import { renderWithProviders } from "../testing/render";
import { makeUser } from "../testing/factories";
import { openBackendPage } from "../lib/backend-page";

vi.mock("../lib/navigation", () => ({ redirectToLogin: vi.fn() }));
vi.mock("../lib/backend-page", () => ({ openBackendPage: vi.fn() }));

function setup(user: User = makeUser()) {
  const props = { onSelectView: vi.fn(), onForceStart: vi.fn(), onLogout: vi.fn() };
  const utils = renderWithProviders(
    <div>
      <p>Outside</p>
      <ProfileMenu user={user} {...props} />
    </div>,
  );
  const button = screen.getByRole("button", { name: /^Profile menu/ });
  return { ...utils, ...props, button };
}

describe("ProfileMenu", () => {
  it("shows the user's display name, else the e-mail", () => {
    setup(makeUser({ display_name: "Ada Lovelace" }));
    expect(screen.getByRole("button", { name: "Profile menu: Ada Lovelace" })).toBeTruthy();
  });

  it("falls back to the e-mail", () => {
    const { button } = setup();
    expect(button.textContent).toContain("ada@example.com");
  });

  it("lists Settings and Logout but no admin section for a user", async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent?.trim());
    expect(items).toEqual(["Insights", "API Keys", "Apple Shortcuts", "Custom GPT", "Google Calendar", "Waiting For", "Account", "Logout"]);
    expect(screen.queryByText("Admin Dashboard")).toBeNull();
    expect(screen.queryByText("Force Start Processor")).toBeNull();
  });

  it("shows the admin section to admins", async () => {
    const { user, button, onForceStart } = setup(makeUser({ role: "admin" }));
    await user.click(button);
    for (const name of ["Admin Dashboard", "File Browser", "Debug Status", "Force Start Processor"]) {
      expect(screen.getByRole("menuitem", { name })).toBeTruthy();
    }
    await user.click(screen.getByRole("menuitem", { name: "Debug Status" }));
    expect(openBackendPage).toHaveBeenCalledWith("marching-orders-status", "Debug Status");
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "File Browser" }));
    expect(openBackendPage).toHaveBeenCalledWith("file-browser", "File Browser");
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Force Start Processor" }));
    expect(onForceStart).toHaveBeenCalled();
  });

  it("navigates from a Settings item and closes", async () => {
    const { user, button, onSelectView } = setup();
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "API Keys" }));
    expect(onSelectView).toHaveBeenCalledWith("api-keys");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes on an outside click", async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.mouseDown(screen.getByText("Outside"));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("works from the keyboard: focus moves in, arrows move, Escape closes and returns focus", async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement?.textContent?.trim()).toBe("Insights");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent?.trim()).toBe("API Keys");
    await user.keyboard("{End}");
    expect(document.activeElement?.textContent?.trim()).toBe("Logout");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("logs out from the menu", async () => {
    const { user, button, onLogout } = setup();
    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalled();
  });
});
