import type { ProjectSummaryResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const summary = async (query = "", as = token) => {
  const response = await t.app.inject({ method: "GET", url: `/api/projects/summary${query}`, headers: bearer(as) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectSummaryResponse>().data;
};
const project = (created_at: Date) => makeThought(t.database, user, { is_container: true, container_type: "Projects", created_at });

describe("GET /api/projects/summary", () => {
  it("counts each project's tasks and the done ones (completed or resolved), archived ones aside", async () => {
    const kitchen = await project(new Date(Date.now() - 60_000));
    const garden = await project(new Date());
    const task = (status: "pending" | "approved" | "completed" | "archived", extra = {}) =>
      makeThought(t.database, user, { parent_id: kitchen.id, status, ...extra });
    await task("pending");
    await task("approved");
    await task("completed");
    await task("pending", { flexible_attributes: { completed_via_resolution: true } });
    await task("archived");

    expect(await summary()).toEqual([
      { id: garden.id, task_count: 0, done_count: 0 },
      { id: kitchen.id, task_count: 4, done_count: 2 },
    ]);
    expect(await summary(`?ids=${kitchen.id}`)).toEqual([{ id: kitchen.id, task_count: 4, done_count: 2 }]);

    // Another person asking about these ids learns nothing.
    const stranger = await makeSession(t.database, await makeUser(t.database));
    expect(await summary(`?ids=${kitchen.id},${garden.id}`, stranger)).toEqual([
      { id: kitchen.id, task_count: 0, done_count: 0 },
      { id: garden.id, task_count: 0, done_count: 0 },
    ]);
    expect(await summary("", stranger)).toEqual([]);
  });

  it("answers 400 for more than 200 ids", async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `id${i}`).join(",");
    const response = await t.app.inject({ method: "GET", url: `/api/projects/summary?ids=${ids}`, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/thoughts?parent_id=", () => {
  it("lists a project's tasks", async () => {
    const p = await project(new Date());
    const child = await makeThought(t.database, user, { parent_id: p.id });
    const response = await t.app.inject({ method: "GET", url: `/api/thoughts?parent_id=${p.id}`, headers: bearer(token) });
    expect(response.json().data.map((x: { id: string }) => x.id)).toEqual([child.id]);
  });
});
