import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { CalendarStatusResponse } from "@life/contracts";
import { GoogleCalendarView } from "./google-calendar-view";
import { renderWithProviders } from "../../testing/render";
import { mockApi, type MockRequest, type MockResponse } from "../../testing/mock-api";

const idle = { status: "idle" as const, last_synced_at: null, last_error: null, last_message: null };
const disconnected: CalendarStatusResponse = { connected: false, configured: true, google: null, caldav: null };
const connected: CalendarStatusResponse = { connected: true, configured: true, google: idle, caldav: null };

const digestOff = { enabled: false, hour: 7, timezone: "America/Halifax", last_sent_on: null, delivery: "smtp" as const };

type Routes = Record<string, MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>)>;
function setup(routes: Routes = {}, status: CalendarStatusResponse | (() => CalendarStatusResponse) = connected) {
  const api = mockApi({
    "GET /calendar/status": () => ({ body: typeof status === "function" ? status() : status }),
    "GET /calendar/feed": { body: { exists: false, created_at: null } },
    "GET /calendar/caldav": { body: { account: null } },
    "GET /calendar/digest": { body: digestOff },
    ...routes,
  });
  return { api, ...renderWithProviders(<GoogleCalendarView />) };
}

const notice = (text: string | RegExp) => screen.getByText(text, { selector: ".notice" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("GoogleCalendarView — connecting", () => {
  it("opens the consent page in a 600×700 popup and shows success when the popup reports back", async () => {
    let isConnected = false;
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    const { api, user } = setup({ "GET /calendar/auth": { body: { authUrl: "https://accounts.example/auth?x=1" } } }, () => (isConnected ? connected : disconnected));
    await user.click(await screen.findByRole("button", { name: "Connect Google Calendar" }));
    expect(open).toHaveBeenCalledWith("https://accounts.example/auth?x=1", "google-calendar-auth", "width=600,height=700");
    expect(notice("Waiting for Google sign-in in the popup window…").className).toContain("notice-info");

    // A message from any other origin is ignored.
    act(() => window.dispatchEvent(new MessageEvent("message", { origin: "https://evil.example", data: { type: "google-calendar-auth", success: true } })));
    expect(screen.queryByText("Google Calendar connected successfully!")).toBeNull();

    isConnected = true;
    act(() => window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { type: "google-calendar-auth", success: true } })));
    expect((await screen.findByText("Google Calendar connected successfully!")).className).toContain("notice-success");
    expect(await screen.findByRole("button", { name: "Sync to Calendar" })).toBeTruthy();
    expect(api.calls("GET /calendar/status").length).toBeGreaterThan(1);
  });

  it("says the connection failed when the popup reports an error", async () => {
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const { user } = setup({ "GET /calendar/auth": { body: { authUrl: "https://accounts.example/auth" } } }, disconnected);
    await user.click(await screen.findByRole("button", { name: "Connect Google Calendar" }));
    act(() => window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { type: "google-calendar-auth", success: false, error: "denied" } })));
    expect((await screen.findByText("Failed to connect Google Calendar. Please try again.")).className).toContain("notice-error");
  });

  it("shows the server's reason when no authorization URL can be had, and the spec's text when the server is unreachable", async () => {
    const { user, unmount } = setup({ "GET /calendar/auth": { status: 501, body: { error: "Google Calendar is not configured" } } }, disconnected);
    await user.click(await screen.findByRole("button", { name: "Connect Google Calendar" }));
    expect(await screen.findByText("Failed to get authorization URL: Google Calendar is not configured")).toBeTruthy();
    unmount();

    const again = setup({ "GET /calendar/auth": () => Promise.reject(new TypeError("Failed to fetch")) }, disconnected);
    await again.user.click(await screen.findByRole("button", { name: "Connect Google Calendar" }));
    expect(await screen.findByText("Error connecting to Google Calendar")).toBeTruthy();
  });
});

