import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { GptView } from "./gpt-view";
import { forgetFullKeys } from "./api/fresh-keys";
import { GPT_SYSTEM_PROMPT } from "./gpt-prompt";
import { makeApiKey, makeCreatedKey } from "./testing-keys";
import { renderWithProviders } from "../../testing/render";
import { makeUser } from "../../testing/factories";
import { mockApi } from "../../testing/mock-api";
import { saveSession } from "../../lib/session";

const SCHEMA = { openapi: "3.0.3", paths: { "/api/gpt/parse": { post: { operationId: "parseConversation" } } }, servers: [{ url: "http://localhost:3099" }] };

describe("GptView", () => {
  beforeEach(() => saveSession({ token: "tok", user: makeUser() }));
  afterEach(() => forgetFullKeys());

  it("without an active GPT key creates one, named Life Intelligence GPT by default", async () => {
    let keys = [makeApiKey({ id: "g0", type: "gpt", is_active: false }), makeApiKey({ id: "k1", type: "general" })];
    const created = makeCreatedKey({ id: "g1", name: "Life Intelligence GPT", type: "gpt" });
    const api = mockApi({
      "GET /api-keys": () => ({ body: { data: keys } }),
      "GET /gpt/openapi.json": { body: SCHEMA },
      "POST /api-keys/gpt": () => {
        keys = [makeApiKey({ id: "g1", name: "Life Intelligence GPT", type: "gpt" }), ...keys];
        return { status: 201, body: { data: created } };
      },
    });
    const { user } = renderWithProviders(<GptView />);
    expect((await screen.findByLabelText("GPT name (optional)")).getAttribute("placeholder")).toBe("Life Intelligence GPT");
    await user.click(screen.getByRole("button", { name: "Create GPT Key" }));
    expect(await screen.findByTestId("new-api-key")).toHaveProperty("textContent", created.apiKey);
    expect(api.calls("POST /api-keys/gpt")[0]?.body).toEqual({ name: "Life Intelligence GPT" });
  });

  it("with a key shows the prompt and the server's schema, both copyable, and tests the connection", async () => {
    const api = mockApi({
      "GET /api-keys": { body: { data: [makeApiKey({ id: "g1", name: "My GPT", type: "gpt", usage_count: 3 })] } },
      "GET /gpt/openapi.json": { body: SCHEMA },
      "POST /gpt/test": { body: { message: 'Connection successful! Signed in as ada@example.com; Custom GPT key "My GPT" (0123456789abcdef) is active.' } },
    });
    const { user } = renderWithProviders(<GptView />);
    expect(await screen.findByText("Your key: My GPT")).toBeTruthy();
    expect(screen.getByTestId("gpt-prompt").textContent).toBe(GPT_SYSTEM_PROMPT);
    expect(JSON.parse((await screen.findByTestId("gpt-schema")).textContent ?? "")).toEqual(SCHEMA);
    await user.click(screen.getByRole("button", { name: "Copy OpenAPI schema" }));
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(SCHEMA);
    await user.click(screen.getByRole("button", { name: "Copy system prompt" }));
    expect(await navigator.clipboard.readText()).toBe(GPT_SYSTEM_PROMPT);
    expect(screen.getByText("x-api-key")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Test GPT Connection" }));
    expect(await screen.findByText(/Custom GPT key "My GPT"/)).toBeTruthy();
    // Without the full key in this tab, the session is what is tested.
    expect(api.calls("POST /gpt/test")[0]?.headers["x-api-key"]).toBeUndefined();
    expect(screen.getByRole("link", { name: /Custom GPT documentation/ }).getAttribute("href")).toBe("/docs/custom-gpt");
  });

  it("shows the server's error as the failed test result", async () => {
    mockApi({
      "GET /api-keys": { body: { data: [makeApiKey({ id: "g1", type: "gpt" })] } },
      "GET /gpt/openapi.json": { body: SCHEMA },
      "POST /gpt/test": { status: 429, body: { error: "Too many requests. Try again in 30 seconds." } },
    });
    const { user } = renderWithProviders(<GptView />);
    await user.click(await screen.findByRole("button", { name: "Test GPT Connection" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Try again in 30 seconds.");
  });
});
