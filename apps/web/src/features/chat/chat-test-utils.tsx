import { vi } from "vitest";
import { screen } from "@testing-library/react";
import { ChatInput } from "./components/chat-input";
import { mockApi, type MockResponse, type MockRequest } from "../../testing/mock-api";
import { renderWithProviders } from "../../testing/render";

type Route = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

/** The chat bar alone, with the API mocked and the capture callback spied on. */
export function renderChat(routes: Record<string, Route> = {}, onSend = vi.fn().mockResolvedValue(undefined)) {
  const api = mockApi(routes);
  const utils = renderWithProviders(<ChatInput onSend={onSend} />);
  const input = screen.getByRole("textbox", { name: "Thought input" }) as HTMLTextAreaElement;
  return { ...utils, api, fetchMock: api.fetchMock, onSend, input };
}
