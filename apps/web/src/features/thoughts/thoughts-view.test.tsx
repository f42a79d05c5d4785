import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { ThoughtsView } from "./thoughts-view";
import { renderWithProviders } from "../../testing/render";
import { listOf, makeThought } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";

describe("ThoughtsView", () => {
  it("shows the onboarding empty state with three steps and the domain chips", async () => {
    mockApi({ "GET /thoughts": { body: listOf([]) } });
    renderWithProviders(<ThoughtsView />);
    const empty = await screen.findByRole("region", { name: "Your mind, organised" });
    const [steps] = within(empty).getAllByRole("list");
    expect(within(steps!).getAllByRole("listitem")).toHaveLength(3);
    expect(within(empty).getByText("Speak or type")).toBeTruthy();
    expect(within(empty).getByText("AI organises")).toBeTruthy();
    expect(within(empty).getByText("Thoughts become action")).toBeTruthy();
    const chips = within(within(empty).getByRole("list", { name: "Domains" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual(["Personal", "Social", "Work"]);
  });

  it("asks for the spec's feed filters with a cache-buster, the first page without a cursor", async () => {
    const api = mockApi({ "GET /thoughts": { body: listOf([]) } });
    renderWithProviders(<ThoughtsView />);
    await screen.findByText("Speak or type");
    const query = Object.fromEntries(api.calls("GET /thoughts")[0]!.query);
    expect(query).toMatchObject({ status: "all", domain: "", is_container: "all", container_type: "all", limit: "50" });
    expect(query).not.toHaveProperty("cursor");
    expect(Number(query._t)).toBeGreaterThan(0);
  });

  it("counts events from the server's total", async () => {
    mockApi({ "GET /thoughts": { body: listOf([makeThought(), makeThought()], 3) } });
    renderWithProviders(<ThoughtsView />);
    expect(await screen.findByRole("heading", { name: "3 events" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Thoughts" })).getAllByRole("article")).toHaveLength(2);
  });

  it("says '1 event' for one", async () => {
    mockApi({ "GET /thoughts": { body: listOf([makeThought()]) } });
    renderWithProviders(<ThoughtsView />);
    expect(await screen.findByRole("heading", { name: "1 event" })).toBeTruthy();
  });

  it("shows the server's error in a System Error block", async () => {
    mockApi({ "GET /thoughts": { status: 500, body: { error: "Database unreachable" } } });
    renderWithProviders(<ThoughtsView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("System Error");
    expect(alert.textContent).toContain("Database unreachable");
  });

  it("falls back to 'Failed to load thoughts'", async () => {
    mockApi({ "GET /thoughts": { status: 503 } });
    renderWithProviders(<ThoughtsView />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load thoughts");
  });
});
