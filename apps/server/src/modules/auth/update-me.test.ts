import type { MeResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, type TestApp } from "../../../test/build-app.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
});

const put = (payload: object, as: string | null = token) =>
  t.app.inject({ method: "PUT", url: "/api/auth/me", payload, headers: as ? bearer(as) : {} });

describe("PUT /api/auth/me", () => {
  it("changes the time zone and display name", async () => {
    const response = await put({ timezone: "Europe/Paris", display_name: "Ada" });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().user).toMatchObject({ timezone: "Europe/Paris", display_name: "Ada" });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.json<MeResponse>().user.timezone).toBe("Europe/Paris");
    expect((await put({ display_name: null })).json<MeResponse>().user).toMatchObject({ timezone: "Europe/Paris", display_name: null });
  });

  it("answers 400 for an unknown zone, an empty body or an unknown field", async () => {
    expect((await put({ timezone: "Mars/Olympus" })).json()).toEqual({ error: "timezone must be an IANA time zone such as America/Halifax" });
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ role: "admin" })).statusCode).toBe(400);
  });

  it("needs a token", async () => {
    expect((await put({ timezone: "Europe/Paris" }, null)).statusCode).toBe(401);
  });
});
