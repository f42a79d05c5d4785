import { describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { openBackendPage } from "./backend-page";
import { saveSession } from "./session";
import { makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";

/** A stand-in for the tab window.open returns: its own document, and a location to send it on. */
function fakeTab() {
  const tabDocument = document.implementation.createHTMLDocument("");
  const replace = vi.fn();
  const tab = { opener: {} as unknown, document: tabDocument, location: { replace } };
  vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
  return { tab, replace, tabDocument };
}

describe("openBackendPage", () => {
  it("opens the tab at once, asks for a single-use ticket and sends the tab to its URL, never with the token", async () => {
    saveSession({ token: "secret-session-token", user: makeUser({ role: "admin" }) });
    const api = mockApi({ "POST /debug/page-ticket": { status: 201, body: { url: "/api/file-browser/?ticket=abc", expires_at: "2026-11-26T10:00:00.000Z" } } });
    const { tab, replace, tabDocument } = fakeTab();
    openBackendPage("file-browser", "File Browser");
    expect(window.open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(tabDocument.title).toBe("File Browser");
    expect(tabDocument.body.textContent).toBe("Opening File Browser…");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/api/file-browser/?ticket=abc"));
    expect(api.calls("POST /debug/page-ticket")[0]?.body).toEqual({ page: "file-browser" });
    expect(String(replace.mock.calls[0]?.[0])).not.toContain("secret-session-token");
  });

  it("shows the server's refusal in the tab", async () => {
    saveSession({ token: "tok", user: makeUser() });
    mockApi({ "POST /debug/page-ticket": { status: 403, body: { error: "Admin access required" } } });
    const { replace, tabDocument } = fakeTab();
    openBackendPage("marching-orders-status", "Debug Status");
    await waitFor(() => expect(tabDocument.body.textContent).toBe("Admin access required"));
    expect(replace).not.toHaveBeenCalled();
  });
});
