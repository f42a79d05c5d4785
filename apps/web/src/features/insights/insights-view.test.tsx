import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { InsightsResponse } from "@life/contracts";
import { InsightsView } from "./insights-view";
import { renderWithProviders } from "../../testing/render";
import { mockApi } from "../../testing/mock-api";

function insights(overrides: Partial<InsightsResponse> = {}): { body: InsightsResponse } {
  return {
    body: {
      recent_high_value: [],
      keywords: [],
      industries: [],
      trend: [],
      total_value: 0,
      thought_count: 0,
      window: { days: 90, max_thoughts: 1000, since: "2026-08-24T00:00:00.000Z" },
      timezone: "UTC",
      ...overrides,
    },
  };
}

const high = (id: string, value: number, created_at: string, value_tier: string | null = "high") => ({
  id,
  title: `Thought ${id}`,
  original_input: "x",
  estimated_value: value,
  value_tier,
  industry: "home improvement",
  created_at,
});

describe("InsightsView", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows totals, high-value thoughts, keywords, industries and a 7-day trend within the spec's limits", async () => {
    mockApi({
      "GET /insights": insights({
        total_value: 12_345,
        thought_count: 87,
        recent_high_value: [
          high("a", 1250, "2026-11-21T10:00:00Z", "premium"),
          high("b", 50, "2026-11-21T09:00:00Z"),
          high("c", 75.4, "2026-11-20T10:00:00Z", "mystery"),
          high("d", 60, "2026-11-19T10:00:00Z"),
          high("e", 61, "2026-11-18T10:00:00Z"),
          high("f", 62, "2026-11-17T10:00:00Z"),
          high("g", 63, "2026-11-16T10:00:00Z"),
        ],
        keywords: Array.from({ length: 12 }, (_, i) => ({ keyword: `kw${i + 1}`, count: 12 - i })),
        industries: Array.from({ length: 8 }, (_, i) => ({ industry: `industry ${i + 1}`, count: 8 - i, total_value: (8 - i) * 400 })),
        trend: [
          { date: "2026-11-20", total_value: 1500, count: 3 },
          { date: "2026-11-22", total_value: 40, count: 1 },
        ],
      }),
    });
    renderWithProviders(<InsightsView />);
    expect(screen.getByRole("heading", { name: "Thought Value Economics" })).toBeTruthy();
    const high5 = await screen.findByRole("list", { name: "Recent high-value thoughts" });
    expect(screen.getByText("Total Value", { selector: "dt" }).nextElementSibling?.textContent).toBe("$12.3k");
    expect(screen.getByText("Valued Thoughts", { selector: "dt" }).nextElementSibling?.textContent).toBe("87");

    const rows = within(high5).getAllByRole("listitem");
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.querySelector(".high-value-title")?.textContent)).toEqual([
      "Thought a",
      "Thought c",
      "Thought d",
      "Thought e",
      "Thought f",
    ]);
    expect(rows[0]!.textContent).toContain("$1.3k");
    expect(rows[1]!.textContent).toContain("$75");
    // An unknown tier still gets an icon: the default one.
    expect(rows[1]!.querySelector('[data-tier="unknown"]')).not.toBeNull();
    expect(rows[0]!.querySelector('[data-tier="premium"]')).not.toBeNull();

    const keywords = within(screen.getByRole("list", { name: "Keywords" })).getAllByRole("listitem");
    expect(keywords).toHaveLength(10);
    expect(keywords[0]!.textContent).toBe("kw1 (12)");
    expect(Number.parseFloat(keywords[0]!.style.fontSize)).toBeGreaterThan(Number.parseFloat(keywords[9]!.style.fontSize));

    const industries = within(screen.getByRole("list", { name: "Industries" })).getAllByRole("listitem");
    expect(industries).toHaveLength(6);
    expect(industries[0]!.textContent).toContain("8 thoughts · $3.2k");

    const table = screen.getByRole("table", { name: "Value per day, last 7 days" });
    const body = within(table).getAllByRole("row").slice(1);
    expect(body).toHaveLength(7);
    expect(body[4]!.textContent).toBe("Nov 20, 2026$1.5k3");
    expect(body[6]!.textContent).toBe("Nov 22, 2026$401");
    expect(screen.getByText("$1.5k over the last 7 days")).toBeTruthy();
  });

  it("says so when there is nothing to show yet", async () => {
    mockApi({ "GET /insights": insights() });
    renderWithProviders(<InsightsView />);
    expect(await screen.findByText("No thoughts valued above $50 yet.")).toBeTruthy();
    expect(screen.getByText("No keywords yet.")).toBeTruthy();
    expect(screen.getByText("No industries yet.")).toBeTruthy();
    expect(screen.getByText("$0 over the last 7 days")).toBeTruthy();
  });

  it("shows Failed to load commercial insights; Try Again and Refresh reload", async () => {
    let fail = true;
    const api = mockApi({ "GET /insights": () => (fail ? { status: 500, body: { error: "nope" } } : insights()) });
    const { user } = renderWithProviders(<InsightsView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load commercial insights");
    expect(alert.textContent).not.toContain("nope");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No keywords yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await vi.waitFor(() => expect(api.calls("GET /insights")).toHaveLength(3));
  });
});
