import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { ThoughtsView } from "./thoughts-view";
import { renderWithProviders } from "../../testing/render";
import { listOf, makeThought } from "../../testing/factories";
import { deferred, mockApi, type MockRequest, type MockResponse } from "../../testing/mock-api";
import { newCapture, useCreateThought } from "./api/create-thought";

/** A stand-in IntersectionObserver the test can fire, as the browser does when the end scrolls into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollSentinelIntoView() {
  const live = FakeObserver.instances.filter((o) => o.targets.length > 0);
  expect(live).toHaveLength(1);
  const observer = live[0]!;
  const entry = { isIntersecting: true, target: observer.targets[0]! } as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

const titles = () => within(screen.getByRole("list", { name: "Thoughts" })).getAllByRole("article").map((a) => a.getAttribute("aria-label"));

const page1 = [makeThought({ id: "a3", ai_title: "Newest" }), makeThought({ id: "a2", ai_title: "Middle" })];
const page2 = [makeThought({ id: "a1", ai_title: "Oldest" })];

/** Two pages by cursor; page 2 repeats the end of page 1, as a page can after a refetch. */
function pagedFeed(request: MockRequest): MockResponse {
  if (request.query.get("cursor") === "after-a2") return { body: { ...listOf([page1[1]!, ...page2], 3), next_cursor: null } };
  return { body: { ...listOf(page1, 3), next_cursor: "after-a2" } };
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("infinite feed", () => {
  it("loads the next page by cursor when the end comes into view, appending it without duplicates", async () => {
    const api = mockApi({ "GET /thoughts": pagedFeed });
    renderWithProviders(<ThoughtsView />);
    await screen.findByRole("article", { name: "Newest" });
    expect(titles()).toEqual(["Newest", "Middle"]);

    scrollSentinelIntoView();
    await screen.findByRole("article", { name: "Oldest" });
    expect(titles()).toEqual(["Newest", "Middle", "Oldest"]);
    const calls = api.calls("GET /thoughts");
    expect(calls.map((c) => c.query.get("cursor"))).toEqual([null, "after-a2"]);
    expect(calls[1]!.query.has("offset")).toBe(false);
    // The last page has no next_cursor: nothing more to load, and the count still comes from the first page.
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByRole("heading", { name: "3 events" })).toBeTruthy();
  });

  it("offers a Load more button that keyboards reach", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    mockApi({ "GET /thoughts": pagedFeed });
    const { user } = renderWithProviders(<ThoughtsView />);
    await screen.findByRole("article", { name: "Newest" });
    const more = screen.getByRole("button", { name: "Load more" });
    more.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("article", { name: "Oldest" });
    expect(titles()).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("keeps the loaded cards and offers a retry when a later page fails", async () => {
    let fail = true;
    mockApi({
      "GET /thoughts": (request) => (request.query.has("cursor") && fail ? { status: 500, body: { error: "Database busy" } } : pagedFeed(request)),
    });
    const { user } = renderWithProviders(<ThoughtsView />);
    await screen.findByRole("article", { name: "Newest" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Database busy");
    expect(titles()).toEqual(["Newest", "Middle"]);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("article", { name: "Oldest" });
  });

  it("puts the capture placeholder on top of the first page and keeps the later pages", async () => {
    const pending = deferred<MockResponse>();
    mockApi({ "GET /thoughts": pagedFeed, "POST /thoughts": () => pending.promise });
    let create!: ReturnType<typeof useCreateThought>;
    function Capture() {
      create = useCreateThought();
      return null;
    }
    renderWithProviders(
      <>
        <Capture />
        <ThoughtsView />
      </>,
    );
    await screen.findByRole("article", { name: "Newest" });
    scrollSentinelIntoView();
    await screen.findByRole("article", { name: "Oldest" });

    act(() => create.mutate(newCapture("call mum")));
    await waitFor(() => expect(titles()[0]).toBe("Processing: call mum"));
    expect(titles()).toEqual(["Processing: call mum", "Newest", "Middle", "Oldest"]);
    expect(screen.getByRole("heading", { name: "4 events" })).toBeTruthy();
    pending.resolve({ status: 500 });
    await waitFor(() => expect(titles()).toEqual(["Newest", "Middle", "Oldest"]));
  });

  it("after a capture, refetches only the first page of a feed scrolled past it", async () => {
    const saved = makeThought({ id: "a4", ai_title: "Call mum", created_at: "2026-01-03T09:30:00.000Z" });
    let captured = false;
    const api = mockApi({
      "GET /thoughts": (request) =>
        captured && !request.query.has("cursor")
          ? { body: { ...listOf([saved, page1[0]!], 4), next_cursor: "after-a3" } }
          : pagedFeed(request),
      "POST /thoughts": () => {
        captured = true;
        return { status: 201, body: { data: saved } };
      },
    });
    let create!: ReturnType<typeof useCreateThought>;
    function Capture() {
      create = useCreateThought();
      return null;
    }
    renderWithProviders(
      <>
        <Capture />
        <ThoughtsView />
      </>,
    );
    await screen.findByRole("article", { name: "Newest" });
    scrollSentinelIntoView();
    await screen.findByRole("article", { name: "Oldest" });

    act(() => create.mutate(newCapture("call mum")));
    await waitFor(() => expect(api.calls("GET /thoughts").filter((c) => !c.query.has("cursor"))).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole("heading", { name: "4 events" })).toBeTruthy());
    // "Middle" was pushed off the fresh first page by the capture; it stays, once, before the next page.
    expect(titles()).toEqual(["Call mum", "Newest", "Middle", "Oldest"]);
    expect(api.calls("GET /thoughts").filter((c) => c.query.has("cursor"))).toHaveLength(1);
  });

  it("polls only the first page while a card there is classifying, even with more pages loaded", async () => {
    let firstPageCalls = 0;
    const queued = { ...page1[0]!, processing_status: "queued" as const, ai_title: "Order tiles" };
    const api = mockApi({
      "GET /thoughts": (request) => {
        if (request.query.has("cursor")) return pagedFeed(request);
        firstPageCalls += 1;
        const head = firstPageCalls < 3 ? queued : { ...queued, processing_status: "done" as const, ai_title: "Order the kitchen tiles" };
        return { body: { ...listOf([head, page1[1]!], 3), next_cursor: "after-a2" } };
      },
    });
    renderWithProviders(<ThoughtsView />);
    await screen.findByRole("article", { name: "Order tiles" });
    scrollSentinelIntoView();
    await screen.findByRole("article", { name: "Oldest" });

    await screen.findByRole("article", { name: "Order the kitchen tiles" }, { timeout: 4000 });
    expect(titles()).toEqual(["Order the kitchen tiles", "Middle", "Oldest"]);
    // The second page was fetched once, by the scroll; the polls asked for the first page only.
    expect(api.calls("GET /thoughts").filter((c) => c.query.has("cursor"))).toHaveLength(1);
    expect(firstPageCalls).toBe(3);
  }, 10_000);
});
