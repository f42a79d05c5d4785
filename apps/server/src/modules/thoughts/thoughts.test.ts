import type { Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
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

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(as), ...(payload ? { payload } : {}) });

describe("POST /api/thoughts", () => {
  it("stores the input as pending and queued, and answers before classifying it", async () => {
    const response = await api("POST", "/thoughts", { original_input: "  call mum about Sunday lunch  " });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Thought }>();
    expect(data).toMatchObject({
      user_id: user.id,
      original_input: "call mum about Sunday lunch",
      status: "pending",
      parent_id: null,
      processing_status: "queued",
      processing_error: null,
    });
    // The job classifies it (classification tests); approval stays the person's.
    expect(data).toMatchObject({ domain: null, ai_title: null, event_type: null });
    expect(data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await api("GET", `/thoughts/${data.id}`)).json().data).toEqual(data);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts", payload: { original_input: "x" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/thoughts/:id/debug", () => {
  it("answers the pipeline's debug data, which lists and single reads leave out", async () => {
    // The job's pipeline records its debug data.
    const thought = (await api("POST", "/thoughts", { original_input: "heavy card: email Sam the tiles quote tomorrow" })).json<{ data: Thought }>().data;
    await drainJobs(t.app);
    const response = await api("GET", `/thoughts/${thought.id}/debug`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: string; llm_debug_data: { user_message: string; ai_pipeline_status: object } } }>();
    expect(data.id).toBe(thought.id);
    expect(data.llm_debug_data.user_message).toContain("heavy card");
    expect(data.llm_debug_data.ai_pipeline_status).toHaveProperty("step_1_rag_context_building");

    const single = (await api("GET", `/thoughts/${thought.id}`)).json<{ data: Record<string, unknown> }>().data;
    const listed = (await api("GET", "/thoughts?limit=200")).json<{ data: Array<Record<string, unknown>> }>().data;
    const card = listed.find((x) => x.id === thought.id);
    for (const shown of [single, card]) {
      expect(shown).toMatchObject({ original_input: "heavy card: email Sam the tiles quote tomorrow" });
      expect(shown).not.toHaveProperty("llm_debug_data");
      expect(shown).not.toHaveProperty("embedding");
    }
  });

  it("lists send a card's attributes; the explanation comes with the debug data", async () => {
    const attributes = {
      entities: ["Sam"],
      tags: ["home"],
      priority: "high" as const,
      related_projects: ["Kitchen"],
      reasoning: "read as a task",
      confidence: 84,
      fallback_used: false,
      resolution_action: "none",
      resolution_confidence: 10,
      resolution_reasoning: "nothing open matched",
      commercial_value: {
        estimatedValue: 120,
        valueTier: "medium" as const,
        industry: "home",
        keywords: ["tiles"],
        explanation: "$100 base x 1.2",
        intentSignals: [{ signal: "purchase", multiplier: 1.2 }],
        totalMultiplier: 1.2,
      },
      custom_key: "kept",
    };
    const thought = await makeThought(t.database, user, { original_input: "order tiles", scheduled_for: "2031-05-04", flexible_attributes: attributes });
    const card = {
      entities: ["Sam"],
      tags: ["home"],
      priority: "high" as const,
      related_projects: ["Kitchen"],
      commercial_value: { estimatedValue: 120, valueTier: "medium", industry: "home" },
      custom_key: "kept",
    };
    const feed = (await api("GET", "/thoughts?limit=200")).json<{ data: Thought[] }>().data;
    expect(feed.find((x) => x.id === thought.id)!.flexible_attributes).toEqual(card);
    const day = (await api("GET", "/thoughts/calendar/day/2031-05-04")).json<{ data: Thought[] }>().data;
    expect(day.find((x) => x.id === thought.id)!.flexible_attributes).toEqual(card);
    const found = (await api("GET", "/thoughts/search?q=tiles")).json<{ data: Array<{ thought: Thought }> }>().data;
    expect(found.find((x) => x.thought.id === thought.id)!.thought.flexible_attributes).toEqual(card);

    const debug = (await api("GET", `/thoughts/${thought.id}/debug`)).json<{ data: { flexible_attributes: object } }>().data;
    expect(debug.flexible_attributes).toEqual(attributes);
    expect((await api("GET", `/thoughts/${thought.id}`)).json<{ data: Thought }>().data.flexible_attributes).toEqual(attributes);
  });

  it("answers 404 for an unknown or another person's thought", async () => {
    const other = await makeUser(t.database);
    const theirs = await makeThought(t.database, other, { original_input: "theirs" });
    for (const id of [theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await api("GET", `/thoughts/${id}/debug`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Thought not found" });
    }
  });
});

describe("POST /api/thoughts with an Idempotency-Key", () => {
  const capture = (key: string, text = "pay the plumber", as = token) =>
    t.app.inject({ method: "POST", url: "/api/thoughts", headers: { ...bearer(as), "idempotency-key": key }, payload: { original_input: text } });
  const countOf = async (userId: string, text: string) =>
    (await t.database.db.selectFrom("thoughts").select("id").where("user_id", "=", userId).where("original_input", "=", text).execute()).length;

  it("answers a repeat with the thought the first request created, and creates nothing", async () => {
    const first = await capture("retry-1", "renew the passport");
    const again = await capture("retry-1", "renew the passport");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await countOf(user.id, "renew the passport")).toBe(1);
    const jobs = await t.database.db.selectFrom("jobs").select("id").where("idempotency_key", "=", `classify:${first.json().data.id}`).execute();
    expect(jobs).toHaveLength(1);
  });

  it("answers a repeat after the job ran with the same thought, as classified by then, and queues nothing", async () => {
    const first = (await capture("retry-2", "renew the car insurance next week")).json<{ data: Thought }>().data;
    expect(first.processing_status).toBe("queued");
    expect(await drainJobs(t.app)).toBeGreaterThanOrEqual(1);
    const again = await capture("retry-2", "renew the car insurance next week");
    expect(again.statusCode).toBe(201);
    const repeated = again.json<{ data: Thought }>().data;
    expect(repeated).toMatchObject({ id: first.id, processing_status: "done" });
    expect(repeated.domain).not.toBeNull();
    expect(await drainJobs(t.app)).toBe(0);
    expect(await countOf(user.id, "renew the car insurance next week")).toBe(1);
  });

  it("creates one thought when requests with one key race", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => capture("race-1", "book the dentist")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await countOf(user.id, "book the dentist")).toBe(1);
  });

  it("keeps keys apart per person and captures anew without a key", async () => {
    const other = await makeUser(t.database);
    const mine = await capture("shared", "water the garden");
    const theirs = await capture("shared", "water the garden", await makeSession(t.database, other));
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    await api("POST", "/thoughts", { original_input: "no key" });
    await api("POST", "/thoughts", { original_input: "no key" });
    expect(await countOf(user.id, "no key")).toBe(2);
  });

  it("refuses an empty, over-long or non-printable key with 400", async () => {
    for (const key of ["", "k".repeat(201), "a\tb"]) {
      const response = await capture(key, "never stored");
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain("Idempotency-Key");
    }
    expect(await countOf(user.id, "never stored")).toBe(0);
    expect((await capture("k".repeat(200), "long key")).statusCode).toBe(201);
  });
});