describe("GoogleCalendarView — connected", () => {
  it("syncs to the calendar and reports the count, or the failure", async () => {
    let fail = false;
    const { user } = setup({ "POST /calendar/sync": () => (fail ? { status: 502, body: { error: "Google Calendar could not be reached" } } : { body: { syncedCount: 3 } }) });
    await user.click(await screen.findByRole("button", { name: "Sync to Calendar" }));
    expect((await screen.findByText("Synced 3 events to Google Calendar")).className).toContain("notice-success");
    fail = true;
    await user.click(screen.getByRole("button", { name: "Sync to Calendar" }));
    expect((await screen.findByText("Failed to sync events: Google Calendar could not be reached")).className).toContain("notice-error");
  });

  it("says so when the sync request cannot reach the server", async () => {
    const { user } = setup({ "POST /calendar/sync": () => Promise.reject(new TypeError("Failed to fetch")) });
    await user.click(await screen.findByRole("button", { name: "Sync to Calendar" }));
    expect(await screen.findByText("Error syncing to Google Calendar")).toBeTruthy();
  });

  it("previews up to 5 events with their start or No time, then imports them", async () => {
    const previewEvents = [
      { title: "Dentist", start: "2026-12-02T18:00:00Z" },
      { title: "Holiday", start: "2026-12-25" },
      { title: "Someday", start: null },
      { title: "Four", start: "2026-12-04T12:00:00Z" },
      { title: "Five", start: "2026-12-05T12:00:00Z" },
    ];
    const { api, user } = setup({
      "GET /calendar/import": (request) =>
        request.query.get("createEvents") === "true" ? { body: { totalCalendarEvents: 7, previewEvents, importedCount: 7 } } : { body: { totalCalendarEvents: 7, previewEvents } },
    });
    await user.click(await screen.findByRole("button", { name: "Preview Import" }));
    const preview = await screen.findByLabelText("Import preview");
    expect(within(preview).getAllByRole("listitem")).toHaveLength(5);
    expect(within(preview).getByText("Someday").nextElementSibling?.textContent).toBe("No time");
    expect(within(preview).getByText("...and 2 more")).toBeTruthy();
    expect(notice("Found 7 events in Google Calendar").className).toContain("notice-info");
    expect(api.calls("GET /calendar/import")[0]!.query.get("createEvents")).toBeNull();

    await user.click(within(preview).getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Imported 7 events as thoughts")).toBeTruthy();
    expect(api.calls("GET /calendar/import")[1]!.query.get("createEvents")).toBe("true");
  });

  it("shows import failures with the spec's messages", async () => {
    const { user } = setup({ "GET /calendar/import": { status: 409, body: { error: "Google Calendar is not connected" } } });
    await user.click(await screen.findByRole("button", { name: "Preview Import" }));
    expect(await screen.findByText("Failed to import events: Google Calendar is not connected")).toBeTruthy();
  });

  it("shows the background sync's state, including a failure", async () => {
    setup({}, { ...connected, google: { status: "error", last_synced_at: null, last_error: "Google Calendar could not create an event: Backend Error", last_message: null } });
    expect((await screen.findByText(/Last sync failed: Google Calendar could not create an event: Backend Error/)).className).toContain("notice-error");
  });

  it("explains automatic and two-way sync", async () => {
    setup();
    const help = await screen.findByRole("region", { name: "How calendar sync works" });
    expect(within(help).getByText("Automatic sync:")).toBeTruthy();
    expect(within(help).getByText("Two-way sync:")).toBeTruthy();
  });
});

describe("GoogleCalendarView — ICS feed and CalDAV", () => {
  it("makes a feed URL, copies it, and rotates it", async () => {
    let exists = false;
    const { user } = setup({
      "GET /calendar/feed": () => ({ body: { exists, created_at: exists ? "2026-11-25T12:00:00.000Z" : null } }),
      "POST /calendar/feed": () => {
        exists = true;
        return { status: 201, body: { url: "http://localhost/api/calendar/feed/secret-1.ics", created_at: "2026-11-25T12:00:00.000Z" } };
      },
    });
    // user-event installs its own clipboard stub at setup; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(await screen.findByRole("button", { name: "Create feed URL" }));
    const field = await screen.findByLabelText("Feed URL");
    expect((field as HTMLInputElement).value).toBe("http://localhost/api/calendar/feed/secret-1.ics");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("http://localhost/api/calendar/feed/secret-1.ics");
    expect(await screen.findByText("Feed URL copied to clipboard!")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Rotate URL" })).toBeTruthy();
  });

  it("tests CalDAV settings and shows the server's error for a wrong password, then saves them", async () => {
    let saved = false;
    const { api, user } = setup({
      "POST /calendar/caldav/test": (request) =>
        (request.body as { password?: string }).password === "right"
          ? { body: { ok: true, calendars: 1, message: "Connected: 1 calendar found" } }
          : { status: 400, body: { error: "The CalDAV server refused the user name or password" } },
      "PUT /calendar/caldav": () => {
        saved = true;
        return { body: { account: { url: "https://dav.example/", username: "sam", calendar_url: "https://dav.example/sam/life/", sync: idle } } };
      },
      "GET /calendar/caldav": () => ({ body: { account: saved ? { url: "https://dav.example/", username: "sam", calendar_url: "https://dav.example/sam/life/", sync: idle } : null } }),
    });
    const form = await screen.findByRole("form", { name: "CalDAV settings" });
    await user.type(within(form).getByLabelText("Server URL"), "https://dav.example/");
    await user.type(within(form).getByLabelText("User name"), "sam");
    await user.type(within(form).getByLabelText("App password"), "wrong");
    await user.click(within(form).getByRole("button", { name: "Test" }));
    expect((await screen.findByText("The CalDAV server refused the user name or password")).className).toContain("notice-error");
    expect(api.calls("POST /calendar/caldav/test")[0]!.body).toEqual({ url: "https://dav.example/", username: "sam", password: "wrong" });

    await user.clear(within(form).getByLabelText("App password"));
    await user.type(within(form).getByLabelText("App password"), "right");
    await user.click(within(form).getByRole("button", { name: "Test" }));
    expect(await screen.findByText("Connected: 1 calendar found")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText(/Connected to/).textContent).toBe("Connected to https://dav.example/ as sam"));
    expect((within(form).getByLabelText("App password") as HTMLInputElement).value).toBe("");
  });
});

describe("GoogleCalendarView — morning digest", () => {
  it("turns the morning digest on with a labelled checkbox and says so", async () => {
    const { api, user } = setup({
      "PUT /calendar/digest": (request) => ({ body: { ...digestOff, enabled: (request.body as { enabled: boolean }).enabled, last_sent_on: null } }),
    });
    const box = (await screen.findByRole("checkbox", { name: "E-mail me at 7:00 AM (America/Halifax)" })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(await screen.findByText("Morning digest turned on")).toBeTruthy();
    expect(box.checked).toBe(true);
    expect(api.calls("PUT /calendar/digest").map((c) => c.body)).toEqual([{ enabled: true }]);
  });

  it("says when the last digest went out and when mail only reaches the outbox", async () => {
    setup({ "GET /calendar/digest": { body: { ...digestOff, enabled: true, last_sent_on: "2026-12-01", delivery: "outbox" } } });
    expect(await screen.findByText("Last sent Tuesday, December 1, 2026.")).toBeTruthy();
    expect(screen.getByText(/messages are written to its outbox folder/)).toBeTruthy();
  });
});
