import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { Thought, TimelineEvent, TimelineResponse } from "@life/contracts";
import { TimelineView } from "./timeline-view";
import { renderWithProviders } from "../../testing/render";
import { makeThought } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";

/** A timeline card of a one-off thought unless told otherwise. */
const event = (overrides: Partial<Thought> & { recurring?: boolean } = {}): TimelineEvent => ({ recurring: false, ...makeThought(overrides) });

function timeline(overrides: Partial<TimelineResponse> = {}): { body: TimelineResponse } {
  return {
    body: {
      data: [],
      stats: { total_events: 0, days_with_events: 0, upcoming: 0 },
      range: { from: "2026-10-23", to: "2027-02-20" },
      timezone: "UTC",
      truncated: false,
      next_from: null,
      next_cursor: null,
      ...overrides,
    },
  };
}

/** The number on a stat card, read the way a person does: label, then value. */
function stat(label: string): string | null | undefined {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("TimelineView", () => {
  it("shows the stat cards and days ascending with each event's details", async () => {
    mockApi({
      "GET /thoughts/timeline": timeline({
        stats: { total_events: 3, days_with_events: 2, upcoming: 1 },
        data: [
          {
            date: "2026-11-24",
            events: [event({ ai_title: "Renew passport", original_input: "Renew passport", scheduled_for: "2026-11-24", event_type: "reminder_intention" })],
          },
          {
            date: "2026-11-22",
            events: [
              event({
                ai_title: "Kitchen renovation",
                original_input: "plan the kitchen renovation this weekend",
                scheduled_for: "2026-11-22T15:00:00.000Z",
                is_container: true,
                event_type: "project",
                domain: "systems",
              }),
              event({ ai_title: "Call dentist", scheduled_for: "2026-11-22T09:00:00.000Z", event_type: "communication" }),
            ],
          },
        ],
      }),
    });
    renderWithProviders(<TimelineView />);
    expect(screen.getByRole("heading", { name: "Timeline Calendar View" })).toBeTruthy();
    await screen.findByRole("list", { name: "Days" });
    expect(stat("Total Events")).toBe("3");
    expect(stat("Days with Events")).toBe("2");
    expect(stat("Upcoming")).toBe("1");

    const days = within(screen.getByRole("list", { name: "Days" }));
    expect(days.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Sunday, November 22, 2026",
      "Tuesday, November 24, 2026",
    ]);
    const events = days.getAllByRole("article");
    expect(events.map((e) => e.getAttribute("aria-label"))).toEqual([
      "9:00 AM: Call dentist",
      "3:00 PM: Kitchen renovation",
      "All Day: Renew passport",
    ]);
    const project = events[1]!.textContent ?? "";
    for (const text of ["3:00 PM", "Kitchen renovation", "Container", "project", "Work", "plan the kitchen renovation this weekend"]) {
      expect(project).toContain(text);
    }
    // The input is not repeated when it is the title.
    expect(events[2]!.textContent).not.toContain("Renew passportRenew passport");
    expect(events[2]!.textContent).toContain("All Day");
  });

  it("marks each occurrence of a recurring thought, one card per day it falls on", async () => {
    const gym = makeThought({ id: "gym-1", ai_title: "Gym", event_type: "routine_activity" });
    mockApi({
      "GET /thoughts/timeline": timeline({
        stats: { total_events: 2, days_with_events: 2, upcoming: 2 },
        data: [
          { date: "2026-11-24", events: [event({ ...gym, scheduled_for: "2026-11-24T22:00:00.000Z", recurring: true })] },
          { date: "2026-12-01", events: [event({ ...gym, scheduled_for: "2026-12-01T22:00:00.000Z", recurring: true })] },
        ],
      }),
    });
    renderWithProviders(<TimelineView />);
    const days = within(await screen.findByRole("list", { name: "Days" }));
    const cards = days.getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(["10:00 PM: Gym, repeats", "10:00 PM: Gym, repeats"]);
    for (const card of cards) expect(within(card).getByText("Repeats")).toBeTruthy();
  });

  it("says No Events Scheduled with zero stats", async () => {
    mockApi({ "GET /thoughts/timeline": timeline() });
    renderWithProviders(<TimelineView />);
    expect(await screen.findByRole("region", { name: "No Events Scheduled" })).toBeTruthy();
    expect(stat("Total Events")).toBe("0");
  });

  it("shows the error with Try Again", async () => {
    let fail = true;
    mockApi({ "GET /thoughts/timeline": () => (fail ? { status: 500, body: { error: "Timeline exploded" } } : timeline()) });
    const { user } = renderWithProviders(<TimelineView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Timeline exploded");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "No Events Scheduled" })).toBeTruthy();
  });

  it("fetches later days when the answer was cut short", async () => {
    const api = mockApi({
      "GET /thoughts/timeline": (req) =>
        req.query.get("from") === "2026-12-01"
          ? timeline({ data: [{ date: "2026-12-01", events: [event({ ai_title: "Later", scheduled_for: "2026-12-01" })] }] })
          : timeline({
              data: [{ date: "2026-11-22", events: [event({ ai_title: "Sooner", scheduled_for: "2026-11-22" })] }],
              truncated: true,
              next_from: "2026-12-01",
            }),
    });
    const { user } = renderWithProviders(<TimelineView />);
    await user.click(await screen.findByRole("button", { name: "Show later events" }));
    expect(await screen.findByRole("article", { name: "All Day: Later" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "All Day: Sooner" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show later events" })).toBeNull());
    expect(Object.fromEntries(api.calls("GET /thoughts/timeline")[1]!.query)).toEqual({ from: "2026-12-01", to: "2027-02-20" });
  });

  it("fetches the rest of a cut day with the server's cursor and shows it under the same day", async () => {
    const api = mockApi({
      "GET /thoughts/timeline": (req) =>
        req.query.get("cursor") === "c1"
          ? timeline({ data: [{ date: "2026-11-22", events: [event({ ai_title: "Second half", scheduled_for: "2026-11-22" })] }] })
          : timeline({
              data: [{ date: "2026-11-22", events: [event({ ai_title: "First half", scheduled_for: "2026-11-22T10:00:00.000Z" })] }],
              truncated: true,
              next_from: "2026-11-22",
              next_cursor: "c1",
            }),
    });
    const { user } = renderWithProviders(<TimelineView />);
    await user.click(await screen.findByRole("button", { name: "Show later events" }));
    expect(await screen.findByRole("article", { name: "All Day: Second half" })).toBeTruthy();
    expect(Object.fromEntries(api.calls("GET /thoughts/timeline")[1]!.query)).toEqual({ from: "2026-11-22", to: "2027-02-20", cursor: "c1" });
    expect(screen.getAllByRole("listitem").filter((li) => li.classList.contains("timeline-day"))).toHaveLength(1);
  });

  it("moves the range earlier, later and to a chosen month, with that range's stats", async () => {
    const api = mockApi({
      "GET /thoughts/timeline": (req) => {
        const from = req.query.get("from");
        const to = req.query.get("to");
        if (!from || !to) return timeline({ stats: { total_events: 9, days_with_events: 4, upcoming: 2 } });
        return timeline({
          range: { from, to },
          stats: { total_events: from === "2026-03-01" ? 1 : 0, days_with_events: from === "2026-03-01" ? 1 : 0, upcoming: 0 },
          data: from === "2026-03-01" ? [{ date: "2026-03-14", events: [event({ ai_title: "Pi day", scheduled_for: "2026-03-14" })] }] : [],
        });
      },
    });
    const { user } = renderWithProviders(<TimelineView />);
    await screen.findByRole("navigation", { name: "Timeline range" });
    await waitFor(() => expect(stat("Total Events")).toBe("9"));
    expect(screen.queryByRole("button", { name: "Today" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Earlier" }));
    // The default window is 121 days (2026-10-23 to 2027-02-20): Earlier shows the 121 days before it.
    await waitFor(() => expect(Object.fromEntries(api.calls("GET /thoughts/timeline").at(-1)!.query)).toEqual({ from: "2026-06-24", to: "2026-10-22" }));
    await waitFor(() => expect(stat("Total Events")).toBe("0"));

    await user.click(screen.getByRole("button", { name: "Later" }));
    await waitFor(() => expect(Object.fromEntries(api.calls("GET /thoughts/timeline").at(-1)!.query)).toEqual({ from: "2026-10-23", to: "2027-02-20" }));

    const month = screen.getByLabelText("Jump to month");
    await user.clear(month);
    await user.type(month, "2026-03");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("article", { name: "All Day: Pi day" })).toBeTruthy();
    expect(Object.fromEntries(api.calls("GET /thoughts/timeline").at(-1)!.query)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(stat("Total Events")).toBe("1");

    await user.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(stat("Total Events")).toBe("9"));
  });
});
