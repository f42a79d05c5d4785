import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Shell } from "./shell";
import { renderWithProviders } from "../testing/render";
import { listOf, makeThought, makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";
import { saveSession } from "../lib/session";

// The card (thoughts feature) and the bar (chat feature) meet only through lib/thought-selection.
describe("editing a thought with chat commands", () => {
  it("selects a card, moves it to a project, and the card changes", async () => {
    const user = makeUser();
    saveSession({ token: "tok", user });
    const kitchen = makeThought({ id: "p1", ai_title: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const tiles = makeThought({ id: "t1", ai_title: "Order the tiles" });
    const moved = { ...tiles, parent_id: "p1", updated_at: "2026-02-01T00:00:00.000Z" };
    let commanded = false;
    const api = mockApi({
      "GET /auth/me": { body: { user } },
      "GET /thoughts": () => ({ body: listOf([commanded ? moved : tiles, kitchen]) }),
      "POST /chat/suggestions": { body: { suggestions: [] } },
      "POST /chat/command": () => {
        commanded = true;
        return { body: { success: true, message: "Moved to Kitchen renovation", error: null, updatedThought: moved } };
      },
    });
    const { user: person } = renderWithProviders(<Shell user={user} />);

    const card = await screen.findByRole("article", { name: "Order the tiles" });
    await person.click(within(card).getByRole("button", { expanded: false }));
    await person.click(within(card).getByRole("button", { name: "Edit with commands" }));
    expect(screen.getByText(/Editing:/).textContent).toBe("Editing: Order the tiles");

    const input = screen.getByRole("textbox", { name: "Thought input" }) as HTMLTextAreaElement;
    expect(input.placeholder).toBe("Type a command or new thought...");
    await person.type(input, "move to kitchen");
    expect(screen.getByRole("img", { name: "Command mode" })).toBeTruthy();
    await person.keyboard("{Enter}");

    const history = await screen.findByRole("region", { name: "Conversation history" });
    expect(await within(history).findByText("Moved to Kitchen renovation")).toBeTruthy();
    expect(api.calls("POST /chat/command")[0]!.body).toEqual({ command: "move to kitchen", thoughtId: "t1" });
    await waitFor(() =>
      expect(screen.getByRole("article", { name: "Order the tiles" }).textContent).toContain("Project: Kitchen renovation"),
    );
  });
});
