import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CalendarView } from "./calendar-view";
import { renderWithProviders } from "../../testing/render";
import { makeThought, makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { getSession, saveSession } from "../../lib/session";

const day = (data: unknown[], next_cursor: string | null = null) => ({ body: { data, date: "2026-11-22", timezone: "America/Halifax", next_cursor } });

describe("CalendarView", () => {
  beforeEach(() => {
    // Only Date is faked: 00:30 UTC on the 23rd is still Sunday the 22nd in Halifax.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T00:30:00Z"));
    saveSession({ token: "tok", user: makeUser({ timezone: "America/Halifax" }) });
  });
  afterEach(() => vi.useRealTimers());

  it("opens on today in the user's zone with a long heading, a count and time slots, No time last", async () => {
    const api = mockApi({
      "GET /thoughts/calendar/day/2026-11-22": day([
        makeThought({ ai_title: "Call dentist", scheduled_for: "2026-11-22T18:00:00.000Z" }),
        makeThought({ ai_title: "Gym", scheduled_for: "2026-11-22T13:00:00.000Z", domain: "personal" }),
        makeThought({ ai_title: "Mum's birthday", scheduled_for: "2026-11-22" }),
      ]),
    });
    renderWithProviders(<CalendarView />);
    expect(screen.getByRole("heading", { name: "Sunday, November 22, 2026", level: 2 })).toBeTruthy();
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2026-11-22");
    expect(await screen.findByText("3 scheduled items")).toBeTruthy();
    expect(api.calls("GET /thoughts/calendar/day/2026-11-22")).toHaveLength(1);

    const slots = within(screen.getByRole("list", { name: "Scheduled items by time" }));
    expect(slots.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["9:00 AM", "2:00 PM", "No time"]);
    expect(slots.getByRole("article", { name: "Gym" }).textContent).toContain("Personal");
  });

  it("marks an occurrence of a recurring thought as repeating, with a word a screen reader reads", async () => {
    mockApi({
      "GET /thoughts/calendar/day/2026-11-22": day([
        { ...makeThought({ ai_title: "Gym", scheduled_for: "2026-11-22T22:00:00.000Z" }), recurring: true },
        { ...makeThought({ ai_title: "Dentist", scheduled_for: "2026-11-22T14:00:00.000Z" }), recurring: false },
      ]),
    });
    renderWithProviders(<CalendarView />);
    const gym = await screen.findByRole("article", { name: "Gym, repeats" });
    expect(within(gym).getByText("Repeats")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Dentist" })).queryByText("Repeats")).toBeNull();
  });

  it("says 1 scheduled item for one", async () => {
    mockApi({ "GET /thoughts/calendar/day/2026-11-22": day([makeThought({ scheduled_for: "2026-11-22" })]) });
    renderWithProviders(<CalendarView />);
    expect(await screen.findByText("1 scheduled item")).toBeTruthy();
  });

  it("suggests a phrase when the day is empty", async () => {
    mockApi({ "GET /thoughts/calendar/day/2026-11-22": day([]) });
    renderWithProviders(<CalendarView />);
    const empty = await screen.findByRole("region", { name: "Nothing scheduled" });
    expect(empty.textContent).toContain("call dentist tomorrow at 2pm");
    expect(screen.getByText("0 scheduled items")).toBeTruthy();
  });

  it("loads another day from the picker and the arrows", async () => {
    const api = mockApi({
      "GET /thoughts/calendar/day/2026-11-22": day([]),
      "GET /thoughts/calendar/day/2026-12-01": day([]),
      "GET /thoughts/calendar/day/2026-12-02": day([]),
    });
    const { user } = renderWithProviders(<CalendarView />);
    await screen.findByText("0 scheduled items");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-01" } });
    expect(screen.getByRole("heading", { name: "Tuesday, December 1, 2026" })).toBeTruthy();
    await waitFor(() => expect(api.calls("GET /thoughts/calendar/day/2026-12-01")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(screen.getByRole("heading", { name: "Wednesday, December 2, 2026" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(screen.getByRole("heading", { name: "Sunday, November 22, 2026" })).toBeTruthy();
  });

  it("shows the server's error, else Failed to load calendar data, and Try Again reloads", async () => {
    let answer: { status: number; body?: unknown } = { status: 500, body: { error: "Calendar unavailable" } };
    const api = mockApi({ "GET /thoughts/calendar/day/2026-11-22": () => answer });
    const first = renderWithProviders(<CalendarView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Calendar unavailable");
    first.unmount();

    answer = { status: 502 };
    const { user } = renderWithProviders(<CalendarView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load calendar data");
    answer = day([]) as typeof answer;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("0 scheduled items")).toBeTruthy();
    expect(api.calls("GET /thoughts/calendar/day/2026-11-22")).toHaveLength(3);
  });

  it("falls back to America/Halifax without a stored zone and saves a new zone", async () => {
    saveSession({ token: "tok", user: makeUser({ timezone: "" }) });
    const api = mockApi({
      "GET /thoughts/calendar/day/2026-11-22": day([]),
      "GET /thoughts/calendar/day/2026-11-23": day([]),
      "PUT /auth/me": (req) => ({ body: { user: makeUser({ timezone: (req.body as { timezone: string }).timezone }) } }),
    });
    const { user } = renderWithProviders(<CalendarView />);
    await user.click(screen.getByRole("button", { name: "Time zone: America/Halifax. Change" }));
    await user.selectOptions(screen.getByLabelText("Time zone"), "Asia/Tokyo");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("PUT /auth/me")[0]?.body).toEqual({ timezone: "Asia/Tokyo" }));
    expect(await screen.findByRole("button", { name: "Time zone: Asia/Tokyo. Change" })).toBeTruthy();
    expect(getSession()?.user.timezone).toBe("Asia/Tokyo");
  });

  it("fetches every piece of a crowded day and counts them all", async () => {
    const api = mockApi({
      "GET /thoughts/calendar/day/2026-11-22": (req) =>
        req.query.get("cursor") === "c1"
          ? day([makeThought({ ai_title: "Third", scheduled_for: "2026-11-22" })])
          : day([makeThought({ ai_title: "First", scheduled_for: "2026-11-22T13:00:00.000Z" }), makeThought({ ai_title: "Second", scheduled_for: "2026-11-22T14:00:00.000Z" })], "c1"),
    });
    renderWithProviders(<CalendarView />);
    expect(await screen.findByText("3 scheduled items")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Third" })).toBeTruthy();
    expect(api.calls("GET /thoughts/calendar/day/2026-11-22").map((call) => call.query.get("cursor"))).toEqual([null, "c1"]);
  });
});
