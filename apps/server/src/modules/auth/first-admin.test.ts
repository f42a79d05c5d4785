import type { AuthResponse } from "@life/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, uniqueEmail, type TestApp } from "../../../test/build-app.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const register = (app: TestApp["app"], email = uniqueEmail()) =>
  app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password: "secret123" } });

describe("the first admin", () => {
  it("is exactly one account when several register at once on an empty install", async () => {
    t = await buildTestApp();
    const app = t.app;
    const responses = await Promise.all(Array.from({ length: 8 }, () => register(app)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const roles = responses.map((r) => r.json<AuthResponse>().user.role);
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    const admins = await t.database.db.selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
  });

  it("is not given to a later registration once accounts exist, even after the first admin is gone", async () => {
    t = await buildTestApp();
    const first = (await register(t.app)).json<AuthResponse>();
    await register(t.app);
    await t.database.db.deleteFrom("users").where("id", "=", first.user.id).execute();
    expect((await register(t.app)).json<AuthResponse>().user.role).toBe("user");
  });

  it("answers 409 for two racing registrations of one e-mail, creating one account", async () => {
    t = await buildTestApp();
    const app = t.app;
    const email = uniqueEmail();
    const statuses = (await Promise.all([register(app, email), register(app, email)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });
});