describe("GET /api/thoughts", () => {
  let reader: User;
  let readerToken: string;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  beforeAll(async () => {
    reader = await makeUser(t.database);
    readerToken = await makeSession(t.database, reader);
    await makeThought(t.database, reader, { original_input: "oldest", created_at: minutesAgo(50) });
    await makeThought(t.database, reader, { original_input: "approved social", status: "approved", domain: "social", created_at: minutesAgo(40) });
    await makeThought(t.database, reader, { original_input: "done work", status: "completed", domain: "systems", created_at: minutesAgo(30) });
    await makeThought(t.database, reader, {
      original_input: "project",
      is_container: true,
      container_type: "Projects",
      domain: "personal",
      created_at: minutesAgo(20),
    });
    await makeThought(t.database, reader, { original_input: "newest", created_at: minutesAgo(10) });
  });

  const list = async (query = "") => {
    const response = await api("GET", `/thoughts${query}`, undefined, readerToken);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Thought[]; total: number; limit: number; offset: number; next_cursor: string | null }>();
  };

  it("lists only the caller's thoughts, newest first, with paging totals", async () => {
    const page = await list();
    expect(page.data.map((x) => x.original_input)).toEqual(["newest", "project", "done work", "approved social", "oldest"]);
    expect(page).toMatchObject({ total: 5, limit: 50, offset: 0 });
  });

  it("treats the web app's 'all' and empty values as no filter and ignores _t", async () => {
    const page = await list("?status=all&domain=&is_container=all&container_type=all&limit=50&offset=0&_t=1732240000");
    expect(page.total).toBe(5);
  });

  it("filters by status, domain and container", async () => {
    expect((await list("?status=completed")).data.map((x) => x.original_input)).toEqual(["done work"]);
    expect((await list("?domain=social")).data.map((x) => x.original_input)).toEqual(["approved social"]);
    const projects = await list("?is_container=true&container_type=Projects");
    expect(projects.data.map((x) => x.original_input)).toEqual(["project"]);
    expect((await list("?is_container=false")).total).toBe(4);
  });

  it("pages with limit and offset", async () => {
    const page = await list("?limit=2&offset=2");
    expect(page.data.map((x) => x.original_input)).toEqual(["done work", "approved social"]);
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect((await list("?limit=2&offset=10")).data).toEqual([]);
  });

  it("pages by cursor: every thought once, even when newer ones arrive between pages", async () => {
    const first = await list("?limit=2");
    expect(first.data.map((x) => x.original_input)).toEqual(["newest", "project"]);
    expect(first.next_cursor).toEqual(expect.any(String));
    // With offsets this insert would push "project" onto page two again.
    const late = await makeThought(t.database, reader, { original_input: "arrived late" });
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.data.map((x) => x.original_input)).toEqual(["done work", "approved social"]);
    const third = await list(`?limit=2&cursor=${second.next_cursor}`);
    expect(third.data.map((x) => x.original_input)).toEqual(["oldest"]);
    expect(third.next_cursor).toBeNull();
    await api("DELETE", `/thoughts/${late.id}`, undefined, readerToken);
  });

  it("keeps the order of thoughts created in the same millisecond across pages", async () => {
    const owner = await makeUser(t.database);
    const token = await makeSession(t.database, owner);
    const at = minutesAgo(5);
    for (const text of ["a", "b", "c", "d", "e"]) await makeThought(t.database, owner, { original_input: text, created_at: at });
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const response = await api("GET", `/thoughts?limit=2${cursor ? `&cursor=${cursor}` : ""}`, undefined, token);
      const page = response.json<{ data: Thought[]; next_cursor: string | null }>();
      seen.push(...page.data.map((x) => x.original_input));
      cursor = page.next_cursor;
    }
    expect([...seen].sort()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("rejects a cursor it did not make", async () => {
    for (const bad of ["nonsense", Buffer.from('["not a date","x"]').toString("base64url"), Buffer.from("{}").toString("base64url")]) {
      const response = await api("GET", `/thoughts?cursor=${bad}`, undefined, readerToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Invalid cursor" });
    }
  });

  it("rejects a page size over 200 and an unknown domain, naming the field", async () => {
    const tooBig = await api("GET", "/thoughts?limit=201", undefined, readerToken);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/^limit/);
    const badDomain = await api("GET", "/thoughts?domain=work", undefined, readerToken);
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().error).toMatch(/^domain/);
  });
});

