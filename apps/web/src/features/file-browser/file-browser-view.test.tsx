import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { SimpleTitleItem, SimpleTitlesResponse } from "@life/contracts";
import { FileBrowserView } from "./file-browser-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { clearSession, getSession, saveSession } from "../../lib/session";
import { redirectToLogin } from "../../lib/navigation";

vi.mock("../../lib/navigation", () => ({ redirectToLogin: vi.fn() }));

let seq = 0;
function item(overrides: Partial<SimpleTitleItem> = {}): SimpleTitleItem {
  seq += 1;
  return {
    id: `i${seq}`,
    title: `Item ${seq}`,
    date: "2026-11-20T10:00:00.000Z",
    event_type: "task",
    is_container: false,
    domain: "personal",
    ...overrides,
  };
}

function payload(data: Partial<SimpleTitlesResponse["data"]> = {}): SimpleTitlesResponse {
  return {
    success: true,
    data: {
      personal: [],
      social: [],
      systems: [],
      statistics: { totalThoughts: 0, processedFiles: 0, domains: 0, domainCounts: { personal: 0, social: 0, systems: 0 } },
      recentActivity: [],
      ...data,
    },
  };
}

/** A raw fetch answer, for what mockApi cannot send (HTML, a status text). */
function stubFetch(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function stat(label: string) {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("FileBrowserView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  it("shows stat cards, a section per domain with counts, and the 10 most recent", async () => {
    const recent = Array.from({ length: 12 }, (_, i) => item({ title: `Recent ${i + 1}` }));
    const api = mockApi({
      "GET /export-viewer/simple-titles": {
        body: payload({
          personal: [item({ title: "Kitchen renovation", is_container: true, event_type: "project" }), item({ title: "Gym" })],
          social: [],
          systems: [item({ title: "Quarterly report", domain: "systems" })],
          statistics: { totalThoughts: 1234, processedFiles: 1200, domains: 2, domainCounts: { personal: 2, social: 0, systems: 140 } },
          recentActivity: recent,
        }),
      },
    });
    renderWithProviders(<FileBrowserView />);
    expect(screen.getByRole("heading", { name: "Simple Titles View" })).toBeTruthy();
    await screen.findByRole("region", { name: "Personal" });
    expect(api.requests[0]?.headers.Authorization).toBe("Bearer tok");

    expect(stat("Total Thoughts")).toBe("1,234");
    expect(stat("Domains")).toBe("2");
    expect(stat("Files")).toBe("1,200");

    const personal = screen.getByRole("region", { name: "Personal" });
    expect(personal.textContent).toContain("2 items");
    const kitchen = within(personal).getByText("Kitchen renovation").closest("li")!;
    for (const text of ["Nov 20, 2026", "project", "Container"]) expect(kitchen.textContent).toContain(text);

    expect(screen.getByRole("region", { name: "Social" }).textContent).toContain("No items in this domain");
    const work = screen.getByRole("region", { name: "Work" });
    expect(work.textContent).toContain("140 items");
    expect(work.textContent).toContain("Showing the newest 1 of 140");

    const activity = within(screen.getByRole("list", { name: "Recent activity" })).getAllByRole("listitem");
    expect(activity).toHaveLength(10);
    expect(activity[0]!.textContent).toContain("Recent 1");
  });

  it("says No Data Available when there is nothing", async () => {
    mockApi({ "GET /export-viewer/simple-titles": { body: payload() } });
    renderWithProviders(<FileBrowserView />);
    expect(await screen.findByRole("region", { name: "No Data Available" })).toBeTruthy();
  });

  it("reloads on Refresh", async () => {
    const api = mockApi({ "GET /export-viewer/simple-titles": { body: payload() } });
    const { user } = renderWithProviders(<FileBrowserView />);
    await screen.findByRole("region", { name: "No Data Available" });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await vi.waitFor(() => expect(api.calls("GET /export-viewer/simple-titles")).toHaveLength(2));
  });

  it("says No authentication token found without a token, and asks nothing", async () => {
    clearSession();
    const api = mockApi({});
    renderWithProviders(<FileBrowserView />);
    expect((await screen.findByRole("alert")).textContent).toContain("No authentication token found");
    expect(api.requests).toHaveLength(0);
  });

  it("says Failed to fetch with the status and its text", async () => {
    stubFetch(JSON.stringify({ success: false, error: "boom" }), {
      status: 500,
      statusText: "Internal Server Error",
      headers: { "Content-Type": "application/json" },
    });
    renderWithProviders(<FileBrowserView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch: 500 Internal Server Error");
  });

  it("follows the app's 401 rule: clears the session and goes to /login", async () => {
    stubFetch(JSON.stringify({ success: false, error: "Unauthorized" }), {
      status: 401,
      statusText: "Unauthorized",
      headers: { "Content-Type": "application/json" },
    });
    renderWithProviders(<FileBrowserView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch: 401 Unauthorized");
    expect(getSession()).toBeNull();
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it("says when the server answers HTML instead of JSON", async () => {
    stubFetch("<!doctype html><title>app</title>", { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    renderWithProviders(<FileBrowserView />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Server returned HTML instead of JSON - check API endpoint",
    );
  });

  it("shows the server's error when success is false, else Failed to load data, and Try Again reloads", async () => {
    let body: unknown = { success: false, error: "Export viewer is warming up" };
    const api = mockApi({ "GET /export-viewer/simple-titles": () => ({ body }) });
    const first = renderWithProviders(<FileBrowserView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Export viewer is warming up");
    first.unmount();

    body = { success: false };
    const { user } = renderWithProviders(<FileBrowserView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load data");
    body = payload();
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "No Data Available" })).toBeTruthy();
    expect(api.calls("GET /export-viewer/simple-titles")).toHaveLength(3);
  });
});
