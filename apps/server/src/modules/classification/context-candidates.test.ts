import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@life/contracts";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeThought, makeUser } from "../../../test/factories.js";
import { ContextRepository, RECENT_PER_KIND } from "./context.repository.js";

let t: TestApp;
let user: User;
let contexts: ContextRepository;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  contexts = new ContextRepository(t.database.db, t.database.dialect);
  // The project the text will name is the oldest of many.
  await makeThought(t.database, user, { original_input: "Greenhouse rebuild", ai_title: "Greenhouse rebuild", is_container: true, container_type: "Projects", created_at: minutesAgo(500) });
  for (let i = 0; i < RECENT_PER_KIND + 30; i += 1) {
    await makeThought(t.database, user, { original_input: `Project ${i}`, ai_title: `Side project ${i}`, is_container: true, container_type: "Projects", created_at: minutesAgo(400 - i) });
  }
  const other = await makeUser(t.database);
  await makeThought(t.database, other, { original_input: "Greenhouse for someone else", ai_title: "Greenhouse for someone else", is_container: true, container_type: "Projects" });
}, 60_000);
afterAll(async () => {
  await t.app.close();
});

describe("step 1's candidates", () => {
  it("are the newest of each kind, bounded, plus older items sharing a word with the text", async () => {
    const { projects } = await contexts.loadCandidates(user.id, "none", "order the glass panes for the greenhouse");
    const titles = projects.map((p) => p.title);
    expect(titles).toContain("Greenhouse rebuild");
    expect(titles).not.toContain("Greenhouse for someone else");
    expect(projects).toHaveLength(RECENT_PER_KIND + 1);
  });

  it("without a matching word, are only the newest", async () => {
    const { projects } = await contexts.loadCandidates(user.id, "none", "call the bank about the mortgage");
    expect(projects).toHaveLength(RECENT_PER_KIND);
    expect(projects.map((p) => p.title)).not.toContain("Greenhouse rebuild");
    expect(projects[0]?.title).toBe(`Side project ${RECENT_PER_KIND + 29}`);
  });

  it("list an item both recent and matched once", async () => {
    const { projects } = await contexts.loadCandidates(user.id, "none", `side project ${RECENT_PER_KIND + 29}`);
    const ids = projects.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
