import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminUser, DuplicateGroup } from "@life/contracts";
import { AdminView } from "./admin-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { getSession, saveSession } from "../../lib/session";
import { getOriginalSession } from "../../lib/impersonation";
import { reloadPage } from "../../lib/navigation";

vi.mock("../../lib/navigation", () => ({ redirectToLogin: vi.fn(), reloadPage: vi.fn() }));

const admin = makeUser({ id: "admin-1", email: "root@example.com", role: "admin", timezone: "UTC" });
const ada: AdminUser = { id: "u-ada", email: "ada@example.com", role: "user", total_events: 12, last_login: "2026-11-20T10:00:00.000Z", disabled: false };
const bo: AdminUser = { id: "u-bo", email: "bo@example.com", role: "user", total_events: 0, last_login: null, disabled: false };
const me: AdminUser = { id: admin.id, email: admin.email, role: "admin", total_events: 3, last_login: "2026-11-25T09:00:00.000Z", disabled: false };
const users = { body: { data: [me, ada, bo] } };

const group: DuplicateGroup = {
  user_id: "u-ada",
  user_email: "ada@example.com",
  type: "contact",
  reason: "near-same name",
  items: [
    { id: "c1", type: "contact", name: "Jon Smith" },
    { id: "c2", type: "contact", name: "John Smith" },
  ],
};

