import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@life/contracts";
import { buildApp } from "../src/app.js";
import type { Database } from "../src/db/database.js";
import { testConfig } from "./build-app.js";
import { makeSession, makeThought, makeUser } from "./factories.js";
import { loadOperations, type Operation } from "./openapi-routes.js";
import { createTestDb } from "./test-db.js";

/** Answer 501 here: they read an outside service (Google) that the test app has not configured. */
const OUTSIDE_SERVICE = new Set(["GET /api/calendar/auth", "GET /api/calendar/import"]);

/**
 * No N+1 queries: every list route must issue the same number of queries for a person with a
 * handful of items as for one with many. The routes come from the OpenAPI document, so a new
 * list route is measured without being added here.
 */

const DAY = "2026-01-15";
const SEARCH_WORD = "harbour";

let queries = 0;
const countQueries: KyselyPlugin = {
  transformQuery(args) {
    queries += 1;
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

/** Every kind of item a view lists: projects with tasks, contacts, waiting items, scheduled items. */
async function fillAccount(database: Database, user: User, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const project = await makeThought(database, user, {
      original_input: `${SEARCH_WORD} project ${i}`,
      ai_title: `Project ${i}`,
      event_type: "project",
      is_container: true,
      container_type: "Projects",
      domain: "systems",
    });
    await makeThought(database, user, {
      original_input: `${SEARCH_WORD} task ${i} for Ana ${i}`,
      ai_title: `Task ${i}`,
      event_type: "task",
      parent_id: project.id,
      domain: "systems",
      scheduled_for: `${DAY}T15:${String(i % 60).padStart(2, "0")}:00.000Z`,
      flexible_attributes: { entities: [`Ana ${i}`], related_projects: [`Project ${i}`], priority: "high" },
    });
    await makeThought(database, user, {
      original_input: `Ana ${i} is a ${SEARCH_WORD} pilot`,
      ai_title: `Ana ${i}`,
      event_type: "contact",
      is_container: true,
      container_type: "Contacts",
      domain: "social",
    });
    await makeThought(database, user, {
      original_input: `waiting on ${SEARCH_WORD} quote ${i}`,
      ai_title: `Quote ${i}`,
      event_type: "communication",
      waiting_for: `Ana ${i}`,
      expected_date: DAY,
      scheduled_for: DAY,
      domain: "personal",
    });
  }
}

function urlFor(op: Operation): string {
  const path = op.path.replace(":date", DAY);
  const params = new URLSearchParams();
  for (const q of op.query) {
    if (q.name === "q") params.set("q", SEARCH_WORD);
    else if (q.name === "date" || q.name === "from") params.set(q.name, DAY);
    else if (q.name === "limit") params.set("limit", "50");
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

describe("queries per list request", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let listRoutes: Operation[];
  const tokens: Record<"few" | "many", string> = { few: "", many: "" };

  beforeAll(async () => {
    database = await createTestDb();
    // Requests go through a counting view of the same database; setup writes do not count.
    app = await buildApp(testConfig(), { database: { ...database, db: database.db.withPlugin(countQueries) } });
    const few = await makeUser(database);
    const many = await makeUser(database);
    await fillAccount(database, few, 2);
    await fillAccount(database, many, 30);
    tokens.few = await makeSession(database, few);
    tokens.many = await makeSession(database, many);
    const operations = await loadOperations(app);
    // Readying the app starts a housekeeping pass in the background; its queries are not a route's.
    await app.housekeeping.run();
    // Lists: secured GETs that take no id (a detail route reads one row by definition).
    listRoutes = operations.filter((op) => op.method === "GET" && op.secured && !op.pathParams.some((p) => /id$/i.test(p)) && !OUTSIDE_SERVICE.has(op.key));
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  async function countFor(op: Operation, who: "few" | "many"): Promise<{ status: number; queries: number }> {
    queries = 0;
    const response = await app.inject({ method: "GET", url: urlFor(op), headers: { authorization: `Bearer ${tokens[who]}` } });
    return { status: response.statusCode, queries };
  }

  it("covers the views that list items", () => {
    const keys = listRoutes.map((op) => op.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/thoughts",
        "GET /api/thoughts/waiting",
        "GET /api/thoughts/search",
        "GET /api/thoughts/timeline",
        "GET /api/thoughts/calendar/day/{date}",
        "GET /api/projects/summary",
        "GET /api/insights",
      ]),
    );
  });

  it("does not grow with the number of items", async () => {
    const grown: string[] = [];
    for (const op of listRoutes) {
      const few = await countFor(op, "few");
      const many = await countFor(op, "many");
      expect(few.status, op.key).toBeLessThan(500);
      expect(many.status, op.key).toBe(few.status);
      if (many.queries > few.queries) grown.push(`${op.key}: ${few.queries} → ${many.queries} queries`);
    }
    expect(grown).toEqual([]);
    // The counter sees the app's queries at all (else the comparison above proves nothing).
    const feed = listRoutes.find((op) => op.key === "GET /api/thoughts");
    expect(feed && (await countFor(feed, "many")).queries).toBeGreaterThan(0);
  }, 120_000);
});
