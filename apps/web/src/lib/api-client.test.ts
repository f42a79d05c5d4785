import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, ApiError, errorText } from "./api-client";
import { getSession, saveSession } from "./session";
import { redirectToLogin } from "./navigation";
import { makeUser } from "../testing/factories";
import { mockApi } from "../testing/mock-api";

vi.mock("./navigation", () => ({ redirectToLogin: vi.fn() }));

describe("apiRequest", () => {
  beforeEach(() => vi.mocked(redirectToLogin).mockClear());

  it("adds the bearer token and sends JSON", async () => {
    saveSession({ token: "abc", user: makeUser() });
    const api = mockApi({ "POST /thoughts": { status: 201, body: { data: { id: "t1" } } } });
    await expect(apiRequest("/thoughts", { method: "POST", body: { original_input: "hi" } })).resolves.toEqual({
      data: { id: "t1" },
    });
    const [request] = api.requests;
    expect(request?.headers.Authorization).toBe("Bearer abc");
    expect(request?.headers["Content-Type"]).toBe("application/json");
    expect(request?.body).toEqual({ original_input: "hi" });
  });

  it("turns {error} into an ApiError with the server's text", async () => {
    mockApi({ "GET /thoughts": { status: 400, body: { error: "limit must be at most 200" } } });
    const error = await apiRequest("/thoughts").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorText(error, "fallback")).toBe("limit must be at most 200");
    expect(errorText(new Error("x"), "fallback")).toBe("fallback");
  });

  it("on any 401 clears token and user and goes to /login", async () => {
    saveSession({ token: "expired", user: makeUser() });
    mockApi({ "GET /thoughts": { status: 401, body: { error: "Unauthorized" } } });
    await expect(apiRequest("/thoughts")).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(getSession()).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it("leaves anonymous calls (sign-in) alone on 401", async () => {
    saveSession({ token: "keep", user: makeUser() });
    const api = mockApi({ "POST /auth/login": { status: 401, body: { error: "Invalid email or password" } } });
    await expect(apiRequest("/auth/login", { method: "POST", body: {}, anonymous: true })).rejects.toThrow(
      "Invalid email or password",
    );
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem("token")).toBe("keep");
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});

describe("apiRequest with FormData", () => {
  it("sends multipart as it is, without a JSON content type", async () => {
    saveSession({ token: "abc", user: makeUser() });
    const api = mockApi({ "POST /thoughts/voice": { status: 201, body: { data: { id: "t1" }, transcript: "hi" } } });
    const form = new FormData();
    form.append("audio", new File(["x"], "recording.webm", { type: "audio/webm" }));
    await apiRequest("/thoughts/voice", { method: "POST", body: form });
    const [request] = api.requests;
    expect(request?.body).toBe(form);
    expect(request?.headers["Content-Type"]).toBeUndefined();
    expect(request?.headers.Authorization).toBe("Bearer abc");
  });
});
