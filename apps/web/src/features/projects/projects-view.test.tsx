import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ProjectsView } from "./projects-view";
import { renderWithProviders } from "../../testing/render";
import { listOf, makeThought } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";

const kitchen = makeThought({
  id: "p1",
  ai_title: "Kitchen renovation",
  original_input: "plan the kitchen renovation",
  domain: "personal",
  is_container: true,
  container_type: "Projects",
});
const launch = makeThought({ id: "p2", ai_title: "Website launch", domain: "systems", is_container: true, container_type: "Projects" });

describe("ProjectsView", () => {
  it("asks for projects, counts them and shows task progress per card", async () => {
    const api = mockApi({
      "GET /thoughts": { body: listOf([kitchen, launch]) },
      "GET /projects/summary": {
        body: { data: [{ id: "p1", task_count: 5, done_count: 2 }, { id: "p2", task_count: 0, done_count: 0 }] },
      },
    });
    renderWithProviders(<ProjectsView />);
    expect(screen.getByRole("heading", { name: "Projects" })).toBeTruthy();
    expect(await screen.findByText("2 projects")).toBeTruthy();

    const query = Object.fromEntries(api.calls("GET /thoughts")[0]!.query);
    expect(query).toMatchObject({ is_container: "true", container_type: "Projects", limit: "50" });

    const cards = within(screen.getByRole("list", { name: "Projects" })).getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { name: "Kitchen renovation" })).toBeTruthy();
    expect(first.getByText("Personal")).toBeTruthy();
    expect(await first.findByText("5 tasks · 2 of 5 done")).toBeTruthy();
    expect(within(cards[1]!).getByText("Work")).toBeTruthy();
    expect(within(cards[1]!).getByText("No tasks yet")).toBeTruthy();
  });

  it("says 1 project for one", async () => {
    mockApi({ "GET /thoughts": { body: listOf([kitchen]) }, "GET /projects/summary": { body: { data: [] } } });
    renderWithProviders(<ProjectsView />);
    expect(await screen.findByText("1 project")).toBeTruthy();
  });

  it("shows No Projects Found with example prompts", async () => {
    mockApi({ "GET /thoughts": { body: listOf([]) }, "GET /projects/summary": { body: { data: [] } } });
    renderWithProviders(<ProjectsView />);
    const empty = await screen.findByRole("region", { name: "No Projects Found" });
    expect(screen.getByText("0 projects")).toBeTruthy();
    expect(within(empty).getByText("“Plan a kitchen renovation: budget, contractor, tiles”")).toBeTruthy();
  });

  it("retries with limit 100 when the first load fails", async () => {
    const api = mockApi({
      "GET /thoughts": (req) =>
        req.query.get("limit") === "50" ? { status: 500, body: { error: "boom" } } : { body: listOf([kitchen]) },
      "GET /projects/summary": { body: { data: [] } },
    });
    renderWithProviders(<ProjectsView />);
    expect(await screen.findByText("1 project")).toBeTruthy();
    expect(api.calls("GET /thoughts").map((r) => r.query.get("limit"))).toEqual(["50", "100"]);
  });

  it("shows Failed to load projects with Try Again, which reloads", async () => {
    let fail = true;
    const api = mockApi({
      "GET /thoughts": () => (fail ? { status: 500, body: { error: "Database down" } } : { body: listOf([kitchen]) }),
      "GET /projects/summary": { body: { data: [] } },
    });
    const { user } = renderWithProviders(<ProjectsView />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load projects");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("1 project")).toBeTruthy();
    expect(api.calls("GET /thoughts").length).toBeGreaterThanOrEqual(3);
  });

  it("opens a project, lists its tasks and approves and completes them", async () => {
    const sink = makeThought({ id: "t1", ai_title: "Choose the sink", parent_id: "p1", status: "pending" });
    const tiles = makeThought({ id: "t2", ai_title: "Order tiles", parent_id: "p1", status: "approved" });
    const budget = makeThought({ id: "t3", ai_title: "Set the budget", parent_id: "p1", status: "completed" });
    const api = mockApi({
      "GET /thoughts": (req) =>
        req.query.get("parent_id") === "p1" ? { body: listOf([sink, tiles, budget]) } : { body: listOf([kitchen]) },
      "GET /projects/summary": { body: { data: [{ id: "p1", task_count: 3, done_count: 1 }] } },
      "PUT /thoughts/t1": (req) => ({ body: { data: { ...sink, ...(req.body as object) } } }),
      "PUT /thoughts/t2": (req) => ({ body: { data: { ...tiles, ...(req.body as object) } } }),
    });
    const { user } = renderWithProviders(<ProjectsView />);
    await user.click(await screen.findByRole("button", { name: "Kitchen renovation" }));

    const detail = screen.getByRole("region", { name: "Kitchen renovation" });
    expect(document.activeElement).toBe(within(detail).getByRole("heading", { name: "Kitchen renovation" }));
    const tasks = await within(detail).findByRole("list", { name: "Tasks of Kitchen renovation" });
    expect(within(tasks).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Choose the sink",
      "Order tiles",
      "Set the budget",
    ]);
    expect(within(detail).getByText("3 tasks · 1 of 3 done")).toBeTruthy();
    const done = within(tasks).getByRole("article", { name: "Set the budget" });
    expect(within(done).queryByRole("button")).toBeNull();

    await user.click(within(tasks).getByRole("button", { name: "Approve Choose the sink" }));
    await waitFor(() => expect(api.calls("PUT /thoughts/t1")[0]?.body).toEqual({ status: "approved" }));
    expect(within(tasks).queryByRole("button", { name: "Approve Order tiles" })).toBeNull();
    await user.click(within(tasks).getByRole("button", { name: "Complete Order tiles" }));
    await waitFor(() => expect(api.calls("PUT /thoughts/t2")[0]?.body).toEqual({ status: "completed" }));

    await user.click(within(detail).getByRole("button", { name: "All projects" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Kitchen renovation" }));
  });

  it("only logs a failed status change", async () => {
    const sink = makeThought({ id: "t1", ai_title: "Choose the sink", parent_id: "p1" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /thoughts": (req) => (req.query.get("parent_id") ? { body: listOf([sink]) } : { body: listOf([kitchen]) }),
      "GET /projects/summary": { body: { data: [] } },
      "PUT /thoughts/t1": { status: 409, body: { error: "Illegal transition" } },
    });
    const { user } = renderWithProviders(<ProjectsView />);
    await user.click(await screen.findByRole("button", { name: "Kitchen renovation" }));
    await user.click(await screen.findByRole("button", { name: "Approve Choose the sink" }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
