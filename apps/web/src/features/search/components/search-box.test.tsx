import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { SearchHit } from "@life/contracts";
import { SearchBox } from "./search-box";
import { renderWithProviders } from "../../../testing/render";
import { makeThought } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";
import { getSelectedThought } from "../../../lib/thought-selection";

const dentist: SearchHit = {
  thought: makeThought({ id: "s1", ai_title: "Call the dentist", original_input: "need to call the dentist tomorrow", domain: "personal" }),
  score: 0.9,
  highlights: { title: "Call the <mark>dentist</mark>", input: "need to call the <mark>dentist</mark> tomorrow" },
};
const script: SearchHit = {
  thought: makeThought({ id: "s2", ai_title: "<script>alert(1)</script> dentist notes", original_input: "x" }),
  score: 0.5,
  highlights: { title: "&lt;script&gt;alert(1)&lt;/script&gt; <mark>dentist</mark> notes", input: "x" },
};

function setup(hits: SearchHit[] = [dentist, script]) {
  const api = mockApi({ "GET /thoughts/search": { body: { data: hits } } });
  const utils = renderWithProviders(
    <div>
      <SearchBox />
      <textarea aria-label="Elsewhere" />
      <button type="button">Outside</button>
    </div>,
  );
  return { ...utils, api, input: screen.getByRole("combobox", { name: "Search thoughts" }) };
}

describe("SearchBox", () => {
  it("focuses with / (not while typing elsewhere) and with Ctrl+K", async () => {
    const { user, input } = setup();
    await user.keyboard("/");
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe("");

    await user.click(screen.getByRole("textbox", { name: "Elsewhere" }));
    await user.keyboard("/");
    expect(document.activeElement).not.toBe(input);
    expect((screen.getByRole("textbox", { name: "Elsewhere" }) as HTMLTextAreaElement).value).toBe("/");

    await user.keyboard("{Control>}k{/Control}");
    expect(document.activeElement).toBe(input);
  });

  it("searches after a pause and shows highlighted results", async () => {
    const { user, input, api } = setup();
    await user.type(input, "dentist");
    const list = await screen.findByRole("listbox", { name: "Search results" });
    const options = await within(list).findAllByRole("option");
    expect(options).toHaveLength(2);
    // Debounced: one request for the whole word, not one per letter.
    expect(api.calls("GET /thoughts/search").map((r) => r.query.get("q"))).toEqual(["dentist"]);
    expect(api.calls("GET /thoughts/search")[0]!.query.get("limit")).toBe("10");
    expect(options[0]!.querySelectorAll("mark")).toHaveLength(2);
    expect(options[0]!.querySelector("mark")?.textContent).toBe("dentist");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("2 results").getAttribute("role")).toBe("status");
  });

  it("renders a title containing <script> as text", async () => {
    const { user, input } = setup([script]);
    await user.type(input, "dentist");
    const option = await screen.findByRole("option");
    expect(option.querySelector("script")).toBeNull();
    expect(option.textContent).toContain("<script>alert(1)</script> dentist notes");
  });

  it("moves with the arrow keys, opens a result with Enter and closes with Escape", async () => {
    const { user, input } = setup();
    await user.type(input, "dentist");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}");
    const [first, second] = screen.getAllByRole("option");
    expect(first!.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(first!.id);
    await user.keyboard("{ArrowDown}");
    expect(second!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(first!.getAttribute("aria-selected")).toBe("true");

    await user.keyboard("{Enter}");
    const detail = screen.getByRole("region", { name: "Details: Call the dentist" });
    expect(detail.textContent).toContain("need to call the dentist tomorrow");
    expect(within(detail).getByRole("link", { name: "Open Thoughts" }).getAttribute("href")).toBe("#thoughts");

    await user.click(within(detail).getByRole("button", { name: "Back to results" }));
    expect(screen.getAllByRole("option")).toHaveLength(2);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(input);
    await user.keyboard("{Escape}");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("opens a result on click and hands it to the chat bar with Edit with chat", async () => {
    const { user, input } = setup();
    await user.type(input, "dentist");
    await user.click((await screen.findAllByRole("option"))[0]!);
    await user.click(screen.getByRole("button", { name: "Edit with chat" }));
    expect(getSelectedThought()?.id).toBe("s1");
    expect(screen.queryByRole("region", { name: /^Details/ })).toBeNull();
  });

  it("titles a thought without an AI title by its highlighted words", async () => {
    const plain: SearchHit = {
      thought: makeThought({ id: "s3", ai_title: null, original_input: "book the dentist for Tom" }),
      score: 0.4,
      highlights: { title: null, input: "book the <mark>dentist</mark> for Tom" },
    };
    const { user, input } = setup([plain]);
    await user.type(input, "dentist");
    const option = await screen.findByRole("option");
    expect(option.querySelector(".search-option-title")?.textContent).toBe("book the dentist for Tom");
    expect(option.querySelector(".search-option-title mark")?.textContent).toBe("dentist");
    expect(option.querySelector(".search-option-input")).toBeNull();
  });

  it("says when nothing matches, and asks nothing for one letter", async () => {
    const { user, input, api } = setup([]);
    await user.type(input, "d");
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(api.calls("GET /thoughts/search")).toHaveLength(0);
    await user.type(input, "zq");
    expect(await screen.findByText("No thoughts match “dzq”", { selector: "p" })).toBeTruthy();
  });

  it("closes on a click outside", async () => {
    const { user, input } = setup();
    await user.type(input, "dentist");
    await screen.findAllByRole("option");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  });
});
