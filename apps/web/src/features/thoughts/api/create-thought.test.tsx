import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { makeThought } from "../../../testing/factories";
import { mockApi } from "../../../testing/mock-api";
import { createTestQueryClient } from "../../../testing/render";
import { newCapture, useCreateThought } from "./create-thought";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCreate() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
  return renderHook(() => useCreateThought(), { wrapper }).result;
}

describe("useCreateThought", () => {
  it("sends one Idempotency-Key per submit and the same key when a lost answer is retried", async () => {
    let posts = 0;
    const api = mockApi({
      "POST /thoughts": () => {
        posts += 1;
        // The first answer is lost on the way back, as when the connection drops.
        if (posts === 1) throw new TypeError("Failed to fetch");
        return { status: 201, body: { data: makeThought({ id: `t${posts}` }) } };
      },
      "GET /thoughts": { body: { data: [], total: 0, limit: 50, offset: 0 } },
    });
    const result = renderCreate();

    await result.current.mutateAsync(newCapture("call mum"));
    await result.current.mutateAsync(newCapture("call mum"));

    const keys = api.calls("POST /thoughts").map((request) => request.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("does not retry an answer the server gave", async () => {
    const api = mockApi({ "POST /thoughts": { status: 500 }, "GET /thoughts": { body: { data: [], total: 0, limit: 50, offset: 0 } } });
    const result = renderCreate();
    await expect(result.current.mutateAsync(newCapture("doomed"))).rejects.toThrow();
    expect(api.calls("POST /thoughts")).toHaveLength(1);
  });
});
