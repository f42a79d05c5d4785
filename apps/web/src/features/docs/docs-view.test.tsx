import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { DocsView } from "./docs-view";

describe("DocsView", () => {
  it("documents Apple Shortcuts with this server's endpoints", () => {
    render(<DocsView pathname="/docs/apple-shortcuts" />);
    expect(screen.getByRole("heading", { level: 1, name: "Apple Shortcuts" })).toBeTruthy();
    expect(screen.getAllByText(`POST ${window.location.origin}/api/shortcuts/capture`).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Apple Shortcuts" }).getAttribute("aria-current")).toBe("page");
  });

  it("documents the Custom GPT action and its x-api-key header", () => {
    render(<DocsView pathname="/docs/custom-gpt/" />);
    expect(screen.getByRole("heading", { level: 1, name: "Custom GPT" })).toBeTruthy();
    expect(screen.getByText(`POST ${window.location.origin}/api/gpt/parse`)).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/api/gpt/openapi.json`)).toBeTruthy();
  });

  it("answers an unknown docs page with links to the real ones", () => {
    render(<DocsView pathname="/docs/nope" />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