describe("AdminView", () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    saveSession({ token: "admin-token", user: admin });
  });

  it("lists users with role, events, last login or Never, and Impersonate only for non-admins", async () => {
    mockApi({ "GET /admin/users": users });
    renderWithProviders(<AdminView />);
    expect(screen.getByRole("heading", { name: "Admin Dashboard" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Users", "Activities", "Statistics", "Merge Tool"]);
    const table = await screen.findByRole("table", { name: "Users" });
    const adaRow = within(table).getByRole("row", { name: /ada@example.com/ });
    expect(adaRow.textContent).toContain("user");
    expect(adaRow.textContent).toContain("12");
    expect(adaRow.textContent).toContain("Nov 20, 2026");
    expect(within(table).getByRole("row", { name: /bo@example.com/ }).textContent).toContain("Never");
    expect((within(table).getByRole("button", { name: "Impersonate root@example.com" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(adaRow).getByRole("button", { name: "Impersonate ada@example.com" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("impersonates: saves the admin's token and user, switches to the person's token and reloads", async () => {
    const api = mockApi({
      "GET /admin/users": users,
      "POST /admin/impersonate/u-ada": { body: { impersonationToken: "imp-token", user: makeUser({ id: "u-ada", email: "ada@example.com" }), expires_at: "2026-11-25T11:00:00.000Z" } },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(await screen.findByRole("button", { name: "Impersonate ada@example.com" }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls("POST /admin/impersonate/u-ada")[0]!.headers.Authorization).toBe("Bearer admin-token");
    expect(getSession()).toMatchObject({ token: "imp-token", user: { email: "ada@example.com" } });
    expect(getOriginalSession()).toEqual({ token: "admin-token", user: admin });
    expect(window.location.hash).toBe("#thoughts");
  });

  it("says Failed to impersonate user with the server's reason", async () => {
    mockApi({ "GET /admin/users": users, "POST /admin/impersonate/u-ada": { status: 403, body: { error: "Administrators cannot be impersonated" } } });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(await screen.findByRole("button", { name: "Impersonate ada@example.com" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to impersonate user: Administrators cannot be impersonated");
    expect(getSession()?.token).toBe("admin-token");
    expect(getOriginalSession()).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("promotes and disables through the API and reloads the list", async () => {
    let list = [me, ada, bo];
    const api = mockApi({
      "GET /admin/users": () => ({ body: { data: list } }),
      "PUT /admin/users/u-bo/role": () => {
        list = [me, ada, { ...bo, role: "admin" }];
        return { body: { data: list[2] } };
      },
      "PUT /admin/users/u-ada/disabled": () => {
        list = [me, { ...ada, disabled: true }, list[2]!];
        return { body: { data: list[1] } };
      },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(await screen.findByRole("button", { name: "Promote bo@example.com" }));
    expect(await screen.findByRole("button", { name: "Demote bo@example.com" })).toBeTruthy();
    expect(api.calls("PUT /admin/users/u-bo/role")[0]!.body).toEqual({ role: "admin" });
    await user.click(screen.getByRole("button", { name: "Disable ada@example.com" }));
    expect(await screen.findByRole("button", { name: "Enable ada@example.com" })).toBeTruthy();
    expect(api.calls("PUT /admin/users/u-ada/disabled")[0]!.body).toEqual({ disabled: true });
    expect(screen.queryByRole("button", { name: /Demote root@example.com|Disable root@example.com/ })).toBeNull();
  });

  it("shows the latest 20 activities with time, type, user and title", async () => {
    const api = mockApi({
      "GET /admin/users": users,
      "GET /admin/activities": {
        body: {
          data: [
            { id: "a1", created_at: "2026-11-25T10:30:00.000Z", activity_type: "impersonated_request", user_email: "ada@example.com", ai_title: null, actor_email: "root@example.com", detail: "GET /api/thoughts → 200" },
            { id: "a2", created_at: "2026-11-25T10:00:00.000Z", activity_type: "capture", user_email: "ada@example.com", ai_title: "Renew passport", actor_email: null, detail: null },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(screen.getByRole("tab", { name: "Activities" }));
    const table = await screen.findByRole("table", { name: "Recent activity" });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain("Impersonated request");
    expect(rows[0]).toContain("by root@example.com");
    expect(rows[1]).toContain("Wed, Nov 25 at 10:00 AM");
    expect(rows[1]).toContain("Capture");
    expect(rows[1]).toContain("Renew passport");
    expect(api.calls("GET /admin/activities")[0]!.query.get("limit")).toBe("20");
  });

  it("shows the four statistics and the zone today is counted in", async () => {
    mockApi({
      "GET /admin/users": users,
      "GET /admin/stats": { body: { data: { total_users: 3, total_events: 42, active_today: 2, events_today: 7, time_zone: "America/Halifax", day_start: "2026-11-25T04:00:00.000Z" } } },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(screen.getByRole("tab", { name: "Statistics" }));
    const list = await screen.findByLabelText("Statistics", { selector: "dl" });
    expect(list.textContent).toBe("Total Users3Total Events42Active Today2Events Today7");
    expect(screen.getByText(/America\/Halifax/)).toBeTruthy();
  });

  it("finds duplicates, merges a group and removes it from the list", async () => {
    const api = mockApi({
      "GET /admin/users": users,
      "GET /admin/duplicates": { body: { data: [group] } },
      "POST /admin/merge": { body: { success: true, message: "Merged 2 items into one; 0 children moved", data: { kept_id: "c1", merged: 1, children_moved: 0, links_updated: 0, entities: 0, tags: 0 } } },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(screen.getByRole("tab", { name: "Merge Tool" }));
    await user.click(screen.getByRole("button", { name: "Find Duplicates" }));
    const found = await screen.findByRole("article", { name: "Duplicate group 1" });
    expect(found.textContent).toContain("Jon Smith");
    expect(found.textContent).toContain("John Smith");
    expect(found.textContent).toContain("contact");
    await user.click(within(found).getByRole("button", { name: "Merge This Group" }));
    expect(await screen.findByText("Merged 2 items into one; 0 children moved")).toBeTruthy();
    expect(api.calls("POST /admin/merge")[0]!.body).toEqual({ duplicateGroup: group });
    expect(screen.queryByRole("article", { name: "Duplicate group 1" })).toBeNull();
  });

  it("reports find and merge failures with the spec's texts", async () => {
    let failFind = true;
    mockApi({
      "GET /admin/users": users,
      "GET /admin/duplicates": () => (failFind ? { status: 500, body: { error: "database busy" } } : { body: { data: [group] } }),
      "POST /admin/merge": { status: 404, body: { error: "Some items of this group no longer exist; find duplicates again" } },
    });
    const { user } = renderWithProviders(<AdminView />);
    await user.click(screen.getByRole("tab", { name: "Merge Tool" }));
    await user.click(screen.getByRole("button", { name: "Find Duplicates" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to find duplicates: database busy");
    failFind = false;
    await user.click(screen.getByRole("button", { name: "Find Duplicates" }));
    await user.click(within(await screen.findByRole("article")).getByRole("button", { name: "Merge This Group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to execute merge: Some items of this group no longer exist; find duplicates again");
  });
});