describe("PUT /api/thoughts/:id", () => {
  it("updates the fields sent and leaves the rest", async () => {
    const thought = await makeThought(t.database, user, { original_input: "buy tiles" });
    const response = await api("PUT", `/thoughts/${thought.id}`, {
      ai_title: "Buy tiles",
      domain: "personal",
      scheduled_for: "2026-11-23T14:00:00-04:00",
      flexible_attributes: { priority: "high", tags: ["home"] },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Thought }>();
    expect(data).toMatchObject({
      ai_title: "Buy tiles",
      domain: "personal",
      status: "pending",
      original_input: "buy tiles",
      scheduled_for: "2026-11-23T18:00:00.000Z",
      flexible_attributes: { priority: "high", tags: ["home"] },
    });
    expect(data.updated_at >= thought.updated_at).toBe(true);
  });

  it("follows pending → approved → completed and refuses an illegal change with 409", async () => {
    const thought = await makeThought(t.database, user);
    const status = async (s: string) => api("PUT", `/thoughts/${thought.id}`, { status: s });
    expect((await status("approved")).json().data.status).toBe("approved");
    const back = await status("pending");
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ error: "Cannot change status from approved to pending" });
    expect((await status("completed")).json().data.status).toBe("completed");
    expect((await status("archived")).statusCode).toBe(200);
    expect((await status("completed")).statusCode).toBe(409);
    expect((await status("pending")).json().data.status).toBe("pending");
  });

  it("files a task under one of the person's projects only", async () => {
    const project = await makeThought(t.database, user, { is_container: true, container_type: "Projects" });
    const task = await makeThought(t.database, user);
    const plain = await makeThought(t.database, user);
    const foreignProject = await makeThought(t.database, await makeUser(t.database), { is_container: true, container_type: "Projects" });

    expect((await api("PUT", `/thoughts/${task.id}`, { parent_id: project.id })).json().data.parent_id).toBe(project.id);
    const notProject = await api("PUT", `/thoughts/${task.id}`, { parent_id: plain.id });
    expect(notProject.statusCode).toBe(400);
    expect(notProject.json().error).toContain("parent_id");
    expect((await api("PUT", `/thoughts/${task.id}`, { parent_id: foreignProject.id })).statusCode).toBe(404);
    expect((await api("PUT", `/thoughts/${project.id}`, { parent_id: project.id })).statusCode).toBe(400);
    expect((await api("PUT", `/thoughts/${task.id}`, { parent_id: null })).json().data.parent_id).toBeNull();
  });

  it("refuses a parent that would make a loop of projects", async () => {
    const top = await makeThought(t.database, user, { is_container: true, container_type: "Projects" });
    const middle = await makeThought(t.database, user, { is_container: true, container_type: "Projects", parent_id: top.id });
    const bottom = await makeThought(t.database, user, { is_container: true, container_type: "Projects", parent_id: middle.id });
    for (const below of [middle, bottom]) {
      const response = await api("PUT", `/thoughts/${top.id}`, { parent_id: below.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain("parent_id");
    }
    expect((await api("GET", `/thoughts/${top.id}`)).json().data.parent_id).toBeNull();
    // Moving a sub-project elsewhere in its own branch is fine.
    expect((await api("PUT", `/thoughts/${bottom.id}`, { parent_id: top.id })).statusCode).toBe(200);
  });

  it("treats only a container filed under Projects as a project", async () => {
    const labelledOnly = await makeThought(t.database, user, { is_container: false, container_type: "Projects" });
    const task = await makeThought(t.database, user);
    expect((await api("PUT", `/thoughts/${task.id}`, { parent_id: labelledOnly.id })).statusCode).toBe(400);
  });
});

describe("DELETE /api/thoughts/:id", () => {
  it("deletes a thought and answers 404 afterwards", async () => {
    const thought = await makeThought(t.database, user);
    const response = await api("DELETE", `/thoughts/${thought.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: thought.id });
    expect((await api("GET", `/thoughts/${thought.id}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/thoughts/${thought.id}`)).statusCode).toBe(404);
  });

  it("keeps a deleted project's tasks, unlinked", async () => {
    const project = await makeThought(t.database, user, { is_container: true, container_type: "Projects" });
    const task = await makeThought(t.database, user, { parent_id: project.id });
    expect(task.parent_id).toBe(project.id);
    expect((await api("DELETE", `/thoughts/${project.id}`)).statusCode).toBe(200);
    const after = await api("GET", `/thoughts/${task.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.parent_id).toBeNull();
  });
});

describe("another person's thought", () => {
  it("answers 404 Thought not found for read, update and delete, and leaves it alone", async () => {
    const owner = await makeUser(t.database);
    const theirs = await makeThought(t.database, owner, { original_input: "private" });
    for (const response of [
      await api("GET", `/thoughts/${theirs.id}`),
      await api("PUT", `/thoughts/${theirs.id}`, { status: "approved" }),
      await api("DELETE", `/thoughts/${theirs.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Thought not found" });
    }
    const ownerToken = await makeSession(t.database, owner);
    const still = await api("GET", `/thoughts/${theirs.id}`, undefined, ownerToken);
    expect(still.json().data).toMatchObject({ original_input: "private", status: "pending" });
  });

  it("answers 404 for an id that does not exist", async () => {
    expect((await api("GET", "/thoughts/00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
  });
});
