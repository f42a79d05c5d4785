import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { Thought } from "@life/contracts";
import { ThoughtsView } from "../thoughts-view";
import { renderWithProviders } from "../../../testing/render";
import { listOf, makeThought, makeUser } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";
import { saveSession } from "../../../lib/session";

const value = {
  estimatedValue: 1249.6,
  valueTier: "high" as const,
  industry: "automotive",
  keywords: ["car"],
  explanation: "Buying a car",
  intentSignals: [{ signal: "purchase_intent", multiplier: 2 }],
  totalMultiplier: 2,
};

async function renderCards(thoughts: Thought[], timezone = "America/Halifax") {
  saveSession({ token: "tok", user: makeUser({ timezone }) });
  mockApi({ "GET /thoughts": { body: listOf(thoughts) } });
  const utils = renderWithProviders(<ThoughtsView />);
  await screen.findAllByRole("article");
  return utils;
}

describe("a classified card", () => {
  it("shows the classification chips: Work, subdomain, priority, event type, people, value", async () => {
    const thought = makeThought({
      ai_title: "Buy a new car",
      domain: "systems",
      subdomain: "fleet",
      event_type: "acquisition_disposition",
      flexible_attributes: { priority: "urgent", entities: ["Priya", "Sam"], commercial_value: value, tags: ["cars"] },
    });
    await renderCards([thought]);
    const card = screen.getByRole("article", { name: "Buy a new car" });
    const text = card.textContent ?? "";
    expect(within(card).getByText("Work")).toBeTruthy();
    expect(text).not.toContain("systems");
    for (const part of ["fleet", "urgent priority", "Priya", "Sam", "$1,250", "#cars"]) expect(text).toContain(part);
    expect(within(card).getByRole("img", { name: "Event type: acquisition disposition" })).toBeTruthy();
  });

  it("has one labelled icon for each of the 13 event types", async () => {
    const { eventTypes } = await import("@life/contracts");
    await renderCards(eventTypes.map((type) => makeThought({ ai_title: `T ${type}`, event_type: type })));
    const icons = eventTypes.map((type) => screen.getByRole("img", { name: `Event type: ${type.replace(/_/g, " ")}` }));
    expect(new Set(icons.map((svg) => svg.getAttribute("class"))).size).toBe(13);
  });

  it("badges projects and contacts and names the parent project", async () => {
    const project = makeThought({ id: "p1", ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const contact = makeThought({ ai_title: "Priya Shah", is_container: true, container_type: "Contacts" });
    const task = makeThought({ ai_title: "Order the tiles", parent_id: "p1", container_type: "Tasks" });
    await renderCards([project, contact, task]);
    expect(within(screen.getByRole("article", { name: "Kitchen renovation" })).getByText("Project")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Priya Shah" })).getByText("Contact")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Order the tiles" }).textContent).toContain("Project: Kitchen renovation");
  });

  it("shows the scheduled time in the stored time zone, and all-day dates without a time", async () => {
    await renderCards([
      makeThought({ ai_title: "Dentist", scheduled_for: "2026-11-23T18:00:00.000Z" }),
      makeThought({ ai_title: "Mum's birthday", scheduled_for: "2026-11-24" }),
    ]);
    // 18:00 UTC is 2 PM in Halifax (AST, UTC-4).
    expect(screen.getByRole("article", { name: "Dentist" }).querySelector("time[datetime='2026-11-23T18:00:00.000Z']")?.textContent).toBe(
      "Mon, Nov 23 at 2:00 PM",
    );
    const allDay = screen.getByRole("article", { name: "Mum's birthday" });
    expect(allDay.querySelector("time[datetime='2026-11-24']")?.textContent).toBe("Nov 24, 2026 (all day)");
  });

  it("uses another zone when the person lives elsewhere", async () => {
    await renderCards([makeThought({ ai_title: "Dentist", scheduled_for: "2026-11-23T18:00:00.000Z" })], "Asia/Tokyo");
    expect(screen.getByRole("article", { name: "Dentist" }).textContent).toContain("Tue, Nov 24 at 3:00 AM");
  });

  it("shows who it is waiting for and AUTO-COMPLETED", async () => {
    await renderCards([
      makeThought({ ai_title: "Quote from the plumber", waiting_for: "Bob the plumber", expected_date: "2026-11-27" }),
      makeThought({ ai_title: "Call the plumber", status: "completed", flexible_attributes: { completed_via_resolution: true } }),
    ]);
    expect(screen.getByRole("article", { name: "Quote from the plumber" }).textContent).toContain(
      "Waiting for Bob the plumber, expected Nov 27, 2026",
    );
    expect(screen.getByRole("article", { name: "Call the plumber" }).textContent).toContain("AUTO-COMPLETED");
  });

  it("says Classifying… while queued or processing, and shows a failure", async () => {
    await renderCards([
      makeThought({ ai_title: "Queued one", processing_status: "queued" }),
      makeThought({ ai_title: "Running one", processing_status: "processing" }),
      makeThought({ ai_title: "Done one", processing_status: "done" }),
      makeThought({ ai_title: "Broken one", processing_status: "failed", processing_error: "LLM timed out after 3 attempts" }),
    ]);
    expect(screen.getByRole("article", { name: "Queued one" }).textContent).toContain("Classifying…");
    expect(screen.getByRole("article", { name: "Running one" }).textContent).toContain("Classifying…");
    expect(screen.getByRole("article", { name: "Done one" }).textContent).not.toContain("Classifying…");
    expect(screen.getByRole("article", { name: "Broken one" }).textContent).toContain(
      "Classification failed: LLM timed out after 3 attempts",
    );
  });
});
