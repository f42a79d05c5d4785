import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { emptySetupAnswers, type SaveSetupInput, type SetupAnswers } from "@life/contracts";
import { SetupView } from "./setup-view";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi, type MockRequest } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

const state = (answers: Partial<SetupAnswers> = {}, phase = 1) => ({
  body: { data: { answers: { ...emptySetupAnswers(), ...answers }, phase, completed_at: null, updated_at: null } },
});
const echo = (request: MockRequest) => {
  const input = request.body as SaveSetupInput;
  return { body: { data: { answers: input.answers, phase: input.phase, completed_at: null, updated_at: "2026-11-25T20:00:00.000Z" } } };
};

describe("SetupView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));

  it("resumes at the saved phase with the saved answers", async () => {
    mockApi({ "GET /setup": state({ managers: ["Grace"] }, 3) });
    renderWithProviders(<SetupView />);
    expect(await screen.findByRole("heading", { name: /Phase 3: Professional Setup/ })).toBeTruthy();
    expect((screen.getByLabelText("Manager 1 name") as HTMLInputElement).value).toBe("Grace");
    expect(screen.getByRole("progressbar", { name: "Setup progress" }).getAttribute("value")).toBe("3");
  });

  it("adds rows, never removes the first, saves with Next Phase and shows Progress saved! ✓ for 3 s", { timeout: 20_000 }, async () => {
    const api = mockApi({ "GET /setup": state(), "PUT /setup": echo });
    const { user } = renderWithProviders(<SetupView />);
    expect(await screen.findByRole("heading", { name: /Phase 1: Essential Setup \(5 min\)/ })).toBeTruthy();
    const children = screen.getByRole("group", { name: "Children" });
    expect(within(children).queryByRole("button", { name: /Remove child/ })).toBeNull();
    await user.type(screen.getByLabelText("Child 1 name"), "Maya");
    await user.type(screen.getByLabelText("Child 1 age"), "7");
    await user.click(within(children).getByRole("button", { name: "Add another child" }));
    await user.type(screen.getByLabelText("Child 2 name"), "Leo");
    expect(within(children).getByRole("button", { name: "Remove child 2" })).toBeTruthy();
    await user.type(screen.getByLabelText("Friend 1 name"), "Priya");
    await user.type(screen.getByLabelText("How you know friend 1"), "college");
    await user.selectOptions(screen.getByLabelText("How often you see friend 1"), "monthly");

    await user.click(screen.getByRole("button", { name: "Next Phase" }));
    expect(await screen.findByText("Progress saved! ✓")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Phase 2: Personal Patterns \(10 min\)/ })).toBeTruthy();
    const sent = api.calls("PUT /setup")[0]?.body as SaveSetupInput;
    expect(sent.phase).toBe(2);
    expect(sent.answers.children).toEqual([{ name: "Maya", age: 7 }, { name: "Leo", age: null }]);
    expect(sent.answers.friends).toEqual([{ name: "Priya", context: "college", frequency: "monthly" }]);

    await waitFor(() => expect(screen.queryByText("Progress saved! ✓")).toBeNull(), { timeout: 8000 });

    // Previous keeps the answers.
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect((screen.getByLabelText("Child 1 name") as HTMLInputElement).value).toBe("Maya");
  });

  it("says Save failed when the save fails", async () => {
    mockApi({ "GET /setup": state(), "PUT /setup": { status: 500, body: { error: "boom" } } });
    const { user } = renderWithProviders(<SetupView />);
    await user.click(await screen.findByRole("button", { name: "Save Progress" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Save failed. Please try again.");
  });

  it("phase 4 previews exactly what will be created, and Complete Setup alerts on success", async () => {
    const answers = { spouses: ["Sam"], children: [{ name: "Maya", age: 7 }], work_projects: ["Website relaunch"], service_providers: [{ name: "Dr Lee", service: "Dentist" }] };
    const api = mockApi({
      "GET /setup": state(answers, 4),
      "POST /setup/complete": (request) => ({ body: { data: { created: 4, updated: 0, records: [], state: { ...(echo(request).body.data), completed_at: "2026-11-25T20:00:00.000Z" } } } }),
    });
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { user } = renderWithProviders(<SetupView />);
    expect(await screen.findByRole("heading", { name: /Phase 4: Preferences \(5 min\)/ })).toBeTruthy();
    const contacts = within(screen.getByRole("list", { name: "Contacts to create" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(contacts).toEqual(["Sam — spouse", "Maya — child, age 7", "Dr Lee — dentist"]);
    const projects = within(screen.getByRole("list", { name: "Projects to create" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(projects).toEqual(["Website relaunch — work project"]);
    expect(screen.queryByRole("button", { name: "Next Phase" })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Family focus" }));
    await user.click(screen.getByRole("radio", { name: "Minimal and concise" }));
    await user.click(screen.getByRole("button", { name: "Complete Setup" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Questionnaire completed! Your life intelligence system is now pre-populated."));
    const sent = api.calls("POST /setup/complete")[0]?.body as SaveSetupInput;
    expect(sent.answers).toMatchObject({ ai_priority: "family", communication_style: "minimal" });
  });

  it("says Failed to complete setup when completion fails", async () => {
    mockApi({ "GET /setup": state({}, 4), "POST /setup/complete": { status: 500, body: { error: "x" } } });
    const { user } = renderWithProviders(<SetupView />);
    await user.click(await screen.findByRole("button", { name: "Complete Setup" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to complete setup. Please try again.");
  });
});
