import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Shell } from "./shell";
import { renderWithProviders } from "../testing/render";
import { listOf, makeThought, makeUser } from "../testing/factories";
import { deferred, mockApi, type MockResponse } from "../testing/mock-api";
import { saveSession } from "../lib/session";

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const user = makeUser();
  saveSession({ token: "tok", user });
  const api = mockApi({
    "GET /auth/me": { body: { user } },
    "GET /thoughts": { body: listOf([]) },
    ...routes,
  });
  return { ...renderWithProviders(<Shell user={user} />), api };
}

describe("Shell", () => {
  it("has the spec's tab bar in order, Thoughts by default", async () => {
    setup();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const tabs = within(nav).getAllByRole("link");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Thoughts",
      "Projects",
      "Documents",
      "Calendar",
      "Waiting For",
      "File Browser",
      "Calendar 2",
      "Setup",
    ]);
    expect(tabs.map((t) => t.getAttribute("href"))).toEqual([
      "#thoughts",
      "#projects",
      "#documents",
      "#calendar",
      "#waiting",
      "#file-browser",
      "#calendar2",
      "#setup",
    ]);
    expect(within(nav).getByRole("link", { current: "page" }).textContent).toBe("Thoughts");
    expect(await screen.findByText("Speak or type")).toBeTruthy();
  });

  it("opens the view named by the hash", async () => {
    window.location.hash = "#waiting";
    setup({ "GET /thoughts/waiting": { body: { data: [] } } });
    expect(await screen.findByText("Nothing to wait for")).toBeTruthy();
  });

  it("falls back to thoughts on an unknown hash and says so in the URL", async () => {
    window.location.hash = "#nope";
    setup();
    expect(await screen.findByText("Speak or type")).toBeTruthy();
    expect(window.location.hash).toBe("#thoughts");
  });

  it("follows hash changes and shows Upload only on documents", async () => {
    const { user } = setup();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    window.location.hash = "#documents";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    // The Documents view is its own lazily loaded chunk now, slower to import than the placeholder was.
    expect(await screen.findByRole("heading", { name: "Documents" }, { timeout: 5000 })).toBeTruthy();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(info).toHaveBeenCalled();
  });

  it("opens the admin dashboard at #admin for an admin", async () => {
    window.location.hash = "#admin";
    const admin = makeUser({ role: "admin" });
    saveSession({ token: "tok", user: admin });
    mockApi({ "GET /auth/me": { body: { user: admin } }, "GET /admin/users": { body: { data: [] } } });
    renderWithProviders(<Shell user={admin} />);
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Users" })).toBeTruthy();
  });

  it("keeps #admin for admins only", () => {
    window.location.hash = "#admin";
    setup();
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();
  });

  it("shows a Processing placeholder at once and swaps in the server's thought", async () => {
    const saved = makeThought({ id: "t-new", original_input: "call mum" });
    const pending = deferred<MockResponse>();
    let listCalls = 0;
    const { user } = setup({
      "GET /thoughts": () => {
        listCalls += 1;
        return { body: listCalls === 1 ? listOf([makeThought({ original_input: "older" })]) : listOf([saved, makeThought({ original_input: "older" })]) };
      },
      "POST /thoughts": () => pending.promise,
    });
    await screen.findByText("older");
    await user.type(screen.getByRole("textbox", { name: "Thought input" }), "call mum{Enter}");

    const feed = screen.getByRole("list", { name: "Thoughts" });
    const first = within(feed).getAllByRole("article")[0]!;
    expect(first.textContent).toContain("Processing: call mum");
    expect(first.textContent).toContain("processing");
    expect(first.textContent).toContain("pending");
    expect(screen.getByRole("heading", { name: "2 events" })).toBeTruthy();

    pending.resolve({ status: 201, body: { data: saved } });
    await waitFor(() => expect(screen.queryByText("Processing: call mum")).toBeNull());
    expect(within(feed).getAllByRole("article")[0]!.textContent).toContain("call mum");
  });

  it("removes the placeholder and shows the error when saving fails", async () => {
    const { user } = setup({
      "GET /thoughts": { body: listOf([makeThought({ original_input: "older" })]) },
      "POST /thoughts": { status: 500 },
    });
    await screen.findByText("older");
    await user.type(screen.getByRole("textbox", { name: "Thought input" }), "doomed{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create thought");
    expect(screen.queryByText("Processing: doomed")).toBeNull();
    expect(screen.getByRole("heading", { name: "1 event" })).toBeTruthy();
  });

  it("shows the processor's answer after Force Start", async () => {
    const admin = makeUser({ role: "admin" });
    saveSession({ token: "tok", user: admin });
    const api = mockApi({
      "GET /auth/me": { body: { user: admin } },
      "GET /thoughts": { body: listOf([]) },
      "POST /debug/force-start": { body: { message: "Processor started: 3 queued" } },
    });
    const { user } = renderWithProviders(<Shell user={admin} />);
    await user.click(screen.getByRole("button", { name: /^Profile menu/ }));
    await user.click(screen.getByRole("menuitem", { name: "Force Start Processor" }));
    expect(await screen.findByText("Processor started: 3 queued")).toBeTruthy();
    expect(api.calls("POST /debug/force-start")).toHaveLength(1);
  });
});
