import type { SearchResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";

/**
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the expectations are the
 * same for both, so passing on both means both databases find the same thoughts.
 */
let t: TestApp;
let token: string;

const THOUGHTS = {
  email: "Email ana@example.com about the invoice",
  site: "See example.com/path for details",
  url: "Docs at https://x.y/z now",
  year: "Budget 2026 draft",
  answer: "The answer is 42",
  decimal: "Pi is roughly 3.14",
  school: "Visit the ÉCOLE today",
  street: "Meet at the straße corner",
  sign: "STRASSE sign is crooked",
  ligature: "ﬁle the taxes",
  greek: "ΣΟΦΊΑΣ birthday",
  wide: "Ｆｕｌｌ width note",
};
type Key = keyof typeof THOUGHTS;

beforeAll(async () => {
  t = await buildTestApp();
  const user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  for (const original_input of Object.values(THOUGHTS)) await makeThought(t.database, user, { original_input });
});
afterAll(async () => {
  await t.app.close();
});

const found = async (q: string): Promise<Key[]> => {
  const response = await t.app.inject({ method: "GET", url: `/api/thoughts/search?q=${encodeURIComponent(q)}&limit=50`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const inputs = response.json<SearchResponse>().data.map((hit) => hit.thought.original_input);
  return (Object.keys(THOUGHTS) as Key[]).filter((key) => inputs.includes(THOUGHTS[key])).sort();
};

describe("search finds the same thoughts on both databases", () => {
  it.each<[string, Key[]]>([
    ["2026", ["year"]],
    ["42", ["answer"]],
    ["3.14", ["decimal"]],
    ["ana@example.com", ["email"]],
    ["ana", ["email"]],
    ["example.com", ["email", "site"]],
    ["example.com/path", ["site"]],
    ["https://x.y/z", ["url"]],
    ["x.y", ["url"]],
  ])("numbers, e-mails and URLs: %s", async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });

  it.each<[string, Key[]]>([
    ["école", ["school"]],
    ["ÉCOLE", ["school"]],
    ["ecole", ["school"]],
    ["straße", ["sign", "street"]],
    ["STRASSE", ["sign", "street"]],
    ["file", ["ligature"]],
    ["σοφιας", ["greek"]],
    ["ΣΟΦΙΑΣ", ["greek"]],
    ["full", ["wide"]],
  ])("folds case, accents and compatibility forms: %s", async (q, expected) => {
    expect(await found(q)).toEqual(expected);
  });
});

describe("the search-folding migration", () => {
  it("re-indexes the thoughts already stored, and can be rolled back and applied again", async () => {
    const migration = await import("../../db/migrations/2026_11_25_1200_search_folding.js");
    // Later migrations that index with search_fold() come off first, as migrateDown would take them.
    const documents = await import("../../db/migrations/2026_11_25_2010_documents.js");
    // And the photo keys before the documents they reference.
    const photoKeys = await import("../../db/migrations/2026_11_26_1340_photo_capture_keys.js");
    await photoKeys.down(t.database.db);
    await documents.down(t.database.db);
    await migration.down(t.database.db);
    expect(await found("visit")).toEqual(["school"]); // the old tokenizers, still working
    await migration.up(t.database.db);
    await documents.up(t.database.db);
    await photoKeys.up(t.database.db);
    expect(await found("STRASSE")).toEqual(["sign", "street"]);
    expect(await found("example.com")).toEqual(["email", "site"]);
  });
});
